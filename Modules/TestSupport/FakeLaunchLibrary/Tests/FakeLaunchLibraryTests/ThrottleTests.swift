import FakeLaunchLibrary
import Foundation
import LoopbackHTTPServer
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The fake's throttle: 15 requests an hour by default, then 429 with the wait in the detail text; a key raises
/// the limit; `/api-throttle/` reports without counting; every request is logged.
struct ThrottleTests {
    @Test func the16thRequestOfTheHourIs429WithTheWait() throws {
        let clock = FakeClock(FakeLaunchLibraryConfiguration.recordingEnd)
        let fake = try FakeLaunchLibraryServer(configuration: FakeLaunchLibraryConfiguration(clock: clock))
        for _ in 1...15 {
            #expect(fake.get("/2.3.0/launches/?limit=1").status == 200)
            clock.advance(by: 60)
        }
        let throttled = fake.get("/2.3.0/launches/?limit=1")
        #expect(throttled.status == 429)
        let detail = try #require(
            (try JSONSerialization.jsonObject(with: throttled.body) as? [String: Any])?["detail"] as? String)
        #expect(detail == "Request was throttled. Expected available in 2700 seconds.")
        #expect(throttled.headers["Retry-After"] == "2700", "the wait in the header too, as the service sends it")
        clock.advance(by: 2700)
        #expect(fake.get("/2.3.0/launches/?limit=1").status == 200)
        #expect(fake.requests.map(\.status) == Array(repeating: 200, count: 15) + [429, 200])
    }

    @Test func twentyRequestsInAnHourGiveFifteenAnswersAndFive429s() throws {
        let fake = try FakeLaunchLibraryServer()
        let statuses = (1...20).map { _ in fake.get("/2.2.0/launch/upcoming/?limit=1").status }
        #expect(statuses.filter { $0 == 200 }.count == 15 && statuses.suffix(5).allSatisfy { $0 == 429 })
    }

    @Test func theThrottleReportCountsNothing() throws {
        let fake = try FakeLaunchLibraryServer(configuration: FakeLaunchLibraryConfiguration(requestsPerHour: 2))
        _ = fake.get("/2.3.0/launches/?limit=1")
        for _ in 1...3 {
            let report = fake.json("/2.2.0/api-throttle/")
            #expect(report["your_request_limit"] as? Int == 2 && report["current_use"] as? Int == 1)
            #expect(report["next_use_secs"] as? Int == 0)
        }
        _ = fake.get("/2.3.0/launches/?limit=1")
        let reports =
            (try? JSONSerialization.jsonObject(with: fake.get("/2.3.0/api-throttle/").body)) as? [[String: Any]]
        #expect(reports?.first?["current_use"] as? Int == 2 && reports?.first?["next_use_secs"] as? Int == 3600)
        #expect(fake.get("/2.3.0/launches/?limit=1").status == 429)
    }

    @Test func aKeyHasItsOwnHigherLimit() throws {
        let configuration = FakeLaunchLibraryConfiguration(requestsPerHour: 1, tokenRequestsPerHour: 3)
        let fake = try FakeLaunchLibraryServer(configuration: configuration)
        #expect(fake.get("/2.3.0/launches/?limit=1").status == 200)
        #expect(fake.get("/2.3.0/launches/?limit=1").status == 429)
        let keyed: HTTPHeaders = ["Authorization": "Token abc"]
        #expect(
            (1...4).map { _ in fake.get("/2.3.0/launches/?limit=1", headers: keyed).status } == [200, 200, 200, 429])
        #expect(fake.requests.last?.headers["Authorization"] == "Token abc")
        fake.reset()
        #expect(fake.requests.isEmpty && fake.get("/2.3.0/launches/?limit=1").status == 200)
    }

    @Test func itAnswersOverASocket() async throws {
        let fake = try FakeLaunchLibraryServer()
        try fake.start()
        defer { fake.stop() }
        let url = try #require(URL(string: "/2.3.0/launches/?lsp__id=121&limit=2", relativeTo: fake.baseURL))
        var request = URLRequest(url: url, timeoutInterval: 10)
        request.setValue("Token k", forHTTPHeaderField: "Authorization")
        let (data, response) = try await URLSession.shared.data(for: request)
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        let answer = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect((answer["next"] as? String)?.hasPrefix(fake.baseURL.absoluteString) == true)
        #expect(fake.requests.count == 1 && fake.requests.first?.path == "/2.3.0/launches/")
    }
}
