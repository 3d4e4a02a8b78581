import Foundation
import RocketsCore

/// The four real SpaceX rockets with their real ids and figures, written by hand from the v4 API's data
/// (descriptions paraphrased), for previews, tests and the app's offline sample dataset.
public enum RocketSamples {
    /// Falcon 1: retired, 40% success, no landing legs, a single Merlin 1C.
    public static let falcon1 = Rocket(
        id: "5e9d0d95eda69955f709d1eb",
        name: "Falcon 1",
        type: "rocket",
        active: false,
        stages: 2,
        boosters: 0,
        costPerLaunch: 6_700_000,
        successRatePct: 40,
        firstFlight: MockDay.utc(2006, 3, 24),
        country: "Republic of the Marshall Islands",
        company: "SpaceX",
        height: Dimension(meters: 22.25, feet: 73),
        diameter: Dimension(meters: 1.68, feet: 5.5),
        mass: Mass(kg: 30_146, lb: 66_460),
        payloadWeights: [PayloadWeight(id: "leo", name: "Low Earth Orbit", kg: 450, lb: 992)],
        firstStage: FirstStage(
            reusable: false, engines: 1, fuelAmountTons: 44.3, burnTimeSec: 169,
            thrustSeaLevel: Thrust(kN: 420, lbf: 94_000), thrustVacuum: Thrust(kN: 480, lbf: 110_000)),
        secondStage: SecondStage(
            reusable: false, engines: 1, fuelAmountTons: 3.38, burnTimeSec: 378, thrust: Thrust(kN: 31, lbf: 7_000),
            payloads: SecondStagePayloads(
                option1: "composite fairing",
                compositeFairing: CompositeFairing(
                    height: Dimension(meters: 3.5, feet: 11.5), diameter: Dimension(meters: 1.5, feet: 4.9)))),
        engines: Engines(
            number: 1, type: "merlin", version: "1C", layout: "single", engineLossMax: 0,
            propellant1: "liquid oxygen", propellant2: "RP-1 kerosene",
            isp: SpecificImpulse(seaLevel: 267, vacuum: 304), thrustSeaLevel: Thrust(kN: 420, lbf: 94_000),
            thrustVacuum: Thrust(kN: 480, lbf: 110_000), thrustToWeight: 96),
        landingLegs: LandingLegs(number: 0, material: nil),
        flickrImages: [
            URL(string: "https://imgur.com/DaCfMsj.jpg")!,
            URL(string: "https://imgur.com/azYafd8.jpg")!,
        ],
        wikipedia: URL(string: "https://en.wikipedia.org/wiki/Falcon_1")!,
        description: "SpaceX's first, privately developed expendable launcher, flown from 2006 to 2009. In "
            + "September 2008 it became the first privately developed liquid-fuelled rocket to reach Earth orbit.")

