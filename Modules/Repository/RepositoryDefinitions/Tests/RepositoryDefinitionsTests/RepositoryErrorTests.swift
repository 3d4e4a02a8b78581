import Foundation
import XCTest

@testable import RepositoryDefinitions

final class RepositoryErrorTests: XCTestCase {
    func testEveryErrorHasATitleAndAnActionableMessage() {
        let expected: [(RepositoryError, String, String)] = [
            (.offline, "You're offline", "Couldn't reach the SpaceX API. Check your connection or the API address."),
            (.timeout, "The API is not answering", "The SpaceX API took too long to answer. Try again in a moment."),
            (.notFound(id: "abc"), "Not found", "Nothing with id \"abc\" exists in the SpaceX API."),
            (
                .badRequest(message: "Bad populate path"), "The API rejected the request",
                "The SpaceX API rejected the request: Bad populate path"
            ),
            (.badRequest(message: ""), "The API rejected the request", "The SpaceX API rejected the request."),
            (
                .rateLimited(retryAfter: 2.5), "Too many requests",
                "The SpaceX API is rate limiting us. Try again in 3 s."
            ),
            (
                .rateLimited(retryAfter: nil), "Too many requests",
                "The SpaceX API is rate limiting us. Try again in a minute."
            ),
            (
                .rateLimited(retryAfter: 9_223_372_036_854_775_807), "Too many requests",
                "The SpaceX API is rate limiting us. Try again later."
            ),
            (
                .rateLimited(retryAfter: .nan), "Too many requests",
                "The SpaceX API is rate limiting us. Try again in a minute."
            ),
            (
                .server(status: 503), "The API is having trouble",
                "The SpaceX API failed with HTTP 503. Try again later."
            ),
            (.invalidResponse(.empty), "Unexpected answer from the API", "The SpaceX API sent an empty answer."),
            (
                .invalidResponse(.truncated), "Unexpected answer from the API",
                "The SpaceX API sent an answer that was cut off."
            ),
            (
                .invalidResponse(.notJSON(contentType: "text/html")), "Unexpected answer from the API",
                "The SpaceX API sent a page that is not JSON (text/html)."
            ),
            (
                .invalidResponse(.notJSON(contentType: nil)), "Unexpected answer from the API",
                "The SpaceX API sent an answer that is not JSON."
            ),
            (
                .invalidResponse(.wrongShape(codingPath: "docs[3].date_utc", detail: "expected a date")),
                "Unexpected answer from the API",
                "The SpaceX API sent data in an unexpected shape at docs[3].date_utc (expected a date)."
            ),
            (
                .invalidResponse(.wrongShape(codingPath: "", detail: "expected an object")),
                "Unexpected answer from the API",
                "The SpaceX API sent data in an unexpected shape (expected an object)."
            ),
            (.cancelled, "Cancelled", "The request was cancelled."),
            (.notCached, "Not available offline", "Nothing is saved for this yet, and offline mode is on."),
        ]
        for (error, title, message) in expected {
            XCTAssertEqual(error.title, title, "\(error)")
            XCTAssertEqual(error.userMessage, message, "\(error)")
            XCTAssertEqual(error.localizedDescription, message, "\(error)")
        }
    }

    func testOnlyTransientErrorsInviteAnotherTry() {
        let transient: [RepositoryError] = [
            .offline, .timeout, .rateLimited(retryAfter: 1), .server(status: 500), .invalidResponse(.truncated),
        ]
        let final: [RepositoryError] = [
            .notFound(id: "x"), .badRequest(message: "m"), .invalidResponse(.empty), .server(status: 404),
            .invalidResponse(.notJSON(contentType: nil)), .cancelled, .notCached,
        ]
        transient.forEach { XCTAssertTrue($0.isTransient, "\($0)") }
        final.forEach { XCTAssertFalse($0.isTransient, "\($0)") }
    }

    func testCacheStoreErrorMessages() {
        XCTAssertEqual(
            CacheStoreError.notWritable(path: "/ro").userMessage,
            "Can't write the cache at /ro; answers won't be saved for offline use.")
        XCTAssertEqual(
            CacheStoreError.tooLarge(bytes: 9).userMessage,
            "An answer of 9 bytes is larger than the cache; it wasn't saved.")
    }

    /// A service other than the r/SpaceX API, with a budget, as Launch Library is.
    private let budgeted = DataService(name: "the Launch Library", hourlyBudget: 15)

    func testEveryMessageOfAnotherServiceNamesItAndNeverTheSpaceXAPI() {
        let expected: [(RepositoryError, String)] = [
            (.offline, "Couldn't reach the Launch Library. Check your connection or the API address."),
            (.timeout, "The Launch Library took too long to answer. Try again in a moment."),
            (.notFound(id: "abc"), "Nothing with id \"abc\" exists in the Launch Library."),
            (.badRequest(message: "bad"), "The Launch Library rejected the request: bad"),
            (.badRequest(message: ""), "The Launch Library rejected the request."),
            (.rateLimited(retryAfter: 700), "The Launch Library allows 15 requests an hour; next in 12 min."),
            (.rateLimited(retryAfter: 5), "The Launch Library allows 15 requests an hour; next in 1 min."),
            (.rateLimited(retryAfter: nil), "The Launch Library allows 15 requests an hour; try again later."),
            (.rateLimited(retryAfter: .infinity), "The Launch Library allows 15 requests an hour; try again later."),
            (.server(status: 404), "The Launch Library has no such address (HTTP 404). Check the API address."),
            (.server(status: 503), "The Launch Library failed with HTTP 503. Try again later."),
            (.invalidResponse(.empty), "The Launch Library sent \(InvalidResponseReason.empty.description)."),
            (.notCached, "Nothing from the Launch Library is saved for this yet, and offline mode is on."),
        ]
        for (error, message) in expected {
            let attributed = error.from(budgeted)
            XCTAssertEqual(attributed.userMessage, message)
            XCTAssertEqual(attributed.title, error.title)
            XCTAssertEqual(attributed.isTransient, error.isTransient)
            XCTAssertEqual(attributed.reason, error)
            XCTAssertFalse(attributed.userMessage.contains("SpaceX"), message)
        }
    }

    func testAServiceWithoutABudgetSaysItIsRateLimitingWithItsName() {
        let other = DataService(name: "the Other API")
        XCTAssertEqual(
            RepositoryError.rateLimited(retryAfter: 2.5).from(other).userMessage,
            "The Other API is rate limiting us. Try again in 3 s.")
        XCTAssertNil(other.budgetNotice(wait: 60))
    }

    func testTheSpaceXAPIAndCancellationAreNotWrappedAndWrappingIsOnce() {
        XCTAssertEqual(RepositoryError.offline.from(.spacexAPI), .offline)
        XCTAssertEqual(RepositoryError.cancelled.from(budgeted), .cancelled)
        let once = RepositoryError.timeout.from(budgeted)
        XCTAssertEqual(once.from(DataService(name: "the Other API")), once)
        XCTAssertEqual(RepositoryError.service(budgeted, once).reason, .timeout)
        XCTAssertEqual(
            RepositoryError.service(budgeted, .offline).errorDescription,
            "Couldn't reach the Launch Library. Check your connection or the API address.")
    }
}
