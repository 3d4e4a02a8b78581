import Foundation
import XCTest

@testable import RepositoryImplementations

final class SpaceXJSONTests: XCTestCase {
    private struct Dated: Codable, Equatable {
        let dateUtc: Date
        let staticFireDateUtc: Date?
        let flightNumber: Int
    }

    func testDecodesSnakeCaseKeysAndAllThreeDateForms() throws {
        let decoder = SpaceXJSON.makeDecoder()
        for (text, expected) in [
            ("2006-03-24T22:30:00.000Z", 1_143_239_400.0), ("2006-03-25T10:30:00+12:00", 1_143_239_400),
            ("2010-06-04", 1_275_609_600),
        ] {
            let json = #"{"date_utc":"\#(text)","static_fire_date_utc":null,"flight_number":7}"#
            let value = try decoder.decode(Dated.self, from: Data(json.utf8))
            XCTAssertEqual(value.dateUtc.timeIntervalSince1970, expected, text)
            XCTAssertNil(value.staticFireDateUtc)
            XCTAssertEqual(value.flightNumber, 7)
        }
    }

    func testAnUnreadableDateIsADataCorruptedErrorNamingTheText() {
        let json = #"{"date_utc":"2020-02-30","flight_number":1}"#
        XCTAssertThrowsError(try SpaceXJSON.makeDecoder().decode(Dated.self, from: Data(json.utf8))) { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(context.debugDescription.contains("2020-02-30"), context.debugDescription)
        }
    }

    func testEncoderWritesTheWireFormatWithSortedKeys() throws {
        let value = Dated(
            dateUtc: Date(timeIntervalSince1970: 1_143_239_400), staticFireDateUtc: nil, flightNumber: 1)
        let text = String(decoding: try SpaceXJSON.makeEncoder().encode(value), as: UTF8.self)
        XCTAssertEqual(text, #"{"date_utc":"2006-03-24T22:30:00.000Z","flight_number":1}"#)
        let pretty = String(decoding: try SpaceXJSON.makeEncoder(prettyPrinted: true).encode(value), as: UTF8.self)
        XCTAssertTrue(pretty.contains("\n  \"date_utc\" : \"2006-03-24T22:30:00.000Z\""), pretty)
        XCTAssertEqual(try SpaceXJSON.makeDecoder().decode(Dated.self, from: Data(text.utf8)), value)
    }
}
