import Foundation
import RepositoryDefinitions
import RocketsCore

/// Two different, static pages of rockets for paging tests and previews; no id appears on both.
///
/// Page one is the four real rockets; page two is four invented variants whose names sort after them.
public enum RocketPages {
    /// The page size both pages are cut to.
    public static let limit = 4

    /// The first page: the real rockets, sorted by name.
    public static let pageOne: [Rocket] = RocketSamples.sampleDataset

    /// The second page: invented variants, sorted by name after page one.
    public static let pageTwo: [Rocket] = [
        variant(of: RocketSamples.starship, id: "64f0a1b2c3d4e5f601234501", name: "Starship Block 2") {
            $0.active = true
            $0.firstFlight = MockDay.utc(2025, 1, 16)
            $0.successRatePct = 50
        },
        variant(of: RocketSamples.starship, id: "64f0a1b2c3d4e5f601234502", name: "Starship HLS") {
            $0.successRatePct = nil
            $0.firstFlight = nil
            $0.payloadWeights = [PayloadWeight(id: "moon", name: "Lunar Surface", kg: 100_000, lb: 220_000)]
        },
        variant(of: RocketSamples.falcon9, id: "64f0a1b2c3d4e5f601234503", name: "Super Dragon Lifter") {
            $0.active = false
            $0.successRatePct = 75
        },
        variant(of: RocketSamples.falcon1, id: "64f0a1b2c3d4e5f601234504", name: "Tiny Falcon") {
            $0.costPerLaunch = 1_500_000
            $0.flickrImages = []
        },
    ]

    /// Page one as the API's envelope describes it: page 1 of 2.
    public static let firstPage = Page(
        items: pageOne, page: 1, limit: limit, totalItems: pageOne.count + pageTwo.count, totalPages: 2,
        hasNextPage: true, nextPage: 2)

    /// Page two as the API's envelope describes it: page 2 of 2, the last.
    public static let secondPage = Page(
        items: pageTwo, page: 2, limit: limit, totalItems: pageOne.count + pageTwo.count, totalPages: 2,
        hasNextPage: false, nextPage: nil)

    private static func variant(of base: Rocket, id: String, name: String, _ change: (inout Rocket) -> Void)
        -> Rocket
    {
        var rocket = base
        rocket.id = id
        rocket.name = name
        change(&rocket)
        return rocket
    }
}