    /// Falcon 9: active, 98% success, 9 Merlin 1D+ engines in an octaweb, 4 carbon-fiber legs.
    public static let falcon9 = Rocket(
        id: "5e9d0d95eda69973a809d1ec",
        name: "Falcon 9",
        type: "rocket",
        active: true,
        stages: 2,
        boosters: 0,
        costPerLaunch: 50_000_000,
        successRatePct: 98,
        firstFlight: MockDay.utc(2010, 6, 4),
        country: "United States",
        company: "SpaceX",
        height: Dimension(meters: 70, feet: 229.6),
        diameter: Dimension(meters: 3.7, feet: 12),
        mass: Mass(kg: 549_054, lb: 1_207_920),
        payloadWeights: [
            PayloadWeight(id: "leo", name: "Low Earth Orbit", kg: 22_800, lb: 50_265),
            PayloadWeight(id: "gto", name: "Geosynchronous Transfer Orbit", kg: 8_300, lb: 18_300),
            PayloadWeight(id: "mars", name: "Mars Orbit", kg: 4_020, lb: 8_860),
        ],
        firstStage: FirstStage(
            reusable: true, engines: 9, fuelAmountTons: 385, burnTimeSec: 162,
            thrustSeaLevel: Thrust(kN: 7_607, lbf: 1_710_000), thrustVacuum: Thrust(kN: 8_227, lbf: 1_849_500)),
        secondStage: SecondStage(
            reusable: false, engines: 1, fuelAmountTons: 90, burnTimeSec: 397, thrust: Thrust(kN: 934, lbf: 210_000),
            payloads: SecondStagePayloads(
                option1: "dragon",
                compositeFairing: CompositeFairing(
                    height: Dimension(meters: 13.1, feet: 43), diameter: Dimension(meters: 5.2, feet: 17.1)))),
        engines: Engines(
            number: 9, type: "merlin", version: "1D+", layout: "octaweb", engineLossMax: 2,
            propellant1: "liquid oxygen", propellant2: "RP-1 kerosene",
            isp: SpecificImpulse(seaLevel: 288, vacuum: 312), thrustSeaLevel: Thrust(kN: 845, lbf: 190_000),
            thrustVacuum: Thrust(kN: 914, lbf: 205_500), thrustToWeight: 180.1),
        landingLegs: LandingLegs(number: 4, material: "carbon fiber"),
        flickrImages: [
            URL(string: "https://farm1.staticflickr.com/929/28787338307_3453a11a77_b.jpg")!,
            URL(string: "https://farm4.staticflickr.com/3955/32915197674_eee74d81bb_b.jpg")!,
            URL(string: "https://farm1.staticflickr.com/293/32312415025_6841e30bf1_b.jpg")!,
        ],
        wikipedia: URL(string: "https://en.wikipedia.org/wiki/Falcon_9")!,
        description: "A two-stage rocket built by SpaceX to carry satellites and the Dragon spacecraft to orbit "
            + "reliably and safely; its first stage lands and flies again.")

    /// Falcon Heavy: active, 100% success, three Falcon 9 cores (27 engines, 2 side boosters).
    public static let falconHeavy = Rocket(
        id: "5e9d0d95eda69974db09d1ed",
        name: "Falcon Heavy",
        type: "rocket",
        active: true,
        stages: 2,
        boosters: 2,
        costPerLaunch: 90_000_000,
        successRatePct: 100,
        firstFlight: MockDay.utc(2018, 2, 6),
        country: "United States",
        company: "SpaceX",
        height: Dimension(meters: 70, feet: 229.6),
        diameter: Dimension(meters: 12.2, feet: 39.9),
        mass: Mass(kg: 1_420_788, lb: 3_125_735),
        payloadWeights: [
            PayloadWeight(id: "leo", name: "Low Earth Orbit", kg: 63_800, lb: 140_660),
            PayloadWeight(id: "gto", name: "Geosynchronous Transfer Orbit", kg: 26_700, lb: 58_860),
            PayloadWeight(id: "mars", name: "Mars Orbit", kg: 16_800, lb: 37_040),
            PayloadWeight(id: "pluto", name: "Pluto Orbit", kg: 3_500, lb: 7_720),
        ],
        firstStage: FirstStage(
            reusable: true, engines: 27, fuelAmountTons: 1_155, burnTimeSec: 162,
            thrustSeaLevel: Thrust(kN: 22_819, lbf: 5_130_000), thrustVacuum: Thrust(kN: 24_681, lbf: 5_548_500)),
        secondStage: SecondStage(
            reusable: false, engines: 1, fuelAmountTons: 90, burnTimeSec: 397, thrust: Thrust(kN: 934, lbf: 210_000),
            payloads: SecondStagePayloads(
                option1: "dragon",
                compositeFairing: CompositeFairing(
                    height: Dimension(meters: 13.1, feet: 43), diameter: Dimension(meters: 5.2, feet: 17.1)))),
        engines: Engines(
            number: 27, type: "merlin", version: "1D+", layout: "octaweb", engineLossMax: 6,
            propellant1: "liquid oxygen", propellant2: "RP-1 kerosene",
            isp: SpecificImpulse(seaLevel: 288, vacuum: 312), thrustSeaLevel: Thrust(kN: 845, lbf: 190_000),
            thrustVacuum: Thrust(kN: 914, lbf: 205_500), thrustToWeight: 180.1),
        landingLegs: LandingLegs(number: 12, material: "carbon fiber"),
        flickrImages: [
            URL(string: "https://farm5.staticflickr.com/4599/38583829295_581f34dd84_b.jpg")!,
            URL(string: "https://farm5.staticflickr.com/4645/38583830575_3f0f7215e6_b.jpg")!,
        ],
        wikipedia: URL(string: "https://en.wikipedia.org/wiki/Falcon_Heavy")!,
        description: "Three Falcon 9 cores strapped together: it lifts over 54 metric tons to low Earth orbit, "
            + "more than twice the payload of the next most capable operational rocket at a fraction of the cost.")

