import FakeLaunchLibrary
import Foundation
import LaunchesCore
import RepositoryDefinitions
import RepositoryImplementations
import RocketsCore
import Testing

@testable import LaunchLibrary

/// The features' repositories over the client, against the loopback fake: what each screen costs in requests, and
/// the name lookup's one search.
@MainActor
struct LaunchLibraryRepositoryTests {
    /// A started fake and a client pointed at it, sharing one memory cache.
    private struct Setup {
        let fake: FakeLaunchLibraryServer
        let client: LaunchLibraryClient

        init(requestsPerHour: Int = 15) throws {
            fake = try FakeLaunchLibraryServer(
                configuration: FakeLaunchLibraryConfiguration(requestsPerHour: requestsPerHour))
            try fake.start()
            let clock = fake.configuration.clock
            let http = HTTPClient(
                configuration: APIClientConfiguration(requestTimeout: 10), transport: URLSessionTransport(),
                cache: MemoryCacheStore(byteLimit: 64 * 1024 * 1024), now: { clock.now })
            client = LaunchLibraryClient(
                baseURL: fake.baseURL.appending(path: "2.3.0"), client: http, now: { clock.now })
        }
    }

    @Test func aListPageIsOneRequestItsItemsNoneAndAWarmListNone() async throws {
        let setup = try Setup()
        defer { setup.fake.stop() }
        let repository = setup.client.launchesRepository(filter: LaunchFilter(timeZone: LaunchFilter.utc), pageSize: 5)

        await repository.load()

        let launches = try #require(repository.state.value)
        #expect(launches.count == 5 && repository.hasNextPage && repository.totalItems == 155)
        #expect(setup.fake.requests.count == 1)
        let item = await repository.item(id: launches[2].id)
        #expect(item.value?.id == launches[2].id)
        #expect(await repository.cachedItem(id: launches[3].id)?.value.id == launches[3].id)
        #expect(setup.fake.requests.count == 1, "details come from the list answer")

        await repository.loadMore()
        #expect(repository.state.value?.count == 10 && setup.fake.requests.count == 2)

        let again = setup.client.launchesRepository(filter: LaunchFilter(timeZone: LaunchFilter.utc), pageSize: 5)
        await again.load()
        #expect(again.state.value?.map(\.id) == launches.map(\.id) && setup.fake.requests.count == 2)
    }

    @Test func refreshAsksEvenWhenTheSavedAnswerIsFresh() async throws {
        let setup = try Setup()
        defer { setup.fake.stop() }
        let filter = LaunchFilter(timeZone: LaunchFilter.utc)
        await setup.client.launchesRepository(filter: filter, pageSize: 5).load()

        let refreshing = setup.client.launchesRepository(filter: filter, pageSize: 5, refresh: true)
        await refreshing.load()
        #expect(setup.fake.requests.count == 2 && refreshing.state.value?.count == 5)
        await refreshing.refresh()
        #expect(setup.fake.requests.count == 3)
    }

