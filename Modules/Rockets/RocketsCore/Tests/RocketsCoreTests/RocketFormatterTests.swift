import Foundation
import XCTest

@testable import RocketsCore

/// Table tests for every piece of rocket text, including what unknown values show.
final class RocketFormatterTests: XCTestCase {
    private let dash = "—"

    func testSuccessRateTypeAndStatus() {
        XCTAssertEqual(RocketFormatter.successRate(98), "98%")
        XCTAssertEqual(RocketFormatter.successRate(0), "0%")
        XCTAssertEqual(RocketFormatter.successRate(nil), dash)
        XCTAssertEqual(RocketFormatter.type("rocket"), "Rocket")
        XCTAssertEqual(RocketFormatter.type("super heavy  lift"), "Super Heavy Lift")
        XCTAssertEqual(RocketFormatter.type("  "), dash)
        XCTAssertEqual(RocketFormatter.type(nil), dash)
        XCTAssertEqual(RocketFormatter.activeStatus(true), "Active")
        XCTAssertEqual(RocketFormatter.activeStatus(false), "Inactive")
        XCTAssertEqual(RocketFormatter.activeStatus(nil), dash)
        XCTAssertEqual(RocketFormatter.capitalizedWords("RP-1 kerosene"), "RP-1 Kerosene")
        XCTAssertEqual(RocketFormatter.capitalizedWords("émile 猎鹰"), "Émile 猎鹰")
    }

    func testEnginesSummary() {
        func engines(
            _ number: Int?, _ type: String?, _ version: String?, _ layout: String?, _ p1: String?, _ p2: String?
        ) -> Engines {
            Engines(
                number: number, type: type, version: version, layout: layout, engineLossMax: nil, propellant1: p1,
                propellant2: p2, isp: nil, thrustSeaLevel: nil, thrustVacuum: nil, thrustToWeight: nil)
        }
        let table: [(Engines?, String)] = [
            (
                engines(9, "merlin", "1D+", "octaweb", "liquid oxygen", "RP-1 kerosene"),
                "9 × Merlin 1D+, octaweb; liquid oxygen / RP-1 kerosene"
            ),
            (
                engines(37, "raptor", "", nil, "liquid oxygen", "liquid methane"),
                "37 × Raptor; liquid oxygen / liquid methane"
            ),
            (
                engines(1, "merlin", "1C", "single", "liquid oxygen", "RP-1 kerosene"),
                "1 × Merlin 1C, single; liquid oxygen / RP-1 kerosene"
            ),
            (engines(2, "raptor vacuum", "  ", " ", nil, nil), "2 × Raptor Vacuum"),
            (engines(9, nil, nil, "octaweb", "liquid oxygen", nil), "9 engines, octaweb; liquid oxygen"),
            (engines(1, nil, nil, nil, nil, nil), "1 engine"),
            (engines(nil, "merlin", "1D", nil, nil, "RP-1"), "Merlin 1D; RP-1"),
            (engines(nil, nil, nil, "ring", nil, nil), "ring"),
            (engines(nil, nil, "", nil, "lox", "methane"), "lox / methane"),
            (engines(nil, nil, nil, nil, nil, nil), dash),
            (nil, dash),
        ]
        for (engines, expected) in table {
            XCTAssertEqual(RocketFormatter.enginesSummary(engines), expected)
        }
    }

