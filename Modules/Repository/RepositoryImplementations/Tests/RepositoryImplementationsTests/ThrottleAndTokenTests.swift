import Foundation
import RepositoryDefinitions
import RepositorySpies
import Testing

@testable import RepositoryImplementations

/// A throttled answer that says its wait in the body becomes a typed error carrying that wait, and a configured
/// key becomes an `Authorization: Token` header only when it is plausible.
struct ThrottleAndTokenTests {
    private static let throttled = #"{"detail": "Request was throttled. Expected available in 723 seconds."}"#

    @Test func theWaitIsReadFromTheDetailText() {
        #expect(ThrottleNotice.seconds(in: Data(Self.throttled.utf8)) == 723)
        #expect(ThrottleNotice.seconds(in: Data(#"{"detail": "Expected available in 1.2 seconds."}"#.utf8)) == 2)
    }

    @Test(arguments: [
        "", "not json", #"{"detail": 5}"#, #"{"detail": "Slow down."}"#,
        #"{"detail": "Expected available in -3 seconds."}"#, #"{"detail": "Expected available in 99999999 seconds."}"#,
        #"{"detail": "Expected available in soon."}"#, #"["detail"]"#,
    ])
    func aBodyWithoutAPlausibleWaitGivesNone(body: String) {
        #expect(ThrottleNotice.seconds(in: Data(body.utf8)) == nil)
    }

    @Test func anOversizedBodyIsNotRead() {
        let padding = String(repeating: " ", count: ThrottleNotice.bodyLimit)
        #expect(ThrottleNotice.seconds(in: Data((Self.throttled + padding).utf8)) == nil)
    }

    @Test func a429WithTheDetailIsRateLimitedWithTheWaitAndNotRetriedBeyondTheCap() async throws {
        let harness = ClientHarness(responses: [Responses.json(Self.throttled, status: 429)])
        await #expect(throws: RepositoryError.rateLimited(retryAfter: 723)) { try await harness.queryLaunches() }
        #expect(harness.transport.sendCallCount == 1 && harness.sleeper.sleepCallCount == 0)
    }

    @Test func theRetryAfterHeaderWinsOverTheBody() {
        let response = HTTPResponse(status: 429, headers: ["Retry-After": "7"], body: Data(Self.throttled.utf8))
        let failure = ResponseClassifier.failure(for: response, notFoundID: nil, now: Date())
        #expect(failure?.error == .rateLimited(retryAfter: 7))
    }

    @Test func aKeyBecomesATokenHeader() throws {
        let authorization = try #require(try TokenAuthorization(configurationValue: "  abc123DEF\n"))
        #expect(authorization.headers == ["Authorization": "Token abc123DEF"])
    }

    @Test(arguments: [nil, "", "   \n"])
    func noKeyMeansNoHeader(value: String?) throws {
        #expect(try TokenAuthorization(configurationValue: value) == nil)
    }

    @Test(arguments: ["two words", "tab\tkey", "ключ", String(repeating: "k", count: 257), "bell\u{7}"])
    func anImplausibleKeyIsRefusedWithAOneLineMessage(value: String) {
        #expect(throws: TokenAuthorizationError.malformed) { try TokenAuthorization(configurationValue: value) }
        #expect(!TokenAuthorizationError.malformed.description.contains("\n"))
    }
}
