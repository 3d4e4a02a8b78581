import FakeLaunchLibrary
import Foundation
import LaunchLibrary
import LaunchSitesCore
import LaunchesCore
import RepositoryDefinitions
import RepositoryImplementations
import Testing

/// The client against the loopback fake over the recorded data: the request budget is what the issue asks (one
/// request for a month, none for a detail opened from a list, none warm), across both versions' paths.
struct LaunchLibraryClientTests {
    /// A started fake and a client pointed at it.
    private struct Setup {
        let fake: FakeLaunchLibraryServer
        let client: LaunchLibraryClient

        init(
            version: String = "2.3.0", requestsPerHour: Int = 15, token: String? = nil,
            documents: DocumentRecord? = nil
        ) throws {
            fake = try FakeLaunchLibraryServer(
                configuration: FakeLaunchLibraryConfiguration(requestsPerHour: requestsPerHour))
            try fake.start()
            let headers = try TokenAuthorization(configurationValue: token)?.headers ?? [:]
            let clock = fake.configuration.clock
            var configuration = APIClientConfiguration(requestTimeout: 10)
            configuration.headers = headers
            let http = HTTPClient(
                configuration: configuration, transport: URLSessionTransport(),
                cache: MemoryCacheStore(byteLimit: 64 * 1024 * 1024), now: { clock.now })
            client = LaunchLibraryClient(
                baseURL: fake.baseURL.appending(path: version), client: http, documents: documents,
                now: { clock.now })
        }
    }

    private static func day(_ text: String) -> Date {
        (try? Date(text, strategy: .iso8601)) ?? .distantPast
    }

