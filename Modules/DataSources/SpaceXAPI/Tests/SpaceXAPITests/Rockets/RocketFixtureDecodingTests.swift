import Foundation
import SpaceXAPI
import XCTest

@testable import RepositoryImplementations
@testable import RocketsCore

/// Decodes the real `GET /v4/rockets` dump and checks the values the screens rely on.
final class RocketFixtureDecodingTests: XCTestCase {
    private func decodeFixture() throws -> [Rocket] {
        try SpaceXJSON.makeDecoder().decode([Rocket].self, from: FixtureFiles.data("rockets-v4.json"))
    }

    private func rocket(named name: String, in rockets: [Rocket]) throws -> Rocket {
        try XCTUnwrap(rockets.first { $0.name == name }, "no \(name) in the fixture")
    }

    func testAllFourRocketsDecodeWithTheirIds() throws {
        let rockets = try decodeFixture()
        XCTAssertEqual(
            rockets.map(\.id),
            [
                "5e9d0d95eda69955f709d1eb", "5e9d0d95eda69973a809d1ec", "5e9d0d95eda69974db09d1ed",
                "5e9d0d96eda699382d09d1ee",
            ])
        XCTAssertEqual(rockets.map(\.name), ["Falcon 1", "Falcon 9", "Falcon Heavy", "Starship"])
        XCTAssertEqual(rockets.map(\.successRatePct), [40, 98, 100, 0])
        XCTAssertEqual(rockets.map(\.active), [false, true, true, false])
    }

    func testEveryDocumentDecodesOnItsOwnWithoutFailure() throws {
        let data = try FixtureFiles.data("rockets-v4.json")
        let documents = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        XCTAssertEqual(documents.count, 4)
        let decoder = SpaceXJSON.makeDecoder()
        for document in documents {
            let single = try JSONSerialization.data(withJSONObject: document)
            XCTAssertNoThrow(try decoder.decode(Rocket.self, from: single), "\(document["name"] ?? "?")")
        }
    }

    func testFalcon9Figures() throws {
        let falcon9 = try rocket(named: "Falcon 9", in: decodeFixture())
        XCTAssertEqual(falcon9.engines?.number, 9)
        XCTAssertEqual(falcon9.engines?.type, "merlin")
        XCTAssertEqual(falcon9.engines?.version, "1D+")
        XCTAssertEqual(falcon9.engines?.layout, "octaweb")
        XCTAssertEqual(falcon9.engines?.propellant1, "liquid oxygen")
        XCTAssertEqual(falcon9.engines?.propellant2, "RP-1 kerosene")
        XCTAssertEqual(falcon9.engines?.isp, SpecificImpulse(seaLevel: 288, vacuum: 312))
        XCTAssertEqual(falcon9.engines?.thrustSeaLevel, Thrust(kN: 845, lbf: 190_000))
        XCTAssertEqual(falcon9.engines?.thrustToWeight, 180.1)
        XCTAssertEqual(falcon9.height, Dimension(meters: 70, feet: 229.6))
        XCTAssertEqual(falcon9.mass, Mass(kg: 549_054, lb: 1_207_920))
        XCTAssertEqual(falcon9.costPerLaunch, 50_000_000)
        XCTAssertEqual(falcon9.firstStage?.burnTimeSec, 162)
        XCTAssertEqual(falcon9.firstStage?.thrustVacuum, Thrust(kN: 8_227, lbf: 1_849_500))
        XCTAssertEqual(falcon9.secondStage?.payloads?.option1, "dragon")
        XCTAssertEqual(falcon9.secondStage?.payloads?.compositeFairing?.height, Dimension(meters: 13.1, feet: 43))
        XCTAssertEqual(falcon9.landingLegs, LandingLegs(number: 4, material: "carbon fiber"))
        XCTAssertEqual(falcon9.payloadWeights.map(\.id), ["leo", "gto", "mars"])
        XCTAssertEqual(falcon9.flickrImages.count, 6)
        XCTAssertEqual(falcon9.wikipedia?.absoluteString, "https://en.wikipedia.org/wiki/Falcon_9")
        XCTAssertEqual(falcon9.firstFlight, Date(timeIntervalSince1970: 1_275_609_600))
        XCTAssertEqual(
            RocketFormatter.enginesSummary(falcon9.engines), "9 × Merlin 1D+, octaweb; liquid oxygen / RP-1 kerosene")
    }

    func testStarshipGapsDecodeAsEmptyAndUnknown() throws {
        let starship = try rocket(named: "Starship", in: decodeFixture())
        XCTAssertEqual(starship.engines?.version, "")
        XCTAssertNil(starship.engines?.layout)
        XCTAssertNil(starship.engines?.engineLossMax)
        XCTAssertNil(starship.firstStage?.burnTimeSec)
        XCTAssertNil(starship.secondStage?.burnTimeSec)
        XCTAssertEqual(starship.secondStage?.payloads?.compositeFairing?.height, Dimension(meters: nil, feet: nil))
        XCTAssertEqual(starship.engines?.propellant2, "liquid methane")
        XCTAssertEqual(RocketFormatter.enginesSummary(starship.engines), "37 × Raptor; liquid oxygen / liquid methane")
        XCTAssertEqual(RocketFormatter.fairing(starship.secondStage?.payloads?.compositeFairing), "—")
        XCTAssertEqual(RocketFormatter.burnTime(starship.firstStage?.burnTimeSec), "—")
    }

    func testFalcon1FirstFlightAndLegs() throws {
        let falcon1 = try rocket(named: "Falcon 1", in: decodeFixture())
        XCTAssertEqual(RocketFormatter.day(falcon1.firstFlight), "24 Mar 2006")
        XCTAssertEqual(falcon1.landingLegs, LandingLegs(number: 0, material: nil))
        XCTAssertEqual(RocketFormatter.landingLegs(falcon1.landingLegs), "None")
        XCTAssertEqual(falcon1.secondStage?.payloads?.option1, "composite fairing")
    }

    func testFalconHeavyHasTwoBoostersAndFourPayloads() throws {
        let heavy = try rocket(named: "Falcon Heavy", in: decodeFixture())
        XCTAssertEqual(heavy.boosters, 2)
        XCTAssertEqual(heavy.engines?.number, 27)
        XCTAssertEqual(heavy.payloadWeights.last, PayloadWeight(id: "pluto", name: "Pluto Orbit", kg: 3_500, lb: 7_720))
    }

}