    func testLengthsMassesWeightsAndThrust() {
        XCTAssertEqual(RocketFormatter.length(Dimension(meters: 70, feet: 229.6)), "70 m (229.6 ft)")
        XCTAssertEqual(RocketFormatter.length(Dimension(meters: 3.7, feet: 12)), "3.7 m (12 ft)")
        XCTAssertEqual(RocketFormatter.length(Dimension(meters: 22.25, feet: nil)), "22.25 m")
        XCTAssertEqual(RocketFormatter.length(Dimension(meters: nil, feet: 73)), "73 ft")
        XCTAssertEqual(RocketFormatter.length(Dimension(meters: nil, feet: nil)), dash)
        XCTAssertEqual(RocketFormatter.length(nil), dash)
        XCTAssertEqual(RocketFormatter.mass(Mass(kg: 549_054, lb: 1_207_920)), "549,054 kg (1,207,920 lb)")
        XCTAssertEqual(RocketFormatter.mass(Mass(kg: nil, lb: nil)), dash)
        XCTAssertEqual(RocketFormatter.mass(nil), dash)
        XCTAssertEqual(RocketFormatter.weight(kg: 22_800, lb: nil), "22,800 kg")
        XCTAssertEqual(RocketFormatter.thrust(Thrust(kN: 845, lbf: 190_000)), "845 kN (190,000 lbf)")
        XCTAssertEqual(RocketFormatter.thrust(nil), dash)
        XCTAssertEqual(
            RocketFormatter.payloadCapacity(PayloadWeight(id: "leo", name: "Low Earth Orbit", kg: 22_800, lb: 50_265)),
            "Low Earth Orbit: 22,800 kg (50,265 lb)")
        XCTAssertEqual(
            RocketFormatter.payloadCapacity(PayloadWeight(id: "x", name: " ", kg: nil, lb: nil)), "\(dash): \(dash)")
    }

    func testCountsCostAndDecimals() {
        XCTAssertEqual(RocketFormatter.count(2), "2")
        XCTAssertEqual(RocketFormatter.count(0), "0")
        XCTAssertEqual(RocketFormatter.count(1_000_000), "1,000,000")
        XCTAssertEqual(RocketFormatter.count(nil), dash)
        XCTAssertEqual(RocketFormatter.cost(50_000_000), "$50,000,000")
        XCTAssertEqual(RocketFormatter.cost(6_700_000), "$6,700,000")
        XCTAssertEqual(RocketFormatter.cost(0), "$0")
        XCTAssertEqual(RocketFormatter.cost(-5), "-$5")
        XCTAssertEqual(RocketFormatter.cost(Int.max), "$9,223,372,036,854,775,807")
        XCTAssertEqual(RocketFormatter.cost(nil), dash)
        XCTAssertEqual(RocketFormatter.decimal(180.1), "180.1")
        XCTAssertEqual(RocketFormatter.decimal(nil), dash)
    }

    func testFirstFlightIsAUTCDayInEveryTimeZone() {
        let falcon9Day = Date(timeIntervalSince1970: 1_275_609_600)
        XCTAssertEqual(RocketFormatter.day(falcon9Day), "4 Jun 2010")
        XCTAssertEqual(RocketFormatter.day(Date(timeIntervalSince1970: 1_143_158_400)), "24 Mar 2006")
        XCTAssertEqual(RocketFormatter.day(Date(timeIntervalSince1970: 1_638_316_800)), "1 Dec 2021")
        XCTAssertEqual(RocketFormatter.day(nil), dash)
        let saved = NSTimeZone.default
        defer { NSTimeZone.default = saved }
        for identifier in ["America/Los_Angeles", "Pacific/Honolulu", "Asia/Tokyo", "Pacific/Kiritimati"] {
            NSTimeZone.default = TimeZone(identifier: identifier)!
            XCTAssertEqual(RocketFormatter.day(falcon9Day), "4 Jun 2010", identifier)
        }
    }

