import Foundation
import RocketsCore

/// Rockets that each stress one kind of awkward value, for formatting, layout and terminal-safety tests.
///
/// Ids are 24 hex digits starting `ed6eca5e` ("edge case"), so they pass as API ids and never clash with real ones.
public enum RocketEdgeCases {
    /// Starship-like gaps: empty engine version, null layout, engine loss and burn times, unknown fairing.
    public static let starshipLikeGaps: Rocket = {
        var rocket = RocketSamples.starship
        rocket.id = "ed6eca5e0000000000000001"
        rocket.name = "Gap Tester"
        rocket.firstStage?.burnTimeSec = nil
        rocket.secondStage?.burnTimeSec = nil
        rocket.engines?.version = ""
        rocket.engines?.layout = nil
        rocket.engines?.engineLossMax = nil
        rocket.landingLegs = LandingLegs(number: 3, material: nil)
        return rocket
    }()

    /// Only an id and a name: every other field unknown.
    public static let minimal = Rocket(id: "ed6eca5e0000000000000002", name: "Unknown Quantity")

    /// An empty name, no photos, no Wikipedia article and blank text fields.
    public static let blankText = Rocket(
        id: "ed6eca5e0000000000000003", name: "", type: "", active: true, country: "  ", company: "",
        flickrImages: [], wikipedia: nil, description: "")

    /// No photos at all.
    public static let noImages: Rocket = variant(of: RocketSamples.falcon9, number: 4, name: "Camera Shy") {
        $0.flickrImages = []
    }

    /// No Wikipedia article.
    public static let noWikipedia: Rocket = variant(of: RocketSamples.falcon9, number: 5, name: "Unsung") {
        $0.wikipedia = nil
    }

    /// Links that browsers should not open: an `ftp` photo first (the `https` one after it is the one to show)
    /// and an `ftp` Wikipedia link.
    public static let nonWebLinks: Rocket = variant(of: RocketSamples.falcon9, number: 6, name: "Link Oddity") {
        $0.flickrImages = [
            URL(string: "ftp://files.example.com/rocket.jpg")!,
            URL(string: "https://images.example.com/rocket.jpg")!,
        ]
        $0.wikipedia = URL(string: "ftp://wiki.example.com/Link_Oddity")!
    }

    /// A success rate of zero that is known, not missing.
    public static let zeroSuccessRate: Rocket = variant(of: RocketSamples.falcon1, number: 7, name: "Unlucky") {
        $0.successRatePct = 0
    }

    /// A retired rocket with no payload data.
    public static let retired: Rocket = variant(of: RocketSamples.falcon1, number: 8, name: "Old Timer") {
        $0.active = false
        $0.payloadWeights = []
    }

    /// Numbers at the edge of what fits: `Int.max` dollars and kilograms, enormous lengths and thrust.
    public static let hugeNumbers: Rocket = variant(of: RocketSamples.falconHeavy, number: 9, name: "Colossus") {
        $0.costPerLaunch = Int.max
        $0.successRatePct = 100
        $0.stages = 1_000
        $0.boosters = 1_000_000
        $0.height = Dimension(meters: 123_456_789.12, feet: 405_042_025_000.5)
        $0.mass = Mass(kg: Int.max, lb: Int.max)
        $0.payloadWeights = [PayloadWeight(id: "leo", name: "Low Earth Orbit", kg: 999_999_999_999, lb: nil)]
        $0.engines?.number = 1_000_000
        $0.engines?.thrustSeaLevel = Thrust(kN: 1.0e12, lbf: 2.25e14)
        $0.firstStage?.fuelAmountTons = 987_654_321.99
        $0.firstStage?.burnTimeSec = 86_400_000
    }

    /// A name far wider than any terminal.
    public static let veryLongName: Rocket = variant(of: RocketSamples.falcon9, number: 10, name: longName) {
        $0.type = "super heavy lift launch vehicle with an extraordinarily long type description"
    }

    /// A name in Chinese characters (double-width in a terminal).
    public static let cjkName: Rocket = variant(of: RocketSamples.falcon9, number: 11, name: "猎鹰九号 长征") {
        $0.country = "中华人民共和国"
        $0.engines?.type = "梅林"
    }

    /// A name with emoji, including a skin-tone modifier and a ZWJ sequence.
    public static let emojiName: Rocket = variant(of: RocketSamples.starship, number: 12, name: "Star🚀ship 👩🏽‍🚀") {
        $0.description = "To the Moon 🌕 and Mars 🔴, flag: 🏴‍☠️."
    }

    /// A name with combining marks (decomposed accents and stacked diacritics).
    public static let combiningMarksName: Rocket = variant(
        of: RocketSamples.falcon1, number: 13, name: "Fa\u{301}lcon Ze\u{301}ro S\u{336}t\u{336}a\u{336}r\u{336}"
    ) {
        $0.company = "Société Aérospatiale"
    }

    /// Terminal attacks in the description (and name): an SGR colour, an OSC 8 hyperlink, BEL, an 8-bit CSI
    /// (C1 0x9B) and a right-to-left override, all of which a terminal UI must neutralise.
    public static let hostileDescription: Rocket = variant(
        of: RocketSamples.falcon9, number: 14, name: "Evil\u{1B}[31m Red\u{1B}[0m Rocket"
    ) {
        $0.description =
            "Normal start. \u{1B}[31mThis turns red.\u{1B}[0m "
            + "\u{1B}]8;;https://evil.example/\u{7}click me\u{1B}]8;;\u{7} "
            + "Ring\u{7} the bell. \u{9B}2J clears the screen. \u{202E}desrever si txet sihT"
        $0.engines?.layout = "octa\u{1B}[2Jweb"
    }

    /// Every edge case, in a stable order.
    public static let all: [Rocket] = [
        starshipLikeGaps, minimal, blankText, noImages, noWikipedia, nonWebLinks, zeroSuccessRate, retired,
        hugeNumbers, veryLongName, cjkName, emojiName, combiningMarksName, hostileDescription,
    ]

    private static let longName =
        "Falcon Super Heavy Extended Reach Interplanetary Transport Demonstrator Block 7 Mark IV "
        + "with Reusable Upper Stage and Crew Access Arm Configuration for Lunar Gateway Resupply Missions"

    /// `base` with an edge-case id, a new name and `change` applied.
    private static func variant(of base: Rocket, number: Int, name: String, _ change: (inout Rocket) -> Void)
        -> Rocket
    {
        var rocket = base
        rocket.id = "ed6eca5e" + String(repeating: "0", count: 14) + (number < 10 ? "0" : "") + String(number)
        rocket.name = name
        change(&rocket)
        return rocket
    }
}