    /// Starship: not yet active, 0% success, 37 Raptors with an empty version and no layout, fairing unknown.
    public static let starship = Rocket(
        id: "5e9d0d96eda699382d09d1ee",
        name: "Starship",
        type: "rocket",
        active: false,
        stages: 2,
        boosters: 0,
        costPerLaunch: 7_000_000,
        successRatePct: 0,
        firstFlight: MockDay.utc(2021, 12, 1),
        country: "United States",
        company: "SpaceX",
        height: Dimension(meters: 118, feet: 387),
        diameter: Dimension(meters: 9, feet: 30),
        mass: Mass(kg: 1_335_000, lb: 2_943_000),
        payloadWeights: [
            PayloadWeight(id: "leo", name: "Low Earth Orbit", kg: 150_000, lb: 330_000),
            PayloadWeight(id: "mars", name: "Mars Orbit", kg: 100_000, lb: 220_000),
            PayloadWeight(id: "moon", name: "Moon Orbit", kg: 100_000, lb: 220_000),
        ],
        firstStage: FirstStage(
            reusable: true, engines: 37, fuelAmountTons: 3_300, burnTimeSec: nil,
            thrustSeaLevel: Thrust(kN: 128_000, lbf: 28_775_544), thrustVacuum: Thrust(kN: 138_000, lbf: 31_023_634)),
        secondStage: SecondStage(
            reusable: true, engines: 6, fuelAmountTons: 1_200, burnTimeSec: nil,
            thrust: Thrust(kN: 1_957, lbf: 440_000),
            payloads: SecondStagePayloads(
                option1: "Spaceship",
                compositeFairing: CompositeFairing(
                    height: Dimension(meters: nil, feet: nil), diameter: Dimension(meters: nil, feet: nil)))),
        engines: Engines(
            number: 37, type: "raptor", version: "", layout: nil, engineLossMax: nil,
            propellant1: "liquid oxygen", propellant2: "liquid methane",
            isp: SpecificImpulse(seaLevel: 330, vacuum: 380), thrustSeaLevel: Thrust(kN: 1_780, lbf: 400_000),
            thrustVacuum: Thrust(kN: 1_960, lbf: 440_000), thrustToWeight: 107),
        landingLegs: LandingLegs(number: 6, material: "stainless steel"),
        flickrImages: [
            URL(string: "https://live.staticflickr.com/65535/48954138962_ee541e6755_b.jpg")!,
            URL(string: "https://live.staticflickr.com/65535/48953946911_e60c5bcc5c_b.jpg")!,
        ],
        wikipedia: URL(string: "https://en.wikipedia.org/wiki/SpaceX_Starship")!,
        description: "A fully reusable two-stage system, the Super Heavy booster and the Starship spacecraft, meant "
            + "to serve Earth orbit, the Moon and Mars and eventually to replace Falcon 9, Falcon Heavy and Dragon.")

    /// The four real rockets sorted by name, as `POST /v4/rockets/query` lists them.
    public static let sampleDataset: [Rocket] = [falcon1, falcon9, falconHeavy, starship]
}