    func testStagePartsAndSummaries() {
        XCTAssertEqual(RocketFormatter.fuel(385), "385 t")
        XCTAssertEqual(RocketFormatter.fuel(3.38), "3.38 t")
        XCTAssertEqual(RocketFormatter.fuel(nil), dash)
        XCTAssertEqual(RocketFormatter.burnTime(162), "162 s")
        XCTAssertEqual(RocketFormatter.burnTime(nil), dash)
        XCTAssertEqual(RocketFormatter.reusability(true), "Reusable")
        XCTAssertEqual(RocketFormatter.reusability(false), "Expendable")
        XCTAssertEqual(RocketFormatter.reusability(nil), dash)
        XCTAssertEqual(
            RocketFormatter.stageSummary(engines: 9, fuelAmountTons: 385, burnTimeSec: 162, reusable: true),
            "9 engines, 385 t fuel, burn 162 s, reusable")
        XCTAssertEqual(
            RocketFormatter.stageSummary(engines: 1, fuelAmountTons: 90, burnTimeSec: 397, reusable: false),
            "1 engine, 90 t fuel, burn 397 s, expendable")
        XCTAssertEqual(
            RocketFormatter.stageSummary(engines: 37, fuelAmountTons: 3_300, burnTimeSec: nil, reusable: true),
            "37 engines, 3,300 t fuel, burn —, reusable")
        XCTAssertEqual(
            RocketFormatter.stageSummary(engines: nil, fuelAmountTons: nil, burnTimeSec: 10, reusable: nil),
            "engines —, fuel —, burn 10 s")
        XCTAssertEqual(
            RocketFormatter.stageSummary(engines: nil, fuelAmountTons: nil, burnTimeSec: nil, reusable: nil), dash)
        XCTAssertEqual(
            RocketFormatter.specificImpulse(SpecificImpulse(seaLevel: 288, vacuum: 312)),
            "288 s (sea level), 312 s (vacuum)")
        XCTAssertEqual(RocketFormatter.specificImpulse(SpecificImpulse(seaLevel: nil, vacuum: 380)), "380 s (vacuum)")
        XCTAssertEqual(RocketFormatter.specificImpulse(nil), dash)
    }

    func testLandingLegsAndFairing() {
        XCTAssertEqual(
            RocketFormatter.landingLegs(LandingLegs(number: 4, material: "carbon fiber")), "4 × carbon fiber")
        XCTAssertEqual(RocketFormatter.landingLegs(LandingLegs(number: 0, material: nil)), "None")
        XCTAssertEqual(RocketFormatter.landingLegs(LandingLegs(number: 3, material: nil)), "3 legs")
        XCTAssertEqual(RocketFormatter.landingLegs(LandingLegs(number: 1, material: "")), "1 leg")
        XCTAssertEqual(RocketFormatter.landingLegs(LandingLegs(number: nil, material: "steel")), dash)
        XCTAssertEqual(RocketFormatter.landingLegs(nil), dash)
        XCTAssertEqual(
            RocketFormatter.fairing(
                CompositeFairing(
                    height: Dimension(meters: 13.1, feet: 43), diameter: Dimension(meters: 5.2, feet: 17.1))),
            "13.1 m (43 ft) tall, 5.2 m (17.1 ft) wide")
        XCTAssertEqual(
            RocketFormatter.fairing(CompositeFairing(height: Dimension(meters: 3.5, feet: nil), diameter: nil)),
            "3.5 m tall, — wide")
        XCTAssertEqual(
            RocketFormatter.fairing(
                CompositeFairing(height: Dimension(meters: nil, feet: nil), diameter: Dimension(meters: nil, feet: nil))
            ),
            dash)
        XCTAssertEqual(RocketFormatter.fairing(nil), dash)
    }

    func testImageAndLinksAreWebOnly() {
        var rocket = Rocket(id: "a", name: "A")
        XCTAssertNil(RocketFormatter.imageURL(rocket))
        rocket.flickrImages = [URL(string: "ftp://x.example/a.jpg")!, URL(string: "https://x.example/b.jpg")!]
        XCTAssertEqual(RocketFormatter.imageURL(rocket)?.absoluteString, "https://x.example/b.jpg")
        XCTAssertEqual(
            RocketFormatter.webLink(URL(string: "http://en.wikipedia.org/wiki/X"))?.absoluteString,
            "http://en.wikipedia.org/wiki/X")
        XCTAssertNil(RocketFormatter.webLink(URL(string: "javascript:alert(1)")))
        XCTAssertNil(RocketFormatter.webLink(URL(string: "file:///etc/passwd")))
        XCTAssertNil(RocketFormatter.webLink(nil))
    }

    func testTextTrimsAndFallsBack() {
        XCTAssertEqual(RocketFormatter.text("  SpaceX \n"), "SpaceX")
        XCTAssertEqual(RocketFormatter.text(""), dash)
        XCTAssertEqual(RocketFormatter.text(nil), dash)
        XCTAssertEqual(RocketFormatter.placeholder, dash)
    }
}
