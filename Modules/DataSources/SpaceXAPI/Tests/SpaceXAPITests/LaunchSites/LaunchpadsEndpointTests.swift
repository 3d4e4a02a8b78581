import Foundation
import LaunchSitesCore
import RepositoryDefinitions
import RepositoryImplementations
import SpaceXArchive
import Testing

@testable import SpaceXAPI

/// One request names a site's rockets: the query populates them, and the archive's query service answers it.
@Suite struct LaunchpadsEndpointTests {
    private let endpoint = LaunchpadsEndpoint()

    @Test func theLookupIsOneQueryByIdWithTheRocketsPopulated() {
        guard case .query(let query, let id) = endpoint.itemLookup(id: "abc") else {
            Issue.record("expected a query")
            return
        }
        #expect(id == "abc" && query.collection == APICollection(name: "launchpads", version: "v4"))
        #expect(query.filter == .equals(field: "id", value: .string("abc")))
        #expect(query.populate == [Population("rockets", select: ["name"])] && query.limit == 1)
        #expect(endpoint.relatedCollections == ["rockets": APICollection(name: "rockets", version: "v4")])
        #expect(endpoint.listItemsAreComplete && endpoint.minimumFreshness == 86_400)
        let list = endpoint.listQuery(filter: LaunchpadFilter(), page: 2, limit: 3)
        #expect(list.sort == [SortField("name", .ascending)] && list.page == 2 && list.limit == 3)
    }

    @Test func theArchiveAnswersEverySiteWithItsRocketsNamed() async throws {
        let service = try InMemoryAPIService(
            jsonDocuments: [
                LaunchpadsEndpoint.collection: SpaceXArchive.File.launchpads.data,
                APICollection(name: "rockets", version: "v4"): SpaceXArchive.File.rockets.data,
            ])
        let ids = [
            "5e9e4501f5090910d4566f83", "5e9e4501f509094ba4566f84", "5e9e4502f5090927f8566f85",
            "5e9e4502f5090995de566f86", "5e9e4502f509092b78566f87", "5e9e4502f509094188566f88",
        ]
        for id in ids {
            let fetched = try await service.item(
                endpoint.itemLookup(id: id), as: SpaceXDocument<Launchpad>.self, policy: .reload)
            #expect(fetched.value.value.id == id)
            #expect(fetched.value.value.rockets.allSatisfy { $0.name != nil })
            #expect(fetched.value.value.rockets.isEmpty == (fetched.value.value.name == "STLS"))
        }
        let ksc = try await service.item(
            endpoint.itemLookup(id: ids[5]), as: SpaceXDocument<Launchpad>.self, policy: .reload)
        #expect(LaunchpadDetail(launchpad: ksc.value.value).rocketNames == ["Falcon 9", "Falcon Heavy"])
    }
}
