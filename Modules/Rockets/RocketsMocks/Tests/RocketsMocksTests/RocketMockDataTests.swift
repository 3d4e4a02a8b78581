import Foundation
import RepositoryDefinitions
import RocketsCore
import RocketsMocks
import XCTest

/// The mock rockets are the archive's real rockets and cover the edge cases they promise.
final class RocketMockDataTests: XCTestCase {
    func testPagesAreDifferentAndShareNoIds() {
        XCTAssertEqual(RocketPages.pageOne.count, RocketPages.limit)
        XCTAssertEqual(RocketPages.pageTwo.count, RocketPages.limit)
        let one = Set(RocketPages.pageOne.map(\.id))
        let two = Set(RocketPages.pageTwo.map(\.id))
        XCTAssertEqual(one.count, RocketPages.pageOne.count)
        XCTAssertEqual(two.count, RocketPages.pageTwo.count)
        XCTAssertTrue(one.isDisjoint(with: two))
        let names = (RocketPages.pageOne + RocketPages.pageTwo).map(\.name)
        XCTAssertEqual(names, names.sorted(), "pages list names in the API's ascending order")
        XCTAssertEqual(RocketPages.firstPage.items, RocketPages.pageOne)
        XCTAssertTrue(RocketPages.firstPage.hasNextPage)
        XCTAssertEqual(RocketPages.firstPage.nextPage, 2)
        XCTAssertEqual(RocketPages.secondPage.items, RocketPages.pageTwo)
        XCTAssertFalse(RocketPages.secondPage.hasNextPage)
        XCTAssertEqual(RocketPages.secondPage.totalItems, 8)
    }

    func testSampleDatasetHoldsTheFourRealRockets() {
        XCTAssertEqual(
            RocketSamples.sampleDataset.map(\.id),
            [
                "5e9d0d95eda69955f709d1eb", "5e9d0d95eda69973a809d1ec", "5e9d0d95eda69974db09d1ed",
                "5e9d0d96eda699382d09d1ee",
            ])
        XCTAssertEqual(RocketSamples.sampleDataset.map(\.name), ["Falcon 1", "Falcon 9", "Falcon Heavy", "Starship"])
        XCTAssertEqual(RocketSamples.sampleDataset.map(\.successRatePct), [40, 98, 100, 0])
        XCTAssertEqual(RocketFormatter.day(RocketSamples.falcon1.firstFlight), "24 Mar 2006")
        XCTAssertEqual(RocketSamples.starship.engines?.version, "")
    }

    func testSampleDatasetIsTheArchivesRocketsUnchanged() throws {
        let data = try FixtureLocator.data("rockets-v4.json")
        let real = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        XCTAssertEqual(real.count, RocketSamples.sampleDataset.count)
        for (sample, document) in zip(RocketSamples.sampleDataset, real) {
            XCTAssertEqual(sample.id, document["id"] as? String)
            XCTAssertEqual(sample.description, document["description"] as? String, "verbatim, not paraphrased")
            XCTAssertEqual(sample.flickrImages.map(\.absoluteString), document["flickr_images"] as? [String])
        }
    }

    func testEdgeCasesCoverWhatTheyPromise() throws {
        let all = RocketEdgeCases.all
        XCTAssertEqual(Set(all.map(\.id)).count, all.count)
        XCTAssertTrue(all.allSatisfy { DocumentID.isValid($0.id) })
        XCTAssertTrue(Set(all.map(\.id)).isDisjoint(with: RocketSamples.sampleDataset.map(\.id)))

        XCTAssertEqual(RocketEdgeCases.starshipLikeGaps.engines?.version, "")
        XCTAssertNil(RocketEdgeCases.starshipLikeGaps.engines?.layout)
        XCTAssertNil(RocketEdgeCases.starshipLikeGaps.firstStage?.burnTimeSec)
        XCTAssertEqual(RocketEdgeCases.noImages.flickrImages, [])
        XCTAssertNil(RocketEdgeCases.noWikipedia.wikipedia)
        XCTAssertEqual(RocketEdgeCases.zeroSuccessRate.successRatePct, 0)
        XCTAssertEqual(RocketEdgeCases.retired.active, false)
        XCTAssertEqual(RocketEdgeCases.hugeNumbers.costPerLaunch, Int.max)
        XCTAssertGreaterThan(RocketEdgeCases.veryLongName.name.count, 150)
        XCTAssertTrue(RocketEdgeCases.cjkName.name.unicodeScalars.contains { $0.value >= 0x4E00 && $0.value <= 0x9FFF })
        XCTAssertTrue(RocketEdgeCases.emojiName.name.unicodeScalars.contains { $0.properties.isEmojiPresentation })
        XCTAssertTrue(RocketEdgeCases.emojiName.name.unicodeScalars.contains { $0.value == 0x200D })
        XCTAssertTrue(RocketEdgeCases.combiningMarksName.name.unicodeScalars.contains { $0.value == 0x301 })
        XCTAssertNil(RocketEdgeCases.minimal.engines)
        XCTAssertEqual(RocketEdgeCases.blankText.name, "")

        let hostile = try XCTUnwrap(RocketEdgeCases.hostileDescription.description)
        XCTAssertTrue(hostile.contains("\u{1B}[31m"), "SGR colour")
        XCTAssertTrue(hostile.contains("\u{1B}]8;;"), "OSC 8 hyperlink")
        XCTAssertTrue(hostile.unicodeScalars.contains { $0.value == 0x07 }, "BEL")
        XCTAssertTrue(hostile.unicodeScalars.contains { $0.value == 0x9B }, "C1 CSI")
        XCTAssertTrue(hostile.unicodeScalars.contains { $0.value == 0x202E }, "RTL override")
        XCTAssertTrue(RocketEdgeCases.hostileDescription.name.contains("\u{1B}["))
    }
}