    @Test func aThrottledListWithNothingSavedFailsWithTheWait() async throws {
        let setup = try Setup(requestsPerHour: 1)
        defer { setup.fake.stop() }
        await setup.client.launchesRepository(filter: LaunchFilter(timeZone: LaunchFilter.utc)).load()
        let repository = setup.client.rocketsRepository()

        await repository.load()

        guard let error = repository.state.error, case .rateLimited(let wait?) = error.reason else {
            Issue.record("expected the wait, got \(String(describing: repository.state))")
            return
        }
        #expect(wait > 0 && repository.state.value == nil)
        #expect(error.userMessage == "The Launch Library allows 15 requests an hour; next in 60 min.")
        #expect(!error.userMessage.contains("SpaceX"), "the message names the source in use")
        #expect(
            setup.client.budgetNotice(now: setup.fake.configuration.clock.now)?.hasPrefix(
                "The Launch Library allows 15 requests an hour; next in") == true)
    }

    @Test func aFilterChangeLoadsItsFirstPage() async throws {
        let setup = try Setup()
        defer { setup.fake.stop() }
        let repository = setup.client.launchesRepository(filter: LaunchFilter(timeZone: LaunchFilter.utc))
        await repository.load()

        let may = try LaunchFilter(start: "2026-05-01", end: "2026-05-31", timeZone: LaunchFilter.utc)
        await repository.setFilter(may)

        let launches = try #require(repository.state.value)
        #expect(!launches.isEmpty && !repository.hasNextPage && setup.fake.requests.count == 2)
        #expect(launches.contains { $0.name == "Flight 12" })
        #expect(LaunchLibraryClient.query(for: may).from == may.lowerBound)
    }

    @Test func rocketsArePagedFromOneRequestAndARocketCostsNone() async throws {
        let setup = try Setup()
        defer { setup.fake.stop() }
        let repository = setup.client.rocketsRepository(pageSize: 2)

        await repository.load()
        #expect(repository.state.value?.count == 2 && repository.hasNextPage && repository.totalItems == 3)
        await repository.loadMore()
        let rockets = try #require(repository.state.value)
        #expect(rockets.count == 3 && !repository.hasNextPage)
        #expect(await repository.item(id: rockets[0].id).value?.name == rockets[0].name)
        #expect(await repository.refreshItem(id: "not-a-number").error?.reason == .notFound(id: "not-a-number"))
        #expect(setup.fake.requests.count == 1)
    }

    @Test func aNameIsOneSearchIgnoringCaseAndPunctuation() async throws {
        let setup = try Setup()
        defer { setup.fake.stop() }
        let lookup = LaunchLibraryLaunchLookup(client: setup.client)

        for name in ["starship flight 12", "Starship | Flight 12", "FLIGHT 12"] {
            let found = await lookup.find(name)
            #expect((try? found.get().value?.name) == "Flight 12", "\(name)")
        }
        #expect(setup.fake.requests.count == 2, "the first two spellings are one search, asked once")
        guard case .failure(.emptyQuery) = await lookup.find("  ") else {
            Issue.record("a blank name is a usage error")
            return
        }
        #expect(setup.fake.requests.count == 2)
    }

    @Test func anIdIsTheLaunchItself() async throws {
        let setup = try Setup()
        defer { setup.fake.stop() }
        let lookup = LaunchLibraryLaunchLookup(client: setup.client)
        let found = await lookup.find("starship flight 12")
        let id = try #require(try? found.get().value?.id)

        let byID = await lookup.find(" " + id.uppercased() + " ")

        #expect((try? byID.get().value?.name) == "Flight 12")
        let unknown = "00000000-0000-0000-0000-000000000000"
        guard case .failure(.unknownName(unknown)) = await lookup.find(unknown) else {
            Issue.record("an id that names no launch is an unknown name")
            return
        }
    }

    @Test func pickPrefersTheExactNameThenTheOnlyStart() {
        let launches = [
            Launch(id: "a", name: "Flight 1", rocket: RocketReference(id: "1", name: "Starship")),
            Launch(id: "b", name: "Flight 10", rocket: RocketReference(id: "1", name: "Starship")),
            Launch(id: "c", name: "Crew-12", rocket: RocketReference(id: "2", name: "Falcon 9")),
        ]
        #expect((try? LaunchLibraryLaunchLookup.pick("starship: flight-1", among: launches).get())?.id == "a")
        #expect((try? LaunchLibraryLaunchLookup.pick("crew", among: launches).get())?.id == "c")
        #expect((try? LaunchLibraryLaunchLookup.pick("falcon 9 crew 12", among: launches).get())?.id == "c")
        #expect(
            LaunchLibraryLaunchLookup.pick("starship", among: launches)
                == .failure(.ambiguous("starship", matches: ["Starship | Flight 1", "Starship | Flight 10"], more: 0)))
        #expect(LaunchLibraryLaunchLookup.pick("crew", among: launches, total: 4).isAmbiguous)
        #expect(LaunchLibraryLaunchLookup.pick("electron", among: launches) == .failure(.unknownName("electron")))
        #expect(LaunchLibraryLaunchLookup.pick("!!", among: launches) == .failure(.emptyQuery))
        #expect(LaunchLibraryLaunchLookup.fullName(of: Launch(id: "d", name: "Mystery")) == "Mystery")
    }
}

extension Result where Success == Launch, Failure == LaunchLookupError {
    fileprivate var isAmbiguous: Bool {
        if case .failure(.ambiguous) = self { true } else { false }
    }
}
