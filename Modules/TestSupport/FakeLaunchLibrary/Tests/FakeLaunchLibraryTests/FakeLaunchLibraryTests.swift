import FakeLaunchLibrary
import Foundation
import LoopbackHTTPServer
import Testing

/// The fake answers the documented endpoints over the recorded data: filters, ordering, offset paging, modes and
/// both versions' spellings.
struct FakeLaunchLibraryTests {
    @Test func theSpaceXLaunchesOf2026ComeNewestFirst() throws {
        let fake = try FakeLaunchLibraryServer.unthrottled()
        let answer = fake.json("/2.3.0/launches/?lsp__id=121&ordering=-net&limit=100")
        #expect(answer["count"] as? Int == 155)
        let results = answer["results"] as? [[String: Any]] ?? []
        #expect(results.count == 100)
        let nets = results.compactMap { $0["net"] as? String }
        #expect(nets == nets.sorted(by: >) && nets.first == "2026-12-31T00:00:00Z")
        #expect(
            (answer["next"] as? String)?.hasSuffix("/2.3.0/launches/?lsp__id=121&ordering=-net&limit=100&offset=100")
                == true)
        #expect(answer["previous"] is NSNull)
        let rest = fake.json("/2.3.0/launches/?lsp__id=121&ordering=-net&limit=100&offset=100")
        #expect((rest["results"] as? [Any])?.count == 55 && rest["next"] is NSNull && rest["previous"] is String)
    }

    @Test func aMonthIsOneRequestWithTheDateFilter() throws {
        let fake = try FakeLaunchLibraryServer.unthrottled()
        let may = fake.json(
            "/2.3.0/launches/?lsp__id=121&net__gte=2026-05-01T00:00:00Z&net__lte=2026-05-31T23:59:59Z&limit=100")
        let nets = (may["results"] as? [[String: Any]] ?? []).compactMap { $0["net"] as? String }
        #expect(may["count"] as? Int == nets.count && !nets.isEmpty)
        #expect(nets.allSatisfy { $0.hasPrefix("2026-05-") } && may["next"] is NSNull)
        #expect(fake.requests.count == 1)
    }

    @Test func searchFindsStarshipFlight12AndItsDetailHasTheBooster() throws {
        let fake = try FakeLaunchLibraryServer.unthrottled()
        let found = fake.results("/2.3.0/launches/?search=starship%20flight%2012")
        #expect(found.compactMap { $0["name"] as? String } == ["Starship | Flight 12"])
        let id = try #require(found.first?["id"] as? String)
        let detail = fake.json("/2.3.0/launches/\(id)/")
        #expect(detail["response_mode"] as? String == "detailed" && detail["vid_urls"] is [Any])
        let stages = (detail["rocket"] as? [String: Any])?["launcher_stage"] as? [[String: Any]]
        #expect((stages?.first?["launcher"] as? [String: Any])?["serial_number"] as? String == "Booster 19")
        #expect(fake.get("/2.3.0/launches/00000000-0000-0000-0000-000000000000/").status == 404)
    }

    @Test func modesSendTheirFieldSets() throws {
        let fake = try FakeLaunchLibraryServer.unthrottled()
        let list = try #require(fake.results("/2.3.0/launches/?mode=list&limit=1").first)
        #expect(list["pad"] == nil && list["mission"] == nil && list["response_mode"] as? String == "list")
        let normal = try #require(fake.results("/2.3.0/launches/?limit=1&offset=12").first)
        #expect(normal["pad"] != nil && normal["vid_urls"] == nil && normal["response_mode"] as? String == "normal")
        #expect((normal["rocket"] as? [String: Any])?["launcher_stage"] == nil)
        let detailed = try #require(fake.results("/2.3.0/launches/?mode=detailed&limit=1&offset=12").first)
        #expect(detailed["vid_urls"] != nil && (detailed["rocket"] as? [String: Any])?["launcher_stage"] != nil)
        let listBytes = fake.get("/2.3.0/launches/?mode=list&limit=100").body.count
        let detailedBytes = fake.get("/2.3.0/launches/?mode=detailed&limit=100").body.count
        #expect(listBytes * 10 < detailedBytes)
    }

    @Test func version220KeepsItsSpellingsAnd230ChangesThem() throws {
        let fake = try FakeLaunchLibraryServer.unthrottled()
        let old = try #require(fake.results("/2.2.0/launch/?mode=detailed&limit=1&offset=12").first)
        let new = try #require(fake.results("/2.3.0/launches/?mode=detailed&limit=1&offset=12").first)
        #expect(old["id"] as? String == new["id"] as? String)
        #expect(old["image"] is String && (new["image"] as? [String: Any])?["image_url"] is String)
        #expect(old["vidURLs"] != nil && new["vidURLs"] == nil && new["vid_urls"] != nil)
        #expect(old["holdreason"] != nil && new["holdreason"] == nil && old["type"] as? String == "detailed")
        #expect((old["pad"] as? [String: Any])?["latitude"] is String)
        #expect((new["pad"] as? [String: Any])?["latitude"] is Double)
        let oldConfigurations = fake.results("/2.2.0/config/launcher/?manufacturer__name=SpaceX")
        let newConfigurations = fake.results("/2.3.0/launcher_configurations/?manufacturer__name=SpaceX")
        #expect(oldConfigurations.compactMap { $0["id"] as? Int } == [161, 164, 522])
        #expect(oldConfigurations.first?["launch_cost"] as? String == "90000000")
        #expect(newConfigurations.first?["launch_cost"] as? Int == 90_000_000)
        #expect(newConfigurations.first?["families"] is [Any] && newConfigurations.first?["family"] == nil)
        #expect(fake.results("/2.3.0/launcher_configurations/?manufacturer__name=Blue%20Origin").isEmpty)
        #expect(fake.json("/2.3.0/launcher_configurations/164/")["name"] as? String == "Falcon 9")
        #expect(fake.get("/2.3.0/launch/").status == 404 && fake.get("/2.2.0/launches/").status == 404)
    }

    @Test func upcomingAndPreviousSplitAtTheClock() throws {
        let fake = try FakeLaunchLibraryServer.unthrottled()
        let now = FakeLaunchLibraryConfiguration.recordingEnd
        let upcoming = fake.results("/2.3.0/launches/upcoming/?limit=100")
        let previous = fake.results("/2.2.0/launch/previous/?limit=5")
        let parse = { (text: String?) in text.flatMap { try? Date($0, strategy: .iso8601) } ?? .distantPast }
        #expect(!upcoming.isEmpty && upcoming.allSatisfy { parse($0["net"] as? String) >= now - 86_400 })
        let previousNets = previous.map { parse($0["net"] as? String) }
        #expect(
            previousNets.count == 5 && previousNets.allSatisfy { $0 < now }
                && previousNets == previousNets.sorted(by: >))
    }

    @Test func limitIsCutTo100AndBadFiltersAre400() throws {
        let fake = try FakeLaunchLibraryServer.unthrottled()
        #expect(fake.results("/2.3.0/launches/?limit=150").count == 100)
        #expect(fake.results("/2.3.0/launches/").count == 10)
        let bad = fake.get("/2.3.0/launches/?net__gte=yesterday")
        #expect(bad.status == 400 && String(decoding: bad.body, as: UTF8.self).contains("net__gte"))
        #expect(fake.get("/2.3.0/launches/?lsp__id=spacex").status == 400)
        #expect(fake.results("/2.3.0/launches/?ordering=-name&limit=2").compactMap { $0["name"] as? String }.count == 2)
        let post = fake.respond(to: HTTPRequest(method: "POST", target: "/2.3.0/launches/"))
        #expect(post.statusCode == 405)
    }
}
