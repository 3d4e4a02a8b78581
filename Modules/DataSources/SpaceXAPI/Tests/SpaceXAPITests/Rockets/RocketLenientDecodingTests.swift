import Foundation
import RepositoryImplementations
import SpaceXAPI
import XCTest

@testable import RocketsCore

/// Odd values never fail a rocket: they decode to nil or are dropped, and only a missing id is an error.
final class RocketLenientDecodingTests: XCTestCase {
    private func decode(_ json: String, file: StaticString = #filePath, line: UInt = #line) throws -> Rocket {
        try SpaceXJSON.makeDecoder().decode(Rocket.self, from: Data(json.utf8))
    }

    func testOnlyAnIdIsRequired() throws {
        let rocket = try decode(#"{"id": "5e9d0d95eda69973a809d1ec"}"#)
        XCTAssertEqual(rocket, Rocket(id: "5e9d0d95eda69973a809d1ec", name: ""))
        XCTAssertThrowsError(try decode(#"{"name": "Falcon 9"}"#))
    }

    func testNumbersOutOfRangeAreUnknown() throws {
        let rocket = try decode(
            #"""
            {"id": "a", "cost_per_launch": 9223372036854775807, "success_rate_pct": -1e300,
             "height": {"meters": 1e300, "feet": -1e300}, "mass": {"kg": 9223372036854775807, "lb": 1e16},
             "engines": {"thrust_to_weight": 1e300, "isp": {"sea_level": 1e300}}}
            """#)
        XCTAssertNil(rocket.costPerLaunch)
        XCTAssertNil(rocket.successRatePct)
        XCTAssertEqual(rocket.height, Dimension(meters: nil, feet: nil))
        XCTAssertEqual(rocket.mass, Mass(kg: nil, lb: nil))
        XCTAssertNil(rocket.engines?.thrustToWeight)
        XCTAssertEqual(rocket.engines?.isp, SpecificImpulse(seaLevel: nil, vacuum: nil))
    }

    func testNullsAndWrongTypesBecomeNil() throws {
        let rocket = try decode(
            #"""
            {"id": "a", "name": "X", "type": 7, "active": "yes", "stages": null, "boosters": "two",
             "cost_per_launch": 5.6e7, "success_rate_pct": 97.6, "first_flight": "not a date", "country": null,
             "height": "tall", "diameter": {"meters": "wide", "feet": null}, "mass": {"kg": 1.5, "lb": []},
             "first_stage": [], "second_stage": {"payloads": {"option_1": 3, "composite_fairing": null}},
             "engines": {"number": "9", "version": null, "engine_loss_max": 2.0, "propellant_1": "lox"},
             "landing_legs": {"number": null, "material": 4}, "description": {"text": "no"}}
            """#)
        XCTAssertNil(rocket.type)
        XCTAssertNil(rocket.active)
        XCTAssertNil(rocket.stages)
        XCTAssertNil(rocket.boosters)
        XCTAssertEqual(rocket.costPerLaunch, 56_000_000)
        XCTAssertEqual(rocket.successRatePct, 98)
        XCTAssertNil(rocket.firstFlight)
        XCTAssertNil(rocket.country)
        XCTAssertNil(rocket.height)
        XCTAssertEqual(rocket.diameter, Dimension(meters: nil, feet: nil))
        XCTAssertEqual(rocket.mass, Mass(kg: 2, lb: nil))
        XCTAssertNil(rocket.firstStage)
        XCTAssertEqual(rocket.secondStage?.payloads, SecondStagePayloads(option1: nil, compositeFairing: nil))
        XCTAssertEqual(rocket.engines?.number, 9, "a numeric string is a number: one kit for every source")
        XCTAssertEqual(rocket.engines?.engineLossMax, 2)
        XCTAssertEqual(rocket.engines?.propellant1, "lox")
        XCTAssertEqual(rocket.landingLegs, LandingLegs(number: nil, material: nil))
        XCTAssertNil(rocket.description)
    }

    func testBadOrEmptyURLsAreDroppedNotFatal() throws {
        let rocket = try decode(
            #"""
            {"id": "a", "name": "X", "wikipedia": "",
             "flickr_images": ["", "not a url", "https://example.com/a.jpg", 42, null, "/relative.jpg",
                               "  https://example.com/b.jpg  ", "https://"]}
            """#)
        XCTAssertNil(rocket.wikipedia)
        XCTAssertEqual(
            rocket.flickrImages.map(\.absoluteString), ["https://example.com/a.jpg", "https://example.com/b.jpg"])
        XCTAssertNil(try decode(#"{"id": "a", "wikipedia": "en.wikipedia.org/wiki/X"}"#).wikipedia)
        XCTAssertNil(try decode(#"{"id": "a", "wikipedia": 12}"#).wikipedia)
        XCTAssertEqual(try decode(#"{"id": "a", "flickr_images": "https://example.com/a.jpg"}"#).flickrImages, [])
    }

    func testMalformedPayloadWeightsAreSkipped() throws {
        let rocket = try decode(
            #"""
            {"id": "a", "payload_weights": [{"id": "leo", "name": "Low Earth Orbit", "kg": 1, "lb": 2},
             {"kg": 5}, "junk", {"name": "Moon"}, {"id": "gto", "kg": null}]}
            """#)
        XCTAssertEqual(
            rocket.payloadWeights,
            [
                PayloadWeight(id: "leo", name: "Low Earth Orbit", kg: 1, lb: 2),
                PayloadWeight(id: "Moon", name: "Moon", kg: nil, lb: nil),
                PayloadWeight(id: "gto", name: "gto", kg: nil, lb: nil),
            ])
    }

    func testFirstFlightAcceptsFullTimestampsAndDateOnlyWithAPlainDecoder() throws {
        XCTAssertEqual(
            try decode(#"{"id": "a", "first_flight": "2010-06-04T00:00:00.000Z"}"#).firstFlight,
            Date(timeIntervalSince1970: 1_275_609_600))
        let plain = JSONDecoder()
        plain.keyDecodingStrategy = .convertFromSnakeCase
        let rocket = try plain.decode(Rocket.self, from: Data(#"{"id": "a", "first_flight": "2010-06-04"}"#.utf8))
        XCTAssertEqual(rocket.firstFlight, Date(timeIntervalSince1970: 1_275_609_600))
    }

    func testDateOnlyFirstFlightsMustBeRealDays() throws {
        let plain = JSONDecoder()
        plain.keyDecodingStrategy = .convertFromSnakeCase
        func firstFlight(_ text: String) throws -> Date? {
            try plain.decode(Rocket.self, from: Data(#"{"id": "a", "first_flight": "\#(text)"}"#.utf8)).firstFlight
        }
        XCTAssertEqual(try firstFlight("2006-03-24"), Date(timeIntervalSince1970: 1_143_158_400))
        for invalid in ["2006-02-30", "2006-3-24", "+006-03-24", "2006-03", "", "0000-01-01", " 2006-03-24"] {
            XCTAssertNil(try firstFlight(invalid), invalid)
        }
    }

    func testWireKeysMatchTheAPIAfterSnakeCaseConversion() throws {
        let json = #"""
            {"id": "a", "engines": {"propellant_1": "liquid oxygen", "propellant_2": "RP-1 kerosene",
             "thrust_sea_level": {"kN": 845, "lbf": 190000}, "isp": {"sea_level": 288, "vacuum": 312}},
             "second_stage": {"payloads": {"option_1": "dragon"}}}
            """#
        let rocket = try decode(json)
        XCTAssertEqual(rocket.engines?.propellant1, "liquid oxygen")
        XCTAssertEqual(rocket.engines?.propellant2, "RP-1 kerosene")
        XCTAssertEqual(rocket.engines?.thrustSeaLevel?.kN, 845)
        XCTAssertEqual(rocket.engines?.isp?.seaLevel, 288)
        XCTAssertEqual(rocket.secondStage?.payloads?.option1, "dragon")
    }
}