    @Test func aMonthIsOneRequestAndItsDetailsNone() async throws {
        let setup = try Setup()
        defer { setup.fake.stop() }
        let may = LaunchLibraryLaunchQuery(from: Self.day("2026-05-01T00:00:00Z"), to: Self.day("2026-05-31T23:59:59Z"))
        let page = try await setup.client.launches(may, page: try #require(OffsetPageRequest(limit: 100)))
        #expect(setup.fake.requests.count == 1)
        let launches = page.value.items
        #expect(!launches.isEmpty && page.value.totalItems == launches.count && !page.value.hasNextPage)
        let dates = launches.compactMap(\.dateUtc)
        #expect(dates == dates.sorted(by: >) && dates.allSatisfy { $0 >= Self.day("2026-05-01T00:00:00Z") })
        let query = try #require(setup.fake.requests.first?.query)
        for part in ["lsp__id=121", "mode=detailed", "ordering=-net", "net__gte=2026-05-01T00", "limit=100"] {
            #expect(query.contains(part), "\(part)")
        }
        let flight12 = try #require(launches.first { $0.name == "Flight 12" })
        let detail = try await setup.client.launch(id: flight12.id)
        #expect(detail.value.cores.first?.serial == "Booster 19" && detail.value.reportedStatus == .success)
        let warm = try await setup.client.launches(may, page: try #require(OffsetPageRequest(limit: 100)))
        #expect(warm.isFresh && warm.value.items == launches)
        #expect(setup.fake.requests.count == 1)
    }

    @Test func withADocumentRecordEveryLaunchAndVehicleIsKeptAsLaunchLibrarySentIt() async throws {
        let record = DocumentRecord()
        let setup = try Setup(documents: record)
        defer { setup.fake.stop() }
        let may = LaunchLibraryLaunchQuery(from: Self.day("2026-05-01T00:00:00Z"), to: Self.day("2026-05-31T23:59:59Z"))
        let launches = try await setup.client.launches(may, page: try #require(OffsetPageRequest(limit: 100))).value
        let first = try #require(launches.items.first)
        guard case .object(let document)? = record.document(id: first.id) else {
            Issue.record("no document for \(first.id)")
            return
        }
        #expect(document["id"] == .string(first.id))
        #expect(document["net"] != nil && document["launch_service_provider"] != nil, "Launch Library's keys")
        #expect(document["date_utc"] == nil, "not the r/SpaceX shape")
        guard case .array(let all)? = record.documents(standingFor: launches.items) else {
            Issue.record("no documents for the list")
            return
        }
        #expect(all.count == launches.items.count)
        let rockets = try await setup.client.rockets().value
        let falcon = try #require(rockets.first { $0.name == "Falcon 9" })
        guard case .object(let configuration)? = record.documents(standingFor: falcon) else {
            Issue.record("no document for vehicle \(falcon.id)")
            return
        }
        #expect(configuration["id"] == .int(Int(falcon.id) ?? -1) && configuration["name"] == .string("Falcon 9"))
    }

    /// Issue 20: a launch's site is the pad its launch answer carried, opened without a request; a site asked for
    /// alone comes from the newest launches in one request; a pad none of them used is not found.
    @Test func aSiteOpenedFromALaunchIsNoRequestAndAloneOne() async throws {
        let setup = try Setup()
        defer { setup.fake.stop() }
        let may = LaunchLibraryLaunchQuery(from: Self.day("2026-05-01T00:00:00Z"), to: Self.day("2026-05-31T23:59:59Z"))
        let page = try await setup.client.launches(may, page: try #require(OffsetPageRequest(limit: 100)))
        let flight12 = try #require(page.value.items.first { $0.name == "Flight 12" })
        let padID = try #require(flight12.launchpad?.id)
        let site = try await setup.client.launchSite(id: padID)
        #expect(site.value.name == "OLP-2" && site.value.timezone == "America/Chicago")
        #expect(site.value.latitude != nil && site.value.longitude != nil && site.value.launchAttempts != nil)
        #expect(site.isFresh && setup.fake.requests.count == 1, "the list's answer held the site")

        let alone = try Setup()
        defer { alone.fake.stop() }
        let sites = try await alone.client.launchSites()
        #expect(alone.fake.requests.count == 1 && !sites.value.isEmpty)
        let names = sites.value.compactMap(\.name)
        #expect(
            names == names.sorted { $0.lowercased() < $1.lowercased() }
                && Set(sites.value.map(\.id)).count == names.count)
        _ = try await alone.client.launchSite(id: try #require(sites.value.first?.id))
        await #expect(throws: RepositoryError.notFound(id: "999999")) {
            try await alone.client.launchSite(id: "999999")
        }
        #expect(alone.fake.requests.count == 1, "warm: the sites answer is saved")
    }

    @Test func rocketsAreOneRequestAndARocketNone() async throws {
        let setup = try Setup()
        defer { setup.fake.stop() }
        let rockets = try await setup.client.rockets()
        #expect(rockets.value.map(\.name) == ["Falcon 9", "Falcon Heavy", "Starship"], "by name, as the list says")
        #expect(rockets.value.allSatisfy { $0.successRatePct != nil })
        let falcon9 = try await setup.client.rocket(id: "164")
        #expect(falcon9.value.costPerLaunch == 52_000_000 && setup.fake.requests.count == 1)
        #expect(setup.fake.requests.first?.query?.contains("manufacturer__name=SpaceX") == true)
    }

    @Test func aLaunchNotSeenInAListIsOneRequestAndAnUnknownOneNotFound() async throws {
        let setup = try Setup(version: "2.2.0")
        defer { setup.fake.stop() }
        let launch = try await setup.client.launch(id: "ed83366c-872c-4484-97c1-bc74832304fc")
        #expect(launch.value.name == "Flight 12" && launch.value.cores.first?.landingSite == "GOM")
        #expect(setup.fake.requests.map(\.path) == ["/2.2.0/launch/ed83366c-872c-4484-97c1-bc74832304fc/"])
        _ = try await setup.client.launch(id: "ed83366c-872c-4484-97c1-bc74832304fc")
        #expect(setup.fake.requests.count == 1)
        await #expect(throws: RepositoryError.server(status: 404)) { try await setup.client.launch(id: "nope") }
        let rocket = try await setup.client.rocket(id: "522")
        #expect(rocket.value.name == "Starship" && setup.fake.requests.last?.path == "/2.2.0/config/launcher/522/")
        await #expect(throws: RepositoryError.notFound(id: "x/y")) { try await setup.client.rocket(id: "x/y") }
    }

    @Test func bothVersionsMapTheSameLaunches() async throws {
        let old = try Setup(version: "2.2.0")
        defer { old.fake.stop() }
        let new = try Setup(version: "2.3.0")
        defer { new.fake.stop() }
        let query = LaunchLibraryLaunchQuery(search: "starship")
        let slice = try #require(OffsetPageRequest(limit: 10))
        let fromOld = try await old.client.launches(query, page: slice).value.items
        let fromNew = try await new.client.launches(query, page: slice).value.items
        #expect(fromOld.count == 3 && fromOld == fromNew)
        #expect(
            old.fake.requests.first?.path == "/2.2.0/launch/" && new.fake.requests.first?.path == "/2.3.0/launches/")
    }

    @Test func aThrottledListIsTheTypedWaitAndTheKeyIsSent() async throws {
        let setup = try Setup(requestsPerHour: 1, token: "secret")
        defer { setup.fake.stop() }
        let slice = try #require(OffsetPageRequest(limit: 5))
        _ = try await setup.client.launches(LaunchLibraryLaunchQuery(), page: slice)
        #expect(setup.fake.requests.first?.headers["Authorization"] == "Token secret")
        let anonymous = try Setup(requestsPerHour: 1)
        defer { anonymous.fake.stop() }
        _ = try await anonymous.client.launches(LaunchLibraryLaunchQuery(), page: slice)
        await #expect(throws: RepositoryError.rateLimited(retryAfter: 3600)) {
            try await anonymous.client.launches(LaunchLibraryLaunchQuery(search: "crew"), page: slice)
        }
        #expect(anonymous.fake.requests.map(\.status) == [200, 429])
    }

    @Test func pastListsStayFreshForDaysUpcomingForMinutes() {
        let now = Self.day("2026-08-22T00:00:00Z")
        #expect(LaunchLibraryLaunchQuery(to: Self.day("2026-05-31T00:00:00Z")).kind(now: now) == .pastLaunches)
        #expect(LaunchLibraryLaunchQuery(to: Self.day("2026-09-30T00:00:00Z")).kind(now: now) == .upcomingLaunches)
        #expect(LaunchLibraryLaunchQuery().kind(now: now) == .upcomingLaunches)
        let lifetimes = LaunchLibraryClient.defaultLifetimes
        #expect(lifetimes.lifetime(of: .upcomingLaunches) == 600 && lifetimes.lifetime(of: .pastLaunches) == 259_200)
        #expect(lifetimes.lifetime(of: .vehicles) == 86_400)
    }
}
