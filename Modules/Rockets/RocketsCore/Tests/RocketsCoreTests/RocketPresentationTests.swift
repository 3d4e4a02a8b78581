import Foundation
import RocketsMocks
import XCTest

@testable import RocketsCore

/// Rows and details carry every field as display text; unknown values read "—", never "nil" or "0 m".
final class RocketPresentationTests: XCTestCase {
    func testFalcon9Row() {
        XCTAssertEqual(
            RocketRow(rocket: RocketSamples.falcon9),
            RocketRow(
                id: "5e9d0d95eda69973a809d1ec", name: "Falcon 9", type: "Rocket", successRate: "98%",
                activeStatus: "Active", isActive: true,
                imageURL: URL(string: "https://farm1.staticflickr.com/929/28787338307_3453a11a77_b.jpg"),
                firstFlight: "4 Jun 2010", costPerLaunch: "$50,000,000"))
    }

    func testRowOfAnUnknownRocket() {
        XCTAssertEqual(
            RocketRow(rocket: RocketEdgeCases.blankText),
            RocketRow(
                id: RocketEdgeCases.blankText.id, name: "—", type: "—", successRate: "—", activeStatus: "Active",
                isActive: true, imageURL: nil))
    }

    func testFalcon9DetailShowsEveryField() {
        let detail = RocketDetail(rocket: RocketSamples.falcon9)
        XCTAssertEqual(detail.id, "5e9d0d95eda69973a809d1ec")
        XCTAssertEqual(detail.name, "Falcon 9")
        XCTAssertEqual(detail.type, "Rocket")
        XCTAssertEqual(detail.activeStatus, "Active")
        XCTAssertEqual(detail.isActive, true)
        XCTAssertTrue(detail.description.hasPrefix("Falcon 9 is a two-stage rocket"), detail.description)
        XCTAssertEqual(detail.imageURL, RocketSamples.falcon9.flickrImages.first)
        XCTAssertEqual(detail.imageURLs, RocketSamples.falcon9.flickrImages)
        XCTAssertEqual(detail.wikipediaURL?.absoluteString, "https://en.wikipedia.org/wiki/Falcon_9")
        XCTAssertEqual(detail.successRate, "98%")
        XCTAssertEqual(detail.firstFlight, "4 Jun 2010")
        XCTAssertEqual(detail.country, "United States")
        XCTAssertEqual(detail.company, "SpaceX")
        XCTAssertEqual(detail.costPerLaunch, "$50,000,000")
        XCTAssertEqual(detail.height, "70 m (229.6 ft)")
        XCTAssertEqual(detail.diameter, "3.7 m (12 ft)")
        XCTAssertEqual(detail.mass, "549,054 kg (1,207,920 lb)")
        XCTAssertEqual(detail.stages, "2")
        XCTAssertEqual(detail.boosters, "0")
        XCTAssertEqual(detail.engines.summary, "9 × Merlin 1D+, octaweb; liquid oxygen / RP-1 kerosene")
        XCTAssertEqual(detail.engines.count, "9")
        XCTAssertEqual(detail.engines.type, "Merlin")
        XCTAssertEqual(detail.engines.version, "1D+")
        XCTAssertEqual(detail.engines.layout, "octaweb")
        XCTAssertEqual(detail.engines.propellants, "liquid oxygen / RP-1 kerosene")
        XCTAssertEqual(detail.engines.specificImpulse, "288 s (sea level), 312 s (vacuum)")
        XCTAssertEqual(detail.engines.thrustSeaLevel, "845 kN (190,000 lbf)")
        XCTAssertEqual(detail.engines.thrustVacuum, "914 kN (205,500 lbf)")
        XCTAssertEqual(detail.engines.thrustToWeight, "180.1")
        XCTAssertEqual(detail.engines.engineLossMax, "2")
        XCTAssertEqual(
            detail.payloadCapacityLines,
            [
                "Low Earth Orbit: 22,800 kg (50,265 lb)", "Geosynchronous Transfer Orbit: 8,300 kg (18,300 lb)",
                "Mars Orbit: 4,020 kg (8,860 lb)",
            ])
        XCTAssertEqual(detail.landingLegs, "4 × carbon fiber")
        XCTAssertEqual(detail.firstStage.summary, "9 engines, 385 t fuel, burn 162 s, reusable")
        XCTAssertEqual(detail.firstStage.engines, "9")
        XCTAssertEqual(detail.firstStage.fuel, "385 t")
        XCTAssertEqual(detail.firstStage.burnTime, "162 s")
        XCTAssertEqual(detail.firstStage.reusability, "Reusable")
        XCTAssertEqual(
            detail.firstStage.facts.suffix(2),
            [
                RocketFact("Thrust (sea level)", "7,607 kN (1,710,000 lbf)"),
                RocketFact("Thrust (vacuum)", "8,227 kN (1,849,500 lbf)"),
            ])
        XCTAssertEqual(detail.secondStage.summary, "1 engine, 90 t fuel, burn 397 s, expendable")
        XCTAssertEqual(
            detail.secondStage.facts.suffix(3),
            [
                RocketFact("Thrust", "934 kN (210,000 lbf)"), RocketFact("Payload", "dragon"),
                RocketFact("Fairing", "13.1 m (43 ft) tall, 5.2 m (17.1 ft) wide"),
            ])
    }

