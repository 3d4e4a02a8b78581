import Foundation
import XCTest

@testable import RepositoryImplementations

/// The request timeout and the disk cache's size cap as a user writes them (the app reads them from its
/// environment): kept within their bounds, and the default for anything unusable.
final class UserWrittenLimitsTests: XCTestCase {
    func testRequestTimeoutIsKeptWithinOneToOneHundredTwentySeconds() {
        XCTAssertEqual(APIClientConfiguration.requestTimeout(nil), 10)
        XCTAssertEqual(APIClientConfiguration.requestTimeout("2.5"), 2.5)
        XCTAssertEqual(APIClientConfiguration.requestTimeout("0.2"), 1)
        XCTAssertEqual(APIClientConfiguration.requestTimeout("120"), 120)
        XCTAssertEqual(APIClientConfiguration.requestTimeout("500"), 120)
        XCTAssertEqual(APIClientConfiguration.requestTimeout("-3"), 1)
        for unusable in ["", "ten", "nan", "inf", "-inf"] {
            XCTAssertEqual(APIClientConfiguration.requestTimeout(unusable), 10, unusable)
        }
    }

    func testCacheByteLimitIsAPositiveNumberOfMebibytesUpTo100GiB() {
        let mebibyte = 1024 * 1024
        XCTAssertEqual(DiskCacheStore.defaultByteLimit, 50 * mebibyte)
        XCTAssertEqual(DiskCacheStore.byteLimit(megabytes: nil), 50 * mebibyte)
        XCTAssertEqual(DiskCacheStore.byteLimit(megabytes: "1"), mebibyte)
        XCTAssertEqual(DiskCacheStore.byteLimit(megabytes: "0.5"), mebibyte / 2)
        XCTAssertEqual(DiskCacheStore.byteLimit(megabytes: "0.0000001"), 1)
        XCTAssertEqual(DiskCacheStore.byteLimit(megabytes: "102400"), 102_400 * mebibyte)
        for unusable in ["", "x", "0", "-1", "102401", "nan", "inf"] {
            XCTAssertEqual(DiskCacheStore.byteLimit(megabytes: unusable), 50 * mebibyte, unusable)
        }
    }
}
