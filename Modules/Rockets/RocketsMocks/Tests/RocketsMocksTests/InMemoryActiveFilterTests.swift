import RepositoryDefinitions
import RocketsCore
import RocketsMocks
import XCTest

/// The in-memory repository's active-only filter matches the API's `{"active": true}` query: a rocket whose
/// status is unknown (no `active` field) is left out, exactly like a retired one.
@MainActor
final class InMemoryActiveFilterTests: XCTestCase {
    func testActiveOnlyKeepsOnlyRocketsKnownToBeActive() async {
        let rockets = [
            Rocket(id: "ed6eca5e00000000000000a1", name: "Flying", active: true),
            Rocket(id: "ed6eca5e00000000000000a2", name: "Retired", active: false),
            Rocket(id: "ed6eca5e00000000000000a3", name: "Unknown status", active: nil),
        ]
        let repository = RocketsInMemoryRepository(rockets: rockets, filter: RocketFilter(activeOnly: true))

        await repository.load()

        XCTAssertEqual(repository.state.value?.map(\.name), ["Flying"])
        XCTAssertEqual(repository.totalItems, 1)

        await repository.setFilter(RocketFilter(activeOnly: false))

        XCTAssertEqual(repository.state.value?.map(\.name), ["Flying", "Retired", "Unknown status"])
    }
}