    func testStarshipDetailShowsGapsAsDashes() {
        let detail = RocketDetail(rocket: RocketSamples.starship)
        XCTAssertEqual(detail.engines.summary, "37 × Raptor; liquid oxygen / liquid methane")
        XCTAssertEqual(detail.engines.version, "—")
        XCTAssertEqual(detail.engines.layout, "—")
        XCTAssertEqual(detail.engines.engineLossMax, "—")
        XCTAssertEqual(detail.firstStage.burnTime, "—")
        XCTAssertEqual(detail.secondStage.facts.last, RocketFact("Fairing", "—"))
        XCTAssertEqual(detail.successRate, "0%")
        XCTAssertEqual(detail.activeStatus, "Inactive")
        XCTAssertEqual(detail.landingLegs, "6 × stainless steel")
    }

    func testAnUnknownRocketShowsOnlyDashes() {
        let detail = RocketDetail(rocket: RocketEdgeCases.minimal)
        XCTAssertEqual(detail.name, "Unknown Quantity")
        XCTAssertNil(detail.imageURL)
        XCTAssertNil(detail.wikipediaURL)
        XCTAssertEqual(detail.payloadCapacities, [])
        for section in detail.sections {
            for fact in section.facts {
                XCTAssertEqual(fact.value, "—", "\(section.title) / \(fact.label)")
            }
        }
        XCTAssertEqual(
            detail.sections.last, RocketFactSection(title: "Payload capacity", facts: [RocketFact("Capacity", "—")]))
    }

    func testNoDisplayTextEverSaysNilOrZeroForUnknowns() {
        for rocket in RocketEdgeCases.all + RocketSamples.sampleDataset + RocketPages.pageTwo {
            let detail = RocketDetail(rocket: rocket)
            let values = detail.sections.flatMap(\.facts).map(\.value)
            for value in values {
                XCTAssertFalse(value.contains("nil"), "\(rocket.name): \(value)")
                XCTAssertFalse(value.contains("Optional"), "\(rocket.name): \(value)")
                XCTAssertFalse(value.hasPrefix("0 m"), "\(rocket.name): \(value)")
            }
        }
    }

    func testSectionsAreInDisplayOrder() {
        let detail = RocketDetail(rocket: RocketSamples.falconHeavy)
        XCTAssertEqual(
            detail.sections.map(\.title),
            ["Overview", "Structure", "Engines", "First stage", "Second stage", "Payload capacity"])
        XCTAssertEqual(
            detail.sections[0].facts,
            [
                RocketFact("Type", "Rocket"), RocketFact("Status", "Active"), RocketFact("Success rate", "100%"),
                RocketFact("First flight", "6 Feb 2018"), RocketFact("Cost per launch", "$90,000,000"),
                RocketFact("Country", "United States"), RocketFact("Company", "SpaceX"),
            ])
        XCTAssertEqual(detail.sections[1].facts.last, RocketFact("Landing legs", "12 × carbon fiber"))
        XCTAssertEqual(detail.sections[5].facts.last, RocketFact("Pluto Orbit", "3,500 kg (7,720 lb)"))
    }

    func testEdgeCaseLinksAndHugeNumbers() {
        let links = RocketDetail(rocket: RocketEdgeCases.nonWebLinks)
        XCTAssertEqual(links.imageURL?.absoluteString, "https://images.example.com/rocket.jpg")
        XCTAssertEqual(links.imageURLs.map(\.absoluteString), ["https://images.example.com/rocket.jpg"])
        XCTAssertNil(links.wikipediaURL)
        let huge = RocketDetail(rocket: RocketEdgeCases.hugeNumbers)
        XCTAssertEqual(huge.costPerLaunch, "$9,223,372,036,854,775,807")
        XCTAssertEqual(huge.mass, "9,223,372,036,854,775,807 kg (9,223,372,036,854,775,807 lb)")
        XCTAssertEqual(huge.height, "123,456,789.12 m (405,042,025,000.5 ft)")
        XCTAssertEqual(huge.payloadCapacityLines, ["Low Earth Orbit: 999,999,999,999 kg"])
        XCTAssertEqual(huge.engines.thrustSeaLevel, "1,000,000,000,000 kN (225,000,000,000,000 lbf)")
    }

    func testHostileTextIsKeptRawForTheUIToSanitise() {
        let detail = RocketDetail(rocket: RocketEdgeCases.hostileDescription)
        XCTAssertTrue(detail.description.contains("\u{1B}[31m"))
        XCTAssertTrue(detail.description.contains("\u{202E}"))
    }
}
