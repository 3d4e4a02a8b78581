import Foundation
import XCTest

@testable import RepositoryImplementations

final class ISO8601TimestampTests: XCTestCase {
    private func seconds(_ text: String) -> TimeInterval? {
        ISO8601Timestamp.date(from: text)?.timeIntervalSince1970
    }

    func testReadsTheThreeFormsTheAPISends() {
        XCTAssertEqual(seconds("2006-03-24T22:30:00.000Z"), 1_143_239_400)
        XCTAssertEqual(seconds("2006-03-25T10:30:00+12:00"), 1_143_239_400)
        XCTAssertEqual(seconds("2010-06-04"), 1_275_609_600)
    }

    func testReadsOffsetsWithAndWithoutColonAndNegativeOffsets() {
        XCTAssertEqual(seconds("2022-10-31T20:00:00-04:00"), seconds("2022-11-01T00:00:00.000Z"))
        XCTAssertEqual(seconds("2022-11-01T05:30:00+0530"), seconds("2022-11-01T00:00:00Z"))
    }

    func testReadsMinutePrecisionSpaceSeparatorAndLongFractions() {
        XCTAssertEqual(seconds("2020-01-01T00:00Z"), 1_577_836_800)
        XCTAssertEqual(seconds("2020-01-01 00:00:00Z"), 1_577_836_800)
        XCTAssertEqual(
            try XCTUnwrap(seconds("2020-01-01T00:00:00.123456789123Z")), 1_577_836_800.123_456_789, accuracy: 1e-6)
        XCTAssertEqual(try XCTUnwrap(seconds("2020-01-01T00:00:00.5Z")), 1_577_836_800.5, accuracy: 1e-9)
    }

    func testRejectsImpossibleDates() {
        XCTAssertNil(seconds("2020-02-30"))
        XCTAssertNil(seconds("2019-02-29"))
        XCTAssertNil(seconds("1900-02-29"))
        XCTAssertNil(seconds("2021-04-31"))
        XCTAssertNil(seconds("2021-13-01"))
        XCTAssertNil(seconds("2021-00-10"))
        XCTAssertNil(seconds("2021-01-00"))
        XCTAssertNil(seconds("2021-01-01T24:00:00Z"))
        XCTAssertNil(seconds("2021-01-01T10:60:00Z"))
        XCTAssertNil(seconds("2021-01-01T10:00:61Z"))
        XCTAssertNil(seconds("2021-01-01T10:00:00+24:00"))
        XCTAssertNil(seconds("2021-01-01T10:00:00+01:60"))
    }

    func testAcceptsLeapDays() {
        XCTAssertEqual(seconds("2020-02-29"), 1_582_934_400)
        XCTAssertEqual(seconds("2000-02-29"), 951_782_400)
    }

    func testRejectsMalformedText() {
        for text in [
            "", "2020", "2020-1-01", "2020-01-01T", "2020-01-01T10", "2020-01-01T10:00:00", "2020-01-01T10:00:00.Z",
            "2020-01-01T10:00:00Zjunk", "2020-01-01X10:00:00Z", "20a0-01-01", "2020-01-01T10:00:00+5", "tbd",
        ] {
            XCTAssertNil(seconds(text), text)
        }
    }

    func testNegativeEpochReadsAndWrites() {
        // Date keeps seconds since 2001 internally, so sub-microsecond digits are not representable near 1970.
        XCTAssertEqual(try XCTUnwrap(seconds("1969-12-31T23:59:59.999Z")), -0.001, accuracy: 1e-6)
        XCTAssertEqual(seconds("1960-01-01"), -315_619_200)
        XCTAssertEqual(ISO8601Timestamp.string(from: Date(timeIntervalSince1970: -0.001)), "1969-12-31T23:59:59.999Z")
        XCTAssertEqual(
            ISO8601Timestamp.string(from: Date(timeIntervalSince1970: -315_619_200)), "1960-01-01T00:00:00.000Z")
        XCTAssertEqual(
            ISO8601Timestamp.string(from: Date(timeIntervalSince1970: -86_400.5)), "1969-12-30T23:59:59.500Z")
    }

    func testWritesMillisecondUTCAndNeverLosesAMillisecondToRounding() {
        XCTAssertEqual(
            ISO8601Timestamp.string(from: Date(timeIntervalSince1970: 1_143_239_400)), "2006-03-24T22:30:00.000Z")
        XCTAssertEqual(
            ISO8601Timestamp.string(from: Date(timeIntervalSince1970: 1_609_459_199.999)), "2020-12-31T23:59:59.999Z")
        XCTAssertEqual(ISO8601Timestamp.string(from: Date(timeIntervalSince1970: 0)), "1970-01-01T00:00:00.000Z")
        XCTAssertEqual(
            ISO8601Timestamp.string(from: Date(timeIntervalSince1970: 951_868_799.0009)), "2000-02-29T23:59:59.000Z")
    }

    func testRoundTripsEveryMillisecondOfASecond() {
        for millisecond in 0..<1000 {
            let text = "2020-12-31T23:59:59.\(String(format: "%03d", millisecond))Z"
            let date = ISO8601Timestamp.date(from: text)!
            XCTAssertEqual(ISO8601Timestamp.string(from: date), text)
        }
    }
}
