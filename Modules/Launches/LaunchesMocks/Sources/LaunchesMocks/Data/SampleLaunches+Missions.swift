import Foundation
import LaunchesCore

// Real missions from 2006 to 2022, written out as Swift values (long descriptions shortened, at most two
// Flickr photos each). Rocket and launchpad references are the real API ids, populated as a list query returns
// them.
extension SampleLaunches {
    /// FalconSat, flight 1.
    static let falconsat = Launch(
        id: "5eb87cd9ffd86e000604b32a",
        name: "FalconSat",
        flightNumber: 1,
        dateUtc: date(1143239400),
        dateUnix: 1143239400,
        dateLocal: date(1143239400),
        datePrecision: .hour,
        upcoming: false,
        success: false,
        failures: [LaunchFailure(time: 33, altitude: nil, reason: "merlin engine failure")],
        details: "Engine failure at 33 seconds and loss of vehicle",
        rocket: SampleRockets.falcon1,
        launchpad: SampleLaunchpads.kwajalein.reference,
        links: LaunchLinks(
            patch: PatchLinks(
                small: url("https://images2.imgbox.com/94/f2/NN6Ph45r_o.png"),
                large: url("https://images2.imgbox.com/5b/02/QcxHUb5V_o.png")),
            reddit: RedditLinks(),
            flickr: FlickrLinks(original: []),
            presskit: nil,
            webcast: url("https://www.youtube.com/watch?v=0a_00nJ_Y88"),
            youtubeId: "0a_00nJ_Y88",
            article: url("https://www.space.com/2196-spacex-inaugural-falcon-1-rocket-lost-launch.html"),
            wikipedia: url("https://en.wikipedia.org/wiki/DemoSat")),
        cores: [
            LaunchCore(
                core: "5e9e289df35918033d3b2623", flight: 1, gridfins: false, legs: false, reused: false,
                landingAttempt: false, landingSuccess: nil, landingType: nil, landpad: nil)
        ],
        fairings: LaunchFairings(reused: false, recoveryAttempt: false, recovered: false, ships: []),
        window: 0,
        staticFireDateUtc: date(1142553600),
        staticFireDateUnix: 1142553600,
        tbd: false,
        net: false,
        payloads: ["5eb0e4b5b6c3bb0006eeb1e1"],
        ships: [],
        capsules: [],
        autoUpdate: true,
        launchLibraryId: nil)

    /// DemoSat, flight 2.
    static let demosat = Launch(
        id: "5eb87cdaffd86e000604b32b",
        name: "DemoSat",
        flightNumber: 2,
        dateUtc: date(1174439400),
        dateUnix: 1174439400,
        dateLocal: date(1174439400),
        datePrecision: .hour,
        upcoming: false,
        success: false,
        failures: [
            LaunchFailure(time: 301, altitude: 289, reason: "harmonic oscillation leading to premature engine shutdown")
        ],
        details:
            "Successful first stage burn and transition to second stage, maximum altitude 289 km, Premature engine shutdown at T+7 min 30 s, Failed to reach orbit, Failed to recover first stage",
        rocket: SampleRockets.falcon1,
        launchpad: SampleLaunchpads.kwajalein.reference,
        links: LaunchLinks(
            patch: PatchLinks(
                small: url("https://images2.imgbox.com/f9/4a/ZboXReNb_o.png"),
                large: url("https://images2.imgbox.com/80/a2/bkWotCIS_o.png")),
            reddit: RedditLinks(),
            flickr: FlickrLinks(original: []),
            presskit: nil,
            webcast: url("https://www.youtube.com/watch?v=Lk4zQ2wP-Nc"),
            youtubeId: "Lk4zQ2wP-Nc",
            article: url("https://www.space.com/3590-spacex-falcon-1-rocket-fails-reach-orbit.html"),
            wikipedia: url("https://en.wikipedia.org/wiki/DemoSat")),
        cores: [
            LaunchCore(
                core: "5e9e289ef35918416a3b2624", flight: 1, gridfins: false, legs: false, reused: false,
                landingAttempt: false, landingSuccess: nil, landingType: nil, landpad: nil)
        ],
        fairings: LaunchFairings(reused: false, recoveryAttempt: false, recovered: false, ships: []),
        window: 0,
        staticFireDateUtc: nil,
        staticFireDateUnix: nil,
        tbd: false,
        net: false,
        payloads: ["5eb0e4b6b6c3bb0006eeb1e2"],
        ships: [],
        capsules: [],
        autoUpdate: true,
        launchLibraryId: nil)

    /// Trailblazer, flight 3.
    static let trailblazer = Launch(
        id: "5eb87cdbffd86e000604b32c",
        name: "Trailblazer",
        flightNumber: 3,
        dateUtc: date(1217734440),
        dateUnix: 1217734440,
        dateLocal: date(1217734440),
        datePrecision: .hour,
        upcoming: false,
        success: false,
        failures: [
            LaunchFailure(
                time: 140, altitude: 35, reason: "residual stage-1 thrust led to collision between stage 1 and stage 2")
        ],
        details: "Residual stage 1 thrust led to collision between stage 1 and stage 2",
        rocket: SampleRockets.falcon1,
        launchpad: SampleLaunchpads.kwajalein.reference,
        links: LaunchLinks(
            patch: PatchLinks(
                small: url("https://images2.imgbox.com/6c/cb/na1tzhHs_o.png"),
                large: url("https://images2.imgbox.com/4a/80/k1oAkY0k_o.png")),
            reddit: RedditLinks(),
            flickr: FlickrLinks(original: []),
            presskit: nil,
            webcast: url("https://www.youtube.com/watch?v=v0w9p3U8860"),
            youtubeId: "v0w9p3U8860",
            article: url("http://www.spacex.com/news/2013/02/11/falcon-1-flight-3-mission-summary"),
            wikipedia: url("https://en.wikipedia.org/wiki/Trailblazer_(satellite)")),
        cores: [
            LaunchCore(
                core: "5e9e289ef3591814873b2625", flight: 1, gridfins: false, legs: false, reused: false,
                landingAttempt: false, landingSuccess: nil, landingType: nil, landpad: nil)
        ],
        fairings: LaunchFairings(reused: false, recoveryAttempt: false, recovered: false, ships: []),
        window: 0,
        staticFireDateUtc: nil,
        staticFireDateUnix: nil,
        tbd: false,
        net: false,
        payloads: ["5eb0e4b6b6c3bb0006eeb1e3", "5eb0e4b6b6c3bb0006eeb1e4"],
        ships: [],
        capsules: [],
        autoUpdate: true,
        launchLibraryId: nil)

    /// RatSat, flight 4.
    static let ratsat = Launch(
        id: "5eb87cdbffd86e000604b32d",
        name: "RatSat",
        flightNumber: 4,
        dateUtc: date(1222643700),
        dateUnix: 1222643700,
        dateLocal: date(1222557300),
        datePrecision: .hour,
        upcoming: false,
        success: true,
        details:
            "Ratsat was carried to orbit on the first successful orbital launch of any privately funded and developed, liquid-propelled carrier rocket, the SpaceX Falcon 1",
        rocket: SampleRockets.falcon1,
        launchpad: SampleLaunchpads.kwajalein.reference,
        links: LaunchLinks(
            patch: PatchLinks(
                small: url("https://images2.imgbox.com/95/39/sRqN7rsv_o.png"),
                large: url("https://images2.imgbox.com/a3/99/qswRYzE8_o.png")),
            reddit: RedditLinks(),
            flickr: FlickrLinks(original: []),
            presskit: nil,
            webcast: url("https://www.youtube.com/watch?v=dLQ2tZEH6G0"),
            youtubeId: "dLQ2tZEH6G0",
            article: url("https://en.wikipedia.org/wiki/Ratsat"),
            wikipedia: url("https://en.wikipedia.org/wiki/Ratsat")),
        cores: [
            LaunchCore(
                core: "5e9e289ef3591855dc3b2626", flight: 1, gridfins: false, legs: false, reused: false,
                landingAttempt: false, landingSuccess: nil, landingType: nil, landpad: nil)
        ],
        fairings: LaunchFairings(reused: false, recoveryAttempt: false, recovered: false, ships: []),
        window: 0,
        staticFireDateUtc: date(1221868800),
        staticFireDateUnix: 1221868800,
        tbd: false,
        net: false,
        payloads: ["5eb0e4b7b6c3bb0006eeb1e5"],
        ships: [],
        capsules: [],
        autoUpdate: true,
        launchLibraryId: nil)

    /// RazakSat, flight 5.
    static let razaksat = Launch(
        id: "5eb87cdcffd86e000604b32e",
        name: "RazakSat",
        flightNumber: 5,
        dateUtc: date(1247456100),
        dateUnix: 1247456100,
        dateLocal: date(1247456100),
        datePrecision: .hour,
        upcoming: false,
        success: true,
        details: nil,
        rocket: SampleRockets.falcon1,
        launchpad: SampleLaunchpads.kwajalein.reference,
        links: LaunchLinks(
            patch: PatchLinks(
                small: url("https://images2.imgbox.com/ab/5a/Pequxd5d_o.png"),
                large: url("https://images2.imgbox.com/92/e4/7Cf6MLY0_o.png")),
            reddit: RedditLinks(),
            flickr: FlickrLinks(original: []),
            presskit: url(
                "http://www.spacex.com/press/2012/12/19/spacexs-falcon-1-successfully-delivers-razaksat-satellite-orbit"
            ),
            webcast: url("https://www.youtube.com/watch?v=yTaIDooc8Og"),
            youtubeId: "yTaIDooc8Og",
            article: url("http://www.spacex.com/news/2013/02/12/falcon-1-flight-5"),
            wikipedia: url("https://en.wikipedia.org/wiki/RazakSAT")),
        cores: [
            LaunchCore(
                core: "5e9e289ef359184f103b2627", flight: 1, gridfins: false, legs: false, reused: false,
                landingAttempt: false, landingSuccess: nil, landingType: nil, landpad: nil)
        ],
        fairings: LaunchFairings(reused: false, recoveryAttempt: false, recovered: false, ships: []),
        window: 0,
        staticFireDateUtc: nil,
        staticFireDateUnix: nil,
        tbd: false,
        net: false,
        payloads: ["5eb0e4b7b6c3bb0006eeb1e6"],
        ships: [],
        capsules: [],
        autoUpdate: true,
        launchLibraryId: nil)

    /// Falcon 9 Test Flight, flight 6.
    static let falcon9TestFlight = Launch(
        id: "5eb87cddffd86e000604b32f",
        name: "Falcon 9 Test Flight",
        flightNumber: 6,
        dateUtc: date(1275677100),
        dateUnix: 1275677100,
        dateLocal: date(1275677100),
        datePrecision: .hour,
        upcoming: false,
        success: true,
        details: nil,
        rocket: SampleRockets.falcon9,
        launchpad: SampleLaunchpads.ccsfsSLC40.reference,
        links: LaunchLinks(
            patch: PatchLinks(
                small: url("https://images2.imgbox.com/73/7f/u7BKqv2C_o.png"),
                large: url("https://images2.imgbox.com/66/b4/8KZsjbt4_o.png")),
            reddit: RedditLinks(),
            flickr: FlickrLinks(original: []),
            presskit: url("http://forum.nasaspaceflight.com/index.php?action=dlattach;topic=21869.0;attach=230821"),
            webcast: url("https://www.youtube.com/watch?v=nxSxgBKlYws"),
            youtubeId: "nxSxgBKlYws",
            article: url("http://www.spacex.com/news/2013/02/12/falcon-9-flight-1"),
            wikipedia: url("https://en.wikipedia.org/wiki/Dragon_Spacecraft_Qualification_Unit")),
        cores: [
            LaunchCore(
                core: "5e9e289ef359185f2b3b2628", flight: 1, gridfins: false, legs: false, reused: false,
                landingAttempt: false, landingSuccess: nil, landingType: nil, landpad: nil)
        ],
        fairings: LaunchFairings(reused: nil, recoveryAttempt: nil, recovered: nil, ships: []),
        window: 0,
        staticFireDateUtc: date(1268438400),
        staticFireDateUnix: 1268438400,
        tbd: false,
        net: false,
        payloads: ["5eb0e4b7b6c3bb0006eeb1e7"],
        ships: [],
        capsules: [],
        autoUpdate: true,
        launchLibraryId: nil)

    /// COTS 1, flight 7.
    static let cots1 = Launch(
        id: "5eb87cdeffd86e000604b330",
        name: "COTS 1",
        flightNumber: 7,
        dateUtc: date(1291822980),
        dateUnix: 1291822980,
        dateLocal: date(1291822980),
        datePrecision: .hour,
        upcoming: false,
        success: true,
        details: nil,
        rocket: SampleRockets.falcon9,
        launchpad: SampleLaunchpads.ccsfsSLC40.reference,
        links: LaunchLinks(
            patch: PatchLinks(
                small: url("https://images2.imgbox.com/fa/dc/FOUDQ0Sn_o.png"),
                large: url("https://images2.imgbox.com/04/6e/kniggvWD_o.png")),
            reddit: RedditLinks(),
            flickr: FlickrLinks(original: []),
            presskit: url("http://www.spacex.com/files/downloads/cots1-20101206.pdf"),
            webcast: url("https://www.youtube.com/watch?v=cdLITgWKe_0"),
            youtubeId: "cdLITgWKe_0",
            article: url("https://en.wikipedia.org/wiki/SpaceX_COTS_Demo_Flight_1"),
            wikipedia: url("https://en.wikipedia.org/wiki/SpaceX_COTS_Demo_Flight_1")),
        cores: [
            LaunchCore(
                core: "5e9e289ef35918187c3b2629", flight: 1, gridfins: false, legs: false, reused: false,
                landingAttempt: false, landingSuccess: nil, landingType: nil, landpad: nil)
        ],
        window: 0,
        staticFireDateUtc: date(1291420800),
        staticFireDateUnix: 1291420800,
        tbd: false,
        net: false,
        payloads: ["5eb0e4b9b6c3bb0006eeb1e8", "5eb0e4b9b6c3bb0006eeb1e9"],
        ships: ["5ea6ed2d080df4000697c901"],
        capsules: ["5e9e2c5bf35918ed873b2664"],
        autoUpdate: true,
        launchLibraryId: nil)

    /// CRS-1, flight 9.
    static let crs1 = Launch(
        id: "5eb87ce0ffd86e000604b332",
        name: "CRS-1",
        flightNumber: 9,
        dateUtc: date(1349656500),
        dateUnix: 1349656500,
        dateLocal: date(1349742900),
        datePrecision: .hour,
        upcoming: false,
        success: true,
        details:
            "CRS-1 successful, but the secondary payload was inserted into abnormally low orbit and lost due to Falcon 9 boost stage engine failure, ISS visiting vehicle safety rules, and the primary payload owner's contractual right to decline a second ignition of the second stage under some conditions.",
        rocket: SampleRockets.falcon9,
        launchpad: SampleLaunchpads.ccsfsSLC40.reference,
        links: LaunchLinks(
            patch: PatchLinks(
                small: url("https://images2.imgbox.com/3e/91/hlGiK49a_o.png"),
                large: url("https://images2.imgbox.com/fb/42/0V9JgYQS_o.png")),
            reddit: RedditLinks(),
            flickr: FlickrLinks(original: []),
            presskit: url("https://www.nasa.gov/pdf/694166main_SpaceXCRS-1PressKit.pdf"),
            webcast: url("https://www.youtube.com/watch?v=-Vk3hiV_zXU"),
            youtubeId: "-Vk3hiV_zXU",
            article: url("https://www.nasa.gov/mission_pages/station/main/spacex-crs1-target.html"),
            wikipedia: url("https://en.wikipedia.org/wiki/SpaceX_CRS-1")),
        cores: [
            LaunchCore(
                core: "5e9e289ff3591821a73b262b", flight: 1, gridfins: false, legs: false, reused: false,
                landingAttempt: false, landingSuccess: nil, landingType: nil, landpad: nil)
        ],
        window: 0,
        staticFireDateUtc: date(1348876800),
        staticFireDateUnix: 1348876800,
        tbd: false,
        net: false,
        payloads: ["5eb0e4bab6c3bb0006eeb1eb", "5eb0e4bab6c3bb0006eeb1ec"],
        ships: ["5ea6ed2d080df4000697c902"],
        capsules: ["5e9e2c5bf3591835983b2666"],
        autoUpdate: true,
        launchLibraryId: nil)

    /// CASSIOPE, flight 11.
    static let cassiope = Launch(
        id: "5eb87ce1ffd86e000604b334",
        name: "CASSIOPE",
        flightNumber: 11,
        dateUtc: date(1380470400),
        dateUnix: 1380470400,
        dateLocal: date(1380470400),
        datePrecision: .hour,
        upcoming: false,
        success: true,
        details:
            "Commercial mission and first Falcon 9 v1.1 flight, with improved 13-tonne to LEO capacity. Following second-stage separation from the first stage, an attempt was made to perform an ocean touchdown test of the discarded booster vehicle.",
        rocket: SampleRockets.falcon9,
        launchpad: SampleLaunchpads.vafbSLC4E.reference,
        links: LaunchLinks(
            patch: PatchLinks(
                small: url("https://images2.imgbox.com/f8/27/XwZPEhTJ_o.png"),
                large: url("https://images2.imgbox.com/ae/62/D6SZleUG_o.png")),
            reddit: RedditLinks(
                campaign: nil, launch: url("http://www.reddit.com/r/spacex/comments/1ndlay"), media: nil, recovery: nil),
            flickr: FlickrLinks(original: []),
            presskit: url("https://spaceflightnow.com/falcon9/006/UpgradedF9DemoMission_PressKit.pdf"),
            webcast: url("https://www.youtube.com/watch?v=uFefasS6bhc"),
            youtubeId: "uFefasS6bhc",
            article: url("http://www.parabolicarc.com/2013/09/29/falcon-9-launch-payloads-orbit-vandenberg/"),
            wikipedia: url("https://en.wikipedia.org/wiki/CASSIOPE")),
        cores: [
            LaunchCore(
                core: "5e9e289ff359180ae23b262d", flight: 1, gridfins: false, legs: false, reused: false,
                landingAttempt: true, landingSuccess: false, landingType: LandingType(rawValue: "Ocean"), landpad: nil)
        ],
        fairings: LaunchFairings(reused: false, recoveryAttempt: false, recovered: false, ships: []),
        window: 0,
        staticFireDateUtc: date(1379548800),
        staticFireDateUnix: 1379548800,
        tbd: false,
        net: false,
        payloads: ["5eb0e4bbb6c3bb0006eeb1ee"],
        ships: ["5ea6ed2d080df4000697c903"],
        capsules: [],
        autoUpdate: true,
        launchLibraryId: nil)

    /// CRS-3, flight 14.
    static let crs3 = Launch(
        id: "5eb87ce4ffd86e000604b337",
        name: "CRS-3",
        flightNumber: 14,
        dateUtc: date(1397849100),
        dateUnix: 1397849100,
        dateLocal: date(1397849100),
        datePrecision: .hour,
        upcoming: false,
        success: true,
        details:
            "Following second-stage separation, SpaceX conducted a second controlled-descent test of the discarded booster vehicle and achieved the first successful controlled ocean touchdown of a liquid-rocket-engine orbital booster. Following touchdown the first stage tipped over as expected and was destroyed.",
        rocket: SampleRockets.falcon9,
        launchpad: SampleLaunchpads.ccsfsSLC40.reference,
        links: LaunchLinks(
            patch: PatchLinks(
                small: url("https://images2.imgbox.com/ae/3c/yVvE2vVh_o.png"),
                large: url("https://images2.imgbox.com/82/c7/bbs0gt88_o.png")),
            reddit: RedditLinks(
                campaign: nil, launch: url("http://www.reddit.com/r/spacex/comments/22zo8c"), media: nil, recovery: nil),
            flickr: FlickrLinks(original: [
                url("https://farm8.staticflickr.com/7615/16670240949_8d43db0e36_o.jpg"),
                url("https://farm9.staticflickr.com/8597/16856369125_e97cd30ef7_o.jpg"),
            ]),
            presskit: url("http://www.spacex.com/sites/spacex/files/spacexcrs-3_presskit_042014.pdf"),
            webcast: url("https://www.youtube.com/watch?v=Od-lON4bTyQ"),
            youtubeId: "Od-lON4bTyQ",
            article: url("https://newatlas.com/crs-3-launch-spacex/31671/"),
            wikipedia: url("https://en.wikipedia.org/wiki/SpaceX_CRS-3")),
        cores: [
            LaunchCore(
                core: "5e9e289ff3591829343b2630", flight: 1, gridfins: false, legs: true, reused: false,
                landingAttempt: true, landingSuccess: true, landingType: LandingType(rawValue: "Ocean"), landpad: nil)
        ],
        window: 0,
        staticFireDateUtc: date(1394236800),
        staticFireDateUnix: 1394236800,
        tbd: false,
        net: false,
        payloads: ["5eb0e4bbb6c3bb0006eeb1f1"],
        ships: ["5ea6ed2d080df4000697c902"],
        capsules: ["5e9e2c5bf3591859a63b2668"],
        autoUpdate: true,
        launchLibraryId: nil)

    /// DSCOVR, flight 20.
    static let dscovr = Launch(
        id: "5eb87ceaffd86e000604b33d",
        name: "DSCOVR",
        flightNumber: 20,
        dateUtc: date(1423695780),
        dateUnix: 1423695780,
        dateLocal: date(1423695780),
        datePrecision: .hour,
        upcoming: false,
        success: true,
        details:
            "First launch under USAF's OSP 3 launch contract. First SpaceX launch to put a satellite to an orbit with an orbital altitude many times the distance to the Moon: Sun-Earth libration point L1. The first stage made a test flight descent to an over-ocean landing within 10 m (33 ft) of its intended target.",
        rocket: SampleRockets.falcon9,
        launchpad: SampleLaunchpads.ccsfsSLC40.reference,
        links: LaunchLinks(
            patch: PatchLinks(
                small: url("https://images2.imgbox.com/bc/a6/uDYvXvql_o.png"),
                large: url("https://images2.imgbox.com/30/47/WmtGcjW8_o.png")),
            reddit: RedditLinks(
                campaign: nil, launch: url("http://www.reddit.com/r/spacex/comments/2vjm9e"), media: nil, recovery: nil),
            flickr: FlickrLinks(original: [
                url("https://farm9.staticflickr.com/8619/16511407538_9a25c5d8c6_o.jpg"),
                url("https://farm9.staticflickr.com/8665/16697946612_1284e952b0_o.jpg"),
            ]),
            presskit: url("http://www.spacex.com/press/2015/02/11/dscovr-launch-update"),
            webcast: url("https://www.youtube.com/watch?v=OvHJSIKP0Hg"),
            youtubeId: "OvHJSIKP0Hg",
            article: url(
                "https://spaceflightnow.com/2015/02/12/space-weather-observatory-blasts-off-after-17-year-wait/"),
            wikipedia: url("https://en.wikipedia.org/wiki/Deep_Space_Climate_Observatory")),
        cores: [
            LaunchCore(
                core: "5e9e28a0f3591885be3b2636", flight: 1, gridfins: true, legs: true, reused: false,
                landingAttempt: true, landingSuccess: true, landingType: LandingType(rawValue: "Ocean"), landpad: nil)
        ],
        fairings: LaunchFairings(reused: false, recoveryAttempt: false, recovered: false, ships: []),
        window: 0,
        staticFireDateUtc: date(1422662400),
        staticFireDateUnix: 1422662400,
        tbd: false,
        net: false,
        payloads: ["5eb0e4bdb6c3bb0006eeb1f7"],
        ships: ["5ea6ed2e080df4000697c906", "5ea6ed2f080df4000697c90b", "5ea6ed2f080df4000697c90c"],
        capsules: [],
        autoUpdate: true,
        launchLibraryId: nil)

    /// CRS-7, flight 24.
    static let crs7 = Launch(
        id: "5eb87ceeffd86e000604b341",
        name: "CRS-7",
        flightNumber: 24,
        dateUtc: date(1435501260),
        dateUnix: 1435501260,
        dateLocal: date(1435501260),
        datePrecision: .hour,
        upcoming: false,
        success: false,
        failures: [
            LaunchFailure(
                time: 139, altitude: 40, reason: "helium tank overpressure lead to the second stage LOX tank explosion")
        ],
        details:
            "Launch performance was nominal until an overpressure incident in the second-stage LOX tank, leading to vehicle breakup at T+150 seconds. The Dragon capsule survived the explosion but was lost upon splashdown because its software did not contain provisions for parachute deployment on launch vehicle failure.",
        rocket: SampleRockets.falcon9,
        launchpad: SampleLaunchpads.ccsfsSLC40.reference,
        links: LaunchLinks(
            patch: PatchLinks(
                small: url("https://images2.imgbox.com/53/12/gFtcOQuX_o.png"),
                large: url("https://images2.imgbox.com/7a/51/NfgiMpar_o.png")),
            reddit: RedditLinks(
                campaign: nil, launch: url("https://www.reddit.com/r/spacex/comments/3b27hk"),
                media: url("https://www.reddit.com/r/spacex/comments/3berj3"), recovery: nil),
            flickr: FlickrLinks(original: [
                url("https://farm1.staticflickr.com/344/19045370790_f20f29cd8d_o.jpg"),
                url("https://farm1.staticflickr.com/287/18999110808_6e153fed64_o.jpg"),
            ]),
            presskit: url("https://www.nasa.gov/sites/default/files/atoms/files/spacex_nasa_crs-7_presskit.pdf"),
            webcast: url("https://www.youtube.com/watch?v=PuNymhcTtSQ"),
            youtubeId: "PuNymhcTtSQ",
            article: url("https://spaceflightnow.com/2015/06/28/falcon-9-rocket-destroyed-in-launch-mishap/"),
            wikipedia: url("https://en.wikipedia.org/wiki/SpaceX_CRS-7")),
        cores: [
            LaunchCore(
                core: "5e9e28a1f35918683c3b263a", flight: 1, gridfins: true, legs: true, reused: false,
                landingAttempt: true, landingSuccess: nil, landingType: LandingType(rawValue: "ASDS"),
                landpad: "5e9e3032383ecb6bb234e7ca")
        ],
        window: 0,
        staticFireDateUtc: date(1435294800),
        staticFireDateUnix: 1435294800,
        tbd: false,
        net: false,
        payloads: ["5eb0e4beb6c3bb0006eeb1fc"],
        ships: ["5ea6ed2e080df4000697c906", "5ea6ed2f080df4000697c90b", "5ea6ed2f080df4000697c90c"],
        capsules: ["5e9e2c5cf35918407d3b266c"],
        autoUpdate: true,
        launchLibraryId: nil)

    /// OG-2 Mission 2, flight 25.
    static let og2Mission2 = Launch(
        id: "5eb87cefffd86e000604b342",
        name: "OG-2 Mission 2",
        flightNumber: 25,
        dateUtc: date(1450747740),
        dateUnix: 1450747740,
        dateLocal: date(1450834140),
        datePrecision: .hour,
        upcoming: false,
        success: true,
        details:
            "Total payload mass was 2,034 kg (4,484 lb) : 11 satellites weighing 172 kg each, plus a 142-kg mass simulator. This was the first launch of the upgraded v1.1 variant (later called Falcon 9 Full Thrust), with a 30 percent power increase.",
        rocket: SampleRockets.falcon9,
        launchpad: SampleLaunchpads.ccsfsSLC40.reference,
        links: LaunchLinks(
            patch: PatchLinks(
                small: url("https://images2.imgbox.com/6a/7e/J7IQfBqg_o.png"),
                large: url("https://images2.imgbox.com/99/d4/0aIlpFpw_o.png")),
            reddit: RedditLinks(
                campaign: nil, launch: url("https://www.reddit.com/r/spacex/comments/3xgxh5"),
                media: url("https://www.reddit.com/r/spacex/comments/3xm83h/"), recovery: nil),
            flickr: FlickrLinks(original: [
                url("https://farm2.staticflickr.com/1648/23827554109_837b21739e_o.jpg"),
                url("https://farm1.staticflickr.com/597/23802553412_d41e4dcc64_o.jpg"),
            ]),
            presskit: url("http://www.spacex.com/sites/spacex/files/spacex_orbcomm_press_kit_final2.pdf"),
            webcast: url("https://www.youtube.com/watch?v=O5bTbVbe4e4"),
            youtubeId: "O5bTbVbe4e4",
            article: url(
                "https://spaceflightnow.com/2015/12/22/round-trip-rocket-flight-gives-spacex-a-trifecta-of-successes/"),
            wikipedia: url("https://en.wikipedia.org/wiki/Falcon_9_flight_20")),
        cores: [
            LaunchCore(
                core: "5e9e28a1f3591867753b263b", flight: 1, gridfins: true, legs: true, reused: false,
                landingAttempt: true, landingSuccess: true, landingType: LandingType(rawValue: "RTLS"),
                landpad: "5e9e3032383ecb267a34e7c7")
        ],
        fairings: LaunchFairings(reused: false, recoveryAttempt: false, recovered: false, ships: []),
        window: 0,
        staticFireDateUtc: date(1450483740),
        staticFireDateUnix: 1450483740,
        tbd: false,
        net: false,
        payloads: ["5eb0e4beb6c3bb0006eeb1fd"],
        ships: [],
        capsules: [],
        autoUpdate: true,
        launchLibraryId: nil)

    /// CRS-8, flight 28.
    static let crs8 = Launch(
        id: "5eb87cf3ffd86e000604b345",
        name: "CRS-8",
        flightNumber: 28,
        dateUtc: date(1460148180),
        dateUnix: 1460148180,
        dateLocal: date(1460148180),
        datePrecision: .hour,
        upcoming: false,
        success: true,
        details:
            "Dragon carried over 1500 kg of supplies and delivered (stowed in its trunk) the inflatable Bigelow Expandable Activity Module (BEAM) to the ISS for two years of in-orbit tests.",
        rocket: SampleRockets.falcon9,
        launchpad: SampleLaunchpads.ccsfsSLC40.reference,
        links: LaunchLinks(
            patch: PatchLinks(
                small: url("https://images2.imgbox.com/72/1e/mA23xHqe_o.png"),
                large: url("https://images2.imgbox.com/36/d8/RyPKsTpC_o.png")),
            reddit: RedditLinks(
                campaign: nil, launch: url("https://www.reddit.com/r/spacex/comments/4dtoly"),
                media: url("https://www.reddit.com/r/spacex/comments/4dtpxn/"),
                recovery: url("https://www.reddit.com/r/spacex/comments/4ee2zy")),
            flickr: FlickrLinks(original: [
                url("https://farm2.staticflickr.com/1633/25788014884_6a3f9ae183_o.jpg"),
                url("https://farm2.staticflickr.com/1650/26300505022_8b8b9035e8_o.jpg"),
            ]),
            presskit: url("http://www.spacex.com/sites/spacex/files/spacex_crs8_press_kit.pdf"),
            webcast: url("https://www.youtube.com/watch?v=7pUAydjne5M"),
            youtubeId: "7pUAydjne5M",
            article: url(
                "https://spaceflightnow.com/2016/04/08/spacex-lands-rocket-on-floating-platform-after-station-resupply-launch/"
            ),
            wikipedia: url("https://en.wikipedia.org/wiki/SpaceX_CRS-8")),
        cores: [
            LaunchCore(
                core: "5e9e28a2f359182d0b3b263e", flight: 1, gridfins: true, legs: true, reused: false,
                landingAttempt: true, landingSuccess: true, landingType: LandingType(rawValue: "ASDS"),
                landpad: "5e9e3032383ecb6bb234e7ca")
        ],
        window: 0,
        staticFireDateUtc: date(1459814400),
        staticFireDateUnix: 1459814400,
        tbd: false,
        net: false,
        payloads: ["5eb0e4bfb6c3bb0006eeb200"],
        ships: [
            "5ea6ed2e080df4000697c906", "5ea6ed2f080df4000697c90b", "5ea6ed2f080df4000697c90c",
            "5ea6ed30080df4000697c912", "5ea6ed30080df4000697c913",
        ],
        capsules: ["5e9e2c5cf3591885d43b266d"],
        autoUpdate: true,
        launchLibraryId: nil)

    /// Amos-6, flight 34.
    static let amos6 = Launch(
        id: "5eb87cfbffd86e000604b34b",
        name: "Amos-6",
        flightNumber: 34,
        dateUtc: date(1472735220),
        dateUnix: 1472735220,
        dateLocal: date(1472735220),
        datePrecision: .hour,
        upcoming: false,
        success: false,
        failures: [
            LaunchFailure(
                time: -165180, altitude: 0,
                reason:
                    "buckled liner in several of the COPV tanks, causing perforations that allowed liquid and/or solid oxygen to accumulate underneath the lining, which was ignited by friction."
            )
        ],
        details:
            "The rocket and Amos-6 payload were lost in a launch pad explosion on September 1, 2016 during propellant fill prior to a static fire test. The pad was clear of personnel and there were no injuries.",
        rocket: SampleRockets.falcon9,
        launchpad: SampleLaunchpads.ccsfsSLC40.reference,
        links: LaunchLinks(
            patch: PatchLinks(
                small: url("https://images2.imgbox.com/0d/5b/8X01C3ov_o.png"),
                large: url("https://images2.imgbox.com/ff/19/KCI4DVla_o.png")),
            reddit: RedditLinks(
                campaign: url("https://www.reddit.com/r/spacex/comments/4pv7jl"), launch: nil, media: nil, recovery: nil
            ),
            flickr: FlickrLinks(original: []),
            presskit: nil,
            webcast: url("https://www.youtube.com/watch?v=_BgJEXQkjNQ"),
            youtubeId: "_BgJEXQkjNQ",
            article: url(
                "https://spaceflightnow.com/2016/09/01/spacex-rocket-and-israeli-satellite-destroyed-in-launch-pad-explosion/"
            ),
            wikipedia: url("https://en.wikipedia.org/wiki/Amos-6")),
        cores: [
            LaunchCore(
                core: "5e9e28a2f359187ee83b2644", flight: 1, gridfins: true, legs: true, reused: false,
                landingAttempt: true, landingSuccess: nil, landingType: LandingType(rawValue: "ASDS"),
                landpad: "5e9e3032383ecb6bb234e7ca")
        ],
        fairings: LaunchFairings(reused: false, recoveryAttempt: false, recovered: false, ships: []),
        window: nil,
        staticFireDateUtc: date(1472735220),
        staticFireDateUnix: 1472735220,
        tbd: false,
        net: false,
        payloads: ["5eb0e4c1b6c3bb0006eeb207"],
        ships: [],
        capsules: [],
        autoUpdate: true,
        launchLibraryId: nil)

    /// Iridium NEXT Mission 1, flight 35.
    static let iridiumNEXTMission1 = Launch(
        id: "5eb87cfdffd86e000604b34c",
        name: "Iridium NEXT Mission 1",
        flightNumber: 35,
        dateUtc: date(1484416440),
        dateUnix: 1484416440,
        dateLocal: date(1484416440),
        datePrecision: .hour,
        upcoming: false,
        success: true,
        details:
            "Return-to-flight mission after the loss of Amos-6 in September 2016. Iridium NEXT will replace the original Iridium constellation, launched in the late 1990s. Each Falcon mission will carry 10 satellites, with a goal to complete deployment of the 66 plus 9 spare satellite constellation by mid 2018.",
        rocket: SampleRockets.falcon9,
        launchpad: SampleLaunchpads.vafbSLC4E.reference,
        links: LaunchLinks(
            patch: PatchLinks(
                small: url("https://images2.imgbox.com/89/2a/bkI6LN0R_o.png"),
                large: url("https://images2.imgbox.com/24/c3/9MKjvOdD_o.png")),
            reddit: RedditLinks(
                campaign: url("https://www.reddit.com/r/spacex/comments/5dii6z"),
                launch: url("https://www.reddit.com/r/spacex/comments/5nsaqm"),
                media: url("https://www.reddit.com/r/spacex/comments/5nsico"),
                recovery: url("https://www.reddit.com/r/spacex/comments/5oe9kk")),
            flickr: FlickrLinks(original: [
                url("https://farm1.staticflickr.com/658/32394688795_55a9873ea7_o.jpg"),
                url("https://farm1.staticflickr.com/506/32394688095_a3339f3c6d_o.jpg"),
            ]),
            presskit: url("https://drive.google.com/open?id=0BwA3a65ef1OvZC1aU3FuMlQzalE"),
            webcast: url("https://www.youtube.com/watch?v=7WimRhydggo"),
            youtubeId: "7WimRhydggo",
            article: url(
                "https://spaceflightnow.com/2017/01/14/spacex-resumes-flights-with-on-target-launch-for-iridium/"),
            wikipedia: url(
                "https://en.wikipedia.org/wiki/Iridium_satellite_constellation#Next-generation_constellation")),
        cores: [
            LaunchCore(
                core: "5e9e28a3f359189e3a3b2645", flight: 1, gridfins: true, legs: true, reused: false,
                landingAttempt: true, landingSuccess: true, landingType: LandingType(rawValue: "ASDS"),
                landpad: "5e9e3033383ecbb9e534e7cc")
        ],
        fairings: LaunchFairings(reused: false, recoveryAttempt: false, recovered: false, ships: []),
        window: 0,
        staticFireDateUtc: date(1483645200),
        staticFireDateUnix: 1483645200,
        tbd: false,
        net: false,
        payloads: ["5eb0e4c2b6c3bb0006eeb208"],
        ships: ["5ea6ed2f080df4000697c910", "5ea6ed30080df4000697c912", "5ea6ed30080df4000697c915"],
        capsules: [],
        autoUpdate: true,
        launchLibraryId: nil)

    /// Falcon Heavy Test Flight, flight 55.
    static let falconHeavyTestFlight = Launch(
        id: "5eb87d13ffd86e000604b360",
        name: "Falcon Heavy Test Flight",
        flightNumber: 55,
        dateUtc: date(1517949900),
        dateUnix: 1517949900,
        dateLocal: date(1517949900),
        datePrecision: .hour,
        upcoming: false,
        success: true,
        details:
            "The launch was a success, and the side boosters landed simultaneously at adjacent ground pads. Drone ship landing of the central core failed. Final burn to heliocentric mars-earth orbit was successful after the second stage and payload passed through the Van Allen belts.",
        rocket: SampleRockets.falconHeavy,
        launchpad: SampleLaunchpads.kscLC39A.reference,
        links: LaunchLinks(
            patch: PatchLinks(
                small: url("https://images2.imgbox.com/cd/48/NVrODg2G_o.png"),
                large: url("https://images2.imgbox.com/97/11/mjn87zBs_o.png")),
            reddit: RedditLinks(
                campaign: url(
                    "https://www.reddit.com/r/spacex/comments/7hjp03/falcon_heavy_demo_launch_campaign_thread/"),
                launch: url(
                    "https://www.reddit.com/r/spacex/comments/7vg63x/rspacex_falcon_heavy_test_flight_official_launch/"),
                media: url(
                    "https://www.reddit.com/r/spacex/comments/7vimtm/rspacex_falcon_heavy_test_flight_media_thread/"),
                recovery: nil),
            flickr: FlickrLinks(original: [
                url("https://farm5.staticflickr.com/4745/40110304192_b0165b7785_o.jpg"),
                url("https://farm5.staticflickr.com/4676/40110297852_6173e5cae6_o.jpg"),
            ]),
            presskit: url("http://www.spacex.com/sites/spacex/files/falconheavypresskit_v1.pdf"),
            webcast: url("https://www.youtube.com/watch?v=wbSwFU6tY1c"),
            youtubeId: "wbSwFU6tY1c",
            article: url(
                "https://spaceflightnow.com/2018/02/07/spacex-debuts-worlds-most-powerful-rocket-sends-tesla-toward-the-asteroid-belt/"
            ),
            wikipedia: url("https://en.wikipedia.org/wiki/Elon_Musk%27s_Tesla_Roadster")),
        cores: [
            LaunchCore(
                core: "5e9e28a5f359187f703b2653", flight: 1, gridfins: true, legs: true, reused: false,
                landingAttempt: true, landingSuccess: false, landingType: LandingType(rawValue: "ASDS"),
                landpad: "5e9e3032383ecb6bb234e7ca"),
            LaunchCore(
                core: "5e9e28a2f359187f273b2642", flight: 2, gridfins: true, legs: true, reused: true,
                landingAttempt: true, landingSuccess: true, landingType: LandingType(rawValue: "RTLS"),
                landpad: "5e9e3032383ecb90a834e7c8"),
            LaunchCore(
                core: "5e9e28a2f3591845c73b2640", flight: 2, gridfins: true, legs: true, reused: true,
                landingAttempt: true, landingSuccess: true, landingType: LandingType(rawValue: "RTLS"),
                landpad: "5e9e3032383ecb267a34e7c7"),
        ],
        fairings: LaunchFairings(reused: false, recoveryAttempt: false, recovered: false, ships: []),
        window: 9000,
        staticFireDateUtc: date(1516815000),
        staticFireDateUnix: 1516815000,
        tbd: false,
        net: false,
        payloads: ["5eb0e4c6b6c3bb0006eeb21c"],
        ships: ["5ea6ed2f080df4000697c90c", "5ea6ed2f080df4000697c90d", "5ea6ed30080df4000697c913"],
        capsules: [],
        autoUpdate: true,
        launchLibraryId: nil)

    /// ArabSat 6A, flight 77.
    static let arabsat6A = Launch(
        id: "5eb87d2dffd86e000604b376",
        name: "ArabSat 6A",
        flightNumber: 77,
        dateUtc: date(1555022100),
        dateUnix: 1555022100,
        dateLocal: date(1555022100),
        datePrecision: .hour,
        upcoming: false,
        success: true,
        details:
            "SpaceX will launch Arabsat 6A to a geostationary transfer orbit from SLC-39A, KSC. The satellite is a geostationary telecommunications satellite built by Lockheed Martin for the Saudi Arabian company Arabsat. This will be the first operational flight of Falcon Heavy, and also the first Block 5 Falcon Heavy.",
        rocket: SampleRockets.falconHeavy,
        launchpad: SampleLaunchpads.kscLC39A.reference,
        links: LaunchLinks(
            patch: PatchLinks(
                small: url("https://images2.imgbox.com/14/18/JxCyAHXk_o.png"),
                large: url("https://images2.imgbox.com/9f/c3/GvLfwIfg_o.png")),
            reddit: RedditLinks(
                campaign: url("https://www.reddit.com/r/spacex/comments/b0kscl/arabsat6a_launch_campaign_thread/"),
                launch: url(
                    "https://www.reddit.com/r/spacex/comments/basm9y/rspacex_arabsat6a_official_launch_discussion/"),
                media: url(
                    "https://www.reddit.com/r/spacex/comments/bbhz9a/rspacex_arabsat6a_media_thread_videos_images_gifs/"
                ),
                recovery: url(
                    "https://www.reddit.com/r/spacex/comments/bcecao/fh_arabsat_6a_center_core_recovery_thread/")),
            flickr: FlickrLinks(original: [
                url("https://live.staticflickr.com/7911/32652060737_4be1171d4a_o.jpg"),
                url("https://live.staticflickr.com/7807/40628442293_9643eaf670_o.jpg"),
            ]),
            presskit: url("https://www.spacex.com/sites/spacex/files/arabsat-6a_press_kit.pdf"),
            webcast: url("https://youtu.be/TXMGu2d8c8g"),
            youtubeId: "TXMGu2d8c8g",
            article: url("https://spaceflightnow.com/2019/04/11/spacexs-falcon-heavy-successful-in-commercial-debut/"),
            wikipedia: url("https://en.wikipedia.org/wiki/Arabsat-6A")),
        cores: [
            LaunchCore(
                core: "5e9e28a6f3591897453b265f", flight: 1, gridfins: true, legs: true, reused: false,
                landingAttempt: true, landingSuccess: true, landingType: LandingType(rawValue: "ASDS"),
                landpad: "5e9e3032383ecb6bb234e7ca"),
            LaunchCore(
                core: "5e9e28a6f359183c413b265d", flight: 1, gridfins: true, legs: true, reused: false,
                landingAttempt: true, landingSuccess: true, landingType: LandingType(rawValue: "RTLS"),
                landpad: "5e9e3032383ecb267a34e7c7"),
            LaunchCore(
                core: "5e9e28a6f359188fd53b265e", flight: 1, gridfins: true, legs: true, reused: false,
                landingAttempt: true, landingSuccess: true, landingType: LandingType(rawValue: "RTLS"),
                landpad: "5e9e3032383ecb90a834e7c8"),
        ],
        fairings: LaunchFairings(
            reused: false, recoveryAttempt: true, recovered: true, ships: ["5ea6ed2f080df4000697c90c"]),
        window: 7020,
        staticFireDateUtc: date(1554458220),
        staticFireDateUnix: 1554458220,
        tbd: false,
        net: false,
        payloads: ["5eb0e4cbb6c3bb0006eeb236"],
        ships: [
            "5ea6ed2f080df4000697c90e", "5ea6ed30080df4000697c913", "5ea6ed2f080df4000697c90b",
            "5ea6ed2e080df4000697c909", "5ea6ed2f080df4000697c90c",
        ],
        capsules: [],
        autoUpdate: true,
        launchLibraryId: nil)

    /// STP-2, flight 81.
    static let stp2 = Launch(
        id: "5eb87d35ffd86e000604b37a",
        name: "STP-2",
        flightNumber: 81,
        dateUtc: date(1561433400),
        dateUnix: 1561433400,
        dateLocal: date(1561433400),
        datePrecision: .hour,
        upcoming: false,
        success: true,
        details:
            "Space Test Program 2 is a rideshare managed by the U.S. Air Force Space and Missile Systems Center (SMC), launching from LC-39A, KSC. Most of the spacecraft will be delivered into low Earth orbit (LEO) in two deployment sequences separated by a second stage burn.",
        rocket: SampleRockets.falconHeavy,
        launchpad: SampleLaunchpads.kscLC39A.reference,
        links: LaunchLinks(
            patch: PatchLinks(
                small: url("https://images2.imgbox.com/b0/90/fA4QaCAi_o.png"),
                large: url("https://images2.imgbox.com/81/9e/p6AaiJwj_o.png")),
            reddit: RedditLinks(
                campaign: url("https://www.reddit.com/r/spacex/comments/bw6aa8/stp2_launch_campaign_thread/"),
                launch: url(
                    "https://www.reddit.com/r/spacex/comments/c40a29/rspacex_stp2_official_launch_discussion_updates"),
                media: url(
                    "https://www.reddit.com/r/spacex/comments/c4ng3a/rspacex_stp2_media_thread_videos_images_gifs"),
                recovery: nil),
            flickr: FlickrLinks(original: [
                url("https://live.staticflickr.com/65535/48129211778_83c1769305_o.jpg"),
                url("https://live.staticflickr.com/65535/48129211908_8390c775b0_o.jpg"),
            ]),
            presskit: url("https://www.spacex.com/sites/spacex/files/stp-2_press_kit.pdf"),
            webcast: url("https://youtu.be/WxH4CAlhtiQ"),
            youtubeId: "WxH4CAlhtiQ",
            article: url(
                "https://spaceflightnow.com/2019/06/25/falcon-heavy-launches-on-military-led-rideshare-mission-boat-catches-fairing"
            ),
            wikipedia: url("https://en.wikipedia.org/wiki/Space_Test_Program")),
        cores: [
            LaunchCore(
                core: "5e9e28a7f3591878063b2661", flight: 1, gridfins: true, legs: true, reused: false,
                landingAttempt: true, landingSuccess: false, landingType: LandingType(rawValue: "ASDS"),
                landpad: "5e9e3032383ecb6bb234e7ca"),
            LaunchCore(
                core: "5e9e28a6f359183c413b265d", flight: 2, gridfins: true, legs: true, reused: true,
                landingAttempt: true, landingSuccess: true, landingType: LandingType(rawValue: "RTLS"),
                landpad: "5e9e3032383ecb267a34e7c7"),
            LaunchCore(
                core: "5e9e28a6f359188fd53b265e", flight: 2, gridfins: true, legs: true, reused: true,
                landingAttempt: true, landingSuccess: true, landingType: LandingType(rawValue: "RTLS"),
                landpad: "5e9e3032383ecb90a834e7c8"),
        ],
        fairings: LaunchFairings(
            reused: false, recoveryAttempt: true, recovered: true, ships: ["5ea6ed2e080df4000697c908"]),
        window: 14400,
        staticFireDateUtc: date(1560981120),
        staticFireDateUnix: 1560981120,
        tbd: false,
        net: false,
        payloads: [
            "5eb0e4ccb6c3bb0006eeb23a", "5eb0e4ccb6c3bb0006eeb23b", "5eb0e4ccb6c3bb0006eeb23c",
            "5eb0e4ccb6c3bb0006eeb23d", "5eb0e4ccb6c3bb0006eeb23e", "5eb0e4cdb6c3bb0006eeb23f",
            "5eb0e4cdb6c3bb0006eeb240", "5eb0e4cdb6c3bb0006eeb241", "5eb0e4cdb6c3bb0006eeb242",
            "5eb0e4cdb6c3bb0006eeb243", "5eb0e4cdb6c3bb0006eeb244", "5eb0e4cdb6c3bb0006eeb245",
            "5eb0e4ceb6c3bb0006eeb246", "5eb0e4ceb6c3bb0006eeb247", "5eb0e4ceb6c3bb0006eeb248",
            "5eb0e4ceb6c3bb0006eeb249",
        ],
        ships: [
            "5ea6ed30080df4000697c913", "5ea6ed2f080df4000697c90b", "5ea6ed2e080df4000697c909",
            "5ea6ed2e080df4000697c908", "5ea6ed2f080df4000697c90e",
        ],
        capsules: [],
        autoUpdate: true,
        launchLibraryId: nil)

    /// Crew Dragon In Flight Abort Test, flight 88.
    static let crewDragonInFlightAbortTest = Launch(
        id: "5eb87d3dffd86e000604b381",
        name: "Crew Dragon In Flight Abort Test",
        flightNumber: 88,
        dateUtc: date(1579442400),
        dateUnix: 1579442400,
        dateLocal: date(1579442400),
        datePrecision: .hour,
        upcoming: false,
        success: true,
        details:
            "SpaceX will launch a Crew Dragon capsule from LC-39A, KSC on a fully fueled Falcon 9 rocket and then trigger the launch escape system during the period of maximum dynamic pressure.",
        rocket: SampleRockets.falcon9,
        launchpad: SampleLaunchpads.kscLC39A.reference,
        links: LaunchLinks(
            patch: PatchLinks(
                small: url("https://images2.imgbox.com/c0/9d/SJYvC4hT_o.png"),
                large: url("https://images2.imgbox.com/19/df/IH0nVnSr_o.png")),
            reddit: RedditLinks(
                campaign: url(
                    "https://www.reddit.com/r/spacex/comments/ek7eny/in_flight_abort_test_launch_campaign_thread"),
                launch: url(
                    "https://www.reddit.com/r/spacex/comments/eq24ap/rspacex_inflight_abort_test_official_launch"),
                media: url(
                    "https://www.reddit.com/r/spacex/comments/eq7pg4/rspacex_inflight_abort_test_media_thread_videos/"),
                recovery: nil),
            flickr: FlickrLinks(original: [
                url("https://live.staticflickr.com/65535/49421605028_b7ba890f0e_o.jpg"),
                url("https://live.staticflickr.com/65535/49422067976_cda2b8f021_o.jpg"),
            ]),
            presskit: url("https://www.spacex.com/sites/spacex/files/in-flight_abort_test_press_kit.pdf"),
            webcast: url("https://youtu.be/mhrkdHshb3E"),
            youtubeId: "mhrkdHshb3E",
            article: url(
                "https://spaceflightnow.com/2020/01/19/spacex-aces-final-major-test-before-first-crew-mission"),
            wikipedia: url("https://en.wikipedia.org/wiki/Commercial_Crew_Development")),
        cores: [
            LaunchCore(
                core: "5e9e28a5f359182b023b2656", flight: 4, gridfins: false, legs: false, reused: true,
                landingAttempt: false, landingSuccess: nil, landingType: nil, landpad: nil)
        ],
        fairings: LaunchFairings(reused: nil, recoveryAttempt: nil, recovered: nil, ships: []),
        window: 14400,
        staticFireDateUtc: date(1578735720),
        staticFireDateUnix: 1578735720,
        tbd: false,
        net: false,
        payloads: ["5eb0e4d0b6c3bb0006eeb250"],
        ships: ["5ea6ed2f080df4000697c90c"],
        capsules: ["5e9e2c5df359184c9a3b2672"],
        autoUpdate: true,
        launchLibraryId: nil)

    /// CRS-20, flight 91.
    static let crs20 = Launch(
        id: "5eb87d42ffd86e000604b384",
        name: "CRS-20",
        flightNumber: 91,
        dateUtc: date(1583556631),
        dateUnix: 1583556631,
        dateLocal: date(1583556631),
        datePrecision: .hour,
        upcoming: false,
        success: true,
        details:
            "SpaceX's 20th and final Crew Resupply Mission under the original NASA CRS contract, this mission brings essential supplies to the International Space Station using SpaceX's reusable Dragon spacecraft. It is the last scheduled flight of a Dragon 1 capsule.",
        rocket: SampleRockets.falcon9,
        launchpad: SampleLaunchpads.ccsfsSLC40.reference,
        links: LaunchLinks(
            patch: PatchLinks(
                small: url("https://images2.imgbox.com/9b/93/k1hCBIG8_o.png"),
                large: url("https://images2.imgbox.com/dd/50/KsiuGQL4_o.png")),
            reddit: RedditLinks(
                campaign: url("https://www.reddit.com/r/spacex/comments/ezn6n0/crs20_launch_campaign_thread"),
                launch: url(
                    "https://www.reddit.com/r/spacex/comments/fe8pcj/rspacex_crs20_official_launch_discussion_updates/"),
                media: url(
                    "https://www.reddit.com/r/spacex/comments/fes64p/rspacex_crs20_media_thread_videos_images_gifs/"),
                recovery: nil),
            flickr: FlickrLinks(original: [
                url("https://live.staticflickr.com/65535/49635401403_96f9c322dc_o.jpg"),
                url("https://live.staticflickr.com/65535/49636202657_e81210a3ca_o.jpg"),
            ]),
            presskit: url("https://www.spacex.com/sites/spacex/files/crs-20_mission_press_kit.pdf"),
            webcast: url("https://youtu.be/1MkcWK2PnsU"),
            youtubeId: "1MkcWK2PnsU",
            article: url(
                "https://spaceflightnow.com/2020/03/07/late-night-launch-of-spacex-cargo-ship-marks-end-of-an-era/"),
            wikipedia: url("https://en.wikipedia.org/wiki/SpaceX_CRS-20")),
        cores: [
            LaunchCore(
                core: "5e9e28a7f359187afd3b2662", flight: 2, gridfins: true, legs: true, reused: true,
                landingAttempt: true, landingSuccess: true, landingType: LandingType(rawValue: "RTLS"),
                landpad: "5e9e3032383ecb267a34e7c7")
        ],
        window: 0,
        staticFireDateUtc: date(1583058000),
        staticFireDateUnix: 1583058000,
        tbd: false,
        net: false,
        payloads: ["5eb0e4d0b6c3bb0006eeb253"],
        ships: [],
        capsules: ["5e9e2c5cf359185d753b266f"],
        autoUpdate: true,
        launchLibraryId: nil)

    /// CCtCap Demo Mission 2, flight 94.
    static let cctcapDemoMission2 = Launch(
        id: "5eb87d46ffd86e000604b388",
        name: "CCtCap Demo Mission 2",
        flightNumber: 94,
        dateUtc: date(1590866520),
        dateUnix: 1590866520,
        dateLocal: date(1590866520),
        datePrecision: .hour,
        upcoming: false,
        success: true,
        details:
            "SpaceX will launch the second demonstration mission of its Crew Dragon vehicle as part of NASA's Commercial Crew Transportation Capability Program (CCtCap), carrying two NASA astronauts to the International Space Station.",
        rocket: SampleRockets.falcon9,
        launchpad: SampleLaunchpads.kscLC39A.reference,
        links: LaunchLinks(
            patch: PatchLinks(
                small: url("https://images2.imgbox.com/48/a8/LTqq8OrE_o.png"),
                large: url("https://images2.imgbox.com/e3/b7/DeT7QTkx_o.png")),
            reddit: RedditLinks(
                campaign: url("https://www.reddit.com/r/spacex/comments/fjf6rr/dm2_launch_campaign_thread/"),
                launch: url(
                    "https://www.reddit.com/r/spacex/comments/glwz6n/rspacex_cctcap_demonstration_mission_2_general"),
                media: url(
                    "https://www.reddit.com/r/spacex/comments/gp1gf5/rspacex_dm2_media_thread_photographer_contest/"),
                recovery: url(
                    "https://www.reddit.com/r/spacex/comments/gu5gkd/cctcap_demonstration_mission_2_stage_1_recovery/")),
            flickr: FlickrLinks(original: [
                url("https://live.staticflickr.com/65535/49927519643_b43c6d4c44_o.jpg"),
                url("https://live.staticflickr.com/65535/49927519588_8a39a3994f_o.jpg"),
            ]),
            presskit: url("https://www.nasa.gov/sites/default/files/atoms/files/commercialcrew_press_kit.pdf"),
            webcast: url("https://youtu.be/xY96v0OIcK4"),
            youtubeId: "xY96v0OIcK4",
            article: url(
                "https://spaceflightnow.com/2020/05/30/nasa-astronauts-launch-from-us-soil-for-first-time-in-nine-years/"
            ),
            wikipedia: url("https://en.wikipedia.org/wiki/Crew_Dragon_Demo-2")),
        cores: [
            LaunchCore(
                core: "5e9e28a7f3591817f23b2663", flight: 1, gridfins: true, legs: true, reused: false,
                landingAttempt: true, landingSuccess: true, landingType: LandingType(rawValue: "ASDS"),
                landpad: "5e9e3032383ecb6bb234e7ca")
        ],
        crew: [
            CrewAssignment(crew: "5ebf1a6e23a9a60006e03a7a", role: nil),
            CrewAssignment(crew: "5ebf1b7323a9a60006e03a7b", role: nil),
        ],
        window: 0,
        staticFireDateUtc: date(1590169140),
        staticFireDateUnix: 1590169140,
        tbd: false,
        net: false,
        payloads: ["5eb0e4d1b6c3bb0006eeb257"],
        ships: [
            "5ea6ed30080df4000697c913", "5ea6ed2f080df4000697c90b", "5ea6ed2f080df4000697c90c",
            "5ea6ed2e080df4000697c909", "5ea6ed2f080df4000697c90d",
        ],
        capsules: ["5e9e2c5df359188aba3b2676"],
        autoUpdate: true,
        launchLibraryId: nil)

    /// GPS III SV03 (Columbus), flight 97.
    static let gpsIIISV03Columbus = Launch(
        id: "5eb87d4affd86e000604b38b",
        name: "GPS III SV03 (Columbus)",
        flightNumber: 97,
        dateUtc: date(1593546900),
        dateUnix: 1593546900,
        dateLocal: date(1593546900),
        datePrecision: .hour,
        upcoming: false,
        success: true,
        details:
            "SpaceX will launch GPS Block III Space Vehicle 03 from SLC-40, Cape Canaveral AFS aboard a Falcon 9. GPS III is owned and operated by the US Air Force and produced by Lockheed Martin. This is the third GPS III satellite and the second launched by SpaceX. The satellite will be delivered into a MEO transfer orbit.",
        rocket: SampleRockets.falcon9,
        launchpad: SampleLaunchpads.ccsfsSLC40.reference,
        links: LaunchLinks(
            patch: PatchLinks(
                small: url("https://images2.imgbox.com/1f/83/TEXnegNL_o.png"),
                large: url("https://images2.imgbox.com/14/95/yd34FANN_o.png")),
            reddit: RedditLinks(
                campaign: url("https://www.reddit.com/r/spacex/comments/gzeshn/gps_iii_sv03_launch_campaign_thread/"),
                launch: url(
                    "https://www.reddit.com/r/spacex/comments/hi5hit/rspacex_gps_iii_sv03_columbus_official_launch/"),
                media: url(
                    "https://www.reddit.com/r/spacex/comments/hiq0vd/rspacex_gps_iii_sv03_media_thread_photographer/"),
                recovery: url("https://www.reddit.com/r/spacex/comments/hjendd/gps_iii_svo3_recovery_thread/")),
            flickr: FlickrLinks(original: [
                url("https://live.staticflickr.com/65535/50065947228_804efe6117_o.jpg"),
                url("https://live.staticflickr.com/65535/50065947263_e1a6ea1e22_o.jpg"),
            ]),
            presskit: nil,
            webcast: url("https://youtu.be/6zr0nfG3Xy4"),
            youtubeId: "6zr0nfG3Xy4",
            article: url(
                "https://spaceflightnow.com/2020/06/30/spacex-launches-its-first-mission-for-u-s-space-force/"),
            wikipedia: url("https://en.wikipedia.org/wiki/GPS_Block_III")),
        cores: [
            LaunchCore(
                core: "5ef670f10059c33cee4a826c", flight: 1, gridfins: true, legs: true, reused: false,
                landingAttempt: true, landingSuccess: true, landingType: LandingType(rawValue: "ASDS"),
                landpad: "5e9e3033383ecbb9e534e7cc")
        ],
        fairings: LaunchFairings(reused: nil, recoveryAttempt: true, recovered: true, ships: []),
        window: 0,
        staticFireDateUtc: date(1593078480),
        staticFireDateUnix: 1593078480,
        tbd: false,
        net: false,
        payloads: ["5eb0e4d2b6c3bb0006eeb25c"],
        ships: [],
        capsules: [],
        autoUpdate: true,
        launchLibraryId: nil)

    /// ANASIS-II, flight 98.
    static let anasisII = Launch(
        id: "5eb87d50ffd86e000604b394",
        name: "ANASIS-II",
        flightNumber: 98,
        dateUtc: date(1595280600),
        dateUnix: 1595280600,
        dateLocal: date(1595280600),
        datePrecision: .hour,
        upcoming: false,
        success: true,
        details:
            "SpaceX will launch ANASIS-II, a South Korean geostationary military communication satellite from LC-39A, Kennedy Space Center. It will be South Korea's first dedicated military communications satellite. Falcon 9 will deliver the satellite to a geostationary transfer orbit.",
        rocket: SampleRockets.falcon9,
        launchpad: SampleLaunchpads.ccsfsSLC40.reference,
        links: LaunchLinks(
            patch: PatchLinks(
                small: url("https://images2.imgbox.com/c3/19/YmxxZMLw_o.png"),
                large: url("https://images2.imgbox.com/d4/0b/QdfjLsV3_o.png")),
            reddit: RedditLinks(
                campaign: url("https://www.reddit.com/r/spacex/comments/hkbhqo/anasisii_launch_campaign_thread"),
                launch: url(
                    "https://www.reddit.com/r/spacex/comments/hu6sci/rspacex_anasisii_official_launch_discussion/"),
                media: url(
                    "https://www.reddit.com/r/spacex/comments/hun4pv/rspacex_anasisii_media_thread_photographer_contest/"
                ), recovery: url("https://www.reddit.com/r/spacex/comments/hvgjk9/anasisii_recovery_thread/")),
            flickr: FlickrLinks(original: [
                url("https://live.staticflickr.com/65535/50136967628_eda99b6353_o.jpg"),
                url("https://live.staticflickr.com/65535/50137510881_4618ba6c84_o.jpg"),
            ]),
            presskit: nil,
            webcast: url("https://youtu.be/TshvZlQ7le8"),
            youtubeId: "TshvZlQ7le8",
            article: url(
                "https://spaceflightnow.com/2020/07/20/spacex-delivers-south-koreas-first-military-satellite-into-on-target-orbit/"
            ),
            wikipedia: nil),
        cores: [
            LaunchCore(
                core: "5e9e28a7f3591817f23b2663", flight: 2, gridfins: true, legs: true, reused: true,
                landingAttempt: true, landingSuccess: true, landingType: LandingType(rawValue: "ASDS"),
                landpad: "5e9e3033383ecbb9e534e7cc")
        ],
        fairings: LaunchFairings(
            reused: nil, recoveryAttempt: true, recovered: true,
            ships: ["5ea6ed2e080df4000697c908", "5ea6ed2e080df4000697c907"]),
        window: 0,
        staticFireDateUtc: date(1594490280),
        staticFireDateUnix: 1594490280,
        tbd: false,
        net: false,
        payloads: ["5eb0e4d2b6c3bb0006eeb25b"],
        ships: ["5ea6ed2e080df4000697c908", "5ea6ed2e080df4000697c907", "5ea6ed2f080df4000697c90b"],
        capsules: [],
        autoUpdate: true,
        launchLibraryId: nil)

    /// SAOCOM 1B, GNOMES-1, Tyvak-0172, flight 101.
    static let saocom1BGNOMES1Tyvak0172 = Launch(
        id: "5eb87d47ffd86e000604b38a",
        name: "SAOCOM 1B, GNOMES-1, Tyvak-0172",
        flightNumber: 101,
        dateUtc: date(1598829480),
        dateUnix: 1598829480,
        dateLocal: date(1598829480),
        datePrecision: .hour,
        upcoming: false,
        success: true,
        details:
            "SpaceX's Falcon 9 will launch the second of the two satellite SAOCOM 1 satellites into a sun-synchronous polar orbit from SLC-40, Cape Canaveral AFS. SAOCOM 1B is a synthetic aperture radar Earth observation satellite to support disaster management.",
        rocket: SampleRockets.falcon9,
        launchpad: SampleLaunchpads.ccsfsSLC40.reference,
        links: LaunchLinks(
            patch: PatchLinks(
                small: url("https://images2.imgbox.com/ff/20/EcENG8MX_o.png"),
                large: url("https://images2.imgbox.com/97/0a/h6UEgv3Y_o.png")),
            reddit: RedditLinks(
                campaign: url("https://www.reddit.com/r/spacex/comments/ffoz5r/saocom_1b_launch_campaign_thread/"),
                launch: url(
                    "https://www.reddit.com/r/spacex/comments/iiwlch/rspacex_saocom_1b_launch_discussion_updates_thread/"
                ),
                media: url(
                    "https://www.reddit.com/r/spacex/comments/ij8mxf/rspacex_starlink11_saocom_1b_media_thread/"),
                recovery: nil),
            flickr: FlickrLinks(original: [
                url("https://live.staticflickr.com/65535/50291453997_aa715950e7_o.jpg"),
                url("https://live.staticflickr.com/65535/50291306296_85b6ff12a2_o.jpg"),
            ]),
            presskit: nil,
            webcast: url("https://youtu.be/P-gLOsDjE3E"),
            youtubeId: "P-gLOsDjE3E",
            article: url(
                "https://spaceflightnow.com/2020/08/31/spacex-launches-first-polar-orbit-mission-from-florida-in-decades/"
            ),
            wikipedia: url("https://en.wikipedia.org/wiki/SAOCOM")),
        cores: [
            LaunchCore(
                core: "5e9e28a7f359187afd3b2662", flight: 4, gridfins: true, legs: true, reused: true,
                landingAttempt: true, landingSuccess: true, landingType: LandingType(rawValue: "RTLS"),
                landpad: "5e9e3032383ecb267a34e7c7")
        ],
        fairings: LaunchFairings(
            reused: nil, recoveryAttempt: true, recovered: true, ships: ["5ea6ed2e080df4000697c907"]),
        window: nil,
        staticFireDateUtc: nil,
        staticFireDateUnix: nil,
        tbd: false,
        net: false,
        payloads: ["5eb0e4d1b6c3bb0006eeb259"],
        ships: ["5ea6ed2e080df4000697c907"],
        capsules: [],
        autoUpdate: true,
        launchLibraryId: nil)

    /// GPS III SV04 (Sacagawea), flight 106.
    static let gpsIIISV04Sacagawea = Launch(
        id: "5eb87d4cffd86e000604b38d",
        name: "GPS III SV04 (Sacagawea)",
        flightNumber: 106,
        dateUtc: date(1604618640),
        dateUnix: 1604618640,
        dateLocal: date(1604618640),
        datePrecision: .hour,
        upcoming: false,
        success: true,
        details:
            "SpaceX will launch GPS Block III Space Vehicle 04 from SLC-40, Cape Canaveral AFS aboard a Falcon 9. GPS III is owned and operated by the US Air Force and produced by Lockheed Martin. This will be the fourth GPS III satellite launched and the third launched by SpaceX.",
        rocket: SampleRockets.falcon9,
        launchpad: SampleLaunchpads.ccsfsSLC40.reference,
        links: LaunchLinks(
            patch: PatchLinks(
                small: url("https://images2.imgbox.com/5e/b7/Kn4Vn6nM_o.png"),
                large: url("https://images2.imgbox.com/c8/f5/tRqtdHD6_o.png")),
            reddit: RedditLinks(
                campaign: url("https://www.reddit.com/r/spacex/comments/io0swm/gps_iii_sv04_launch_campaign_thread/"),
                launch: url(
                    "https://www.reddit.com/r/spacex/comments/jobxn2/rspacex_gps_iii_sv04_sacagawea_official_launch/"),
                media: nil, recovery: nil),
            flickr: FlickrLinks(original: [
                url("https://live.staticflickr.com/65535/50611865511_2299e11860_o.jpg"),
                url("https://live.staticflickr.com/65535/50611118958_448d239fe1_o.jpg"),
            ]),
            presskit: nil,
            webcast: url("https://youtu.be/wufXF5YKR1M"),
            youtubeId: "wufXF5YKR1M",
            article: url(
                "https://spaceflightnow.com/2020/11/06/spacex-launches-gps-navigation-satellite-from-cape-canaveral/"),
            wikipedia: url("https://en.wikipedia.org/wiki/GPS_Block_III")),
        cores: [
            LaunchCore(
                core: "5f57c5440622a633027900a0", flight: 1, gridfins: true, legs: true, reused: false,
                landingAttempt: true, landingSuccess: true, landingType: LandingType(rawValue: "ASDS"),
                landpad: "5e9e3032383ecb6bb234e7ca")
        ],
        fairings: LaunchFairings(
            reused: nil, recoveryAttempt: true, recovered: nil, ships: ["5ea6ed2e080df4000697c907"]),
        window: nil,
        staticFireDateUtc: date(1601012520),
        staticFireDateUnix: 1601012520,
        tbd: false,
        net: false,
        payloads: ["5eb0e4d2b6c3bb0006eeb25e"],
        ships: ["5ea6ed30080df4000697c913", "5ee68c683c228f36bd5809b5", "5ea6ed2e080df4000697c907"],
        capsules: [],
        autoUpdate: true,
        launchLibraryId: nil)

    /// Crew-1, flight 107.
    static let crew1 = Launch(
        id: "5eb87d4dffd86e000604b38e",
        name: "Crew-1",
        flightNumber: 107,
        dateUtc: date(1605486420),
        dateUnix: 1605486420,
        dateLocal: date(1605486420),
        datePrecision: .hour,
        upcoming: false,
        success: true,
        details:
            "SpaceX will launch the first operational mission of its Crew Dragon vehicle as part of NASA's Commercial Crew Transportation Capability Program (CCtCap), carrying 3 NASA astronauts and 1 JAXA astronaut to the International Space Station.",
        rocket: SampleRockets.falcon9,
        launchpad: SampleLaunchpads.kscLC39A.reference,
        links: LaunchLinks(
            patch: PatchLinks(
                small: url("https://images2.imgbox.com/98/cc/UJd0SS73_o.png"),
                large: url("https://images2.imgbox.com/03/3d/LzQWXPfy_o.png")),
            reddit: RedditLinks(
                campaign: url("https://www.reddit.com/r/spacex/comments/iwb8bl/crew1_launch_campaign_thread/"),
                launch: url(
                    "https://www.reddit.com/r/spacex/comments/ju7fxv/rspacex_crew1_official_launch_coast_docking/"),
                media: url(
                    "https://www.reddit.com/r/spacex/comments/judv0r/rspacex_crew1_media_thread_photographer_contest/"),
                recovery: nil),
            flickr: FlickrLinks(original: [
                url("https://live.staticflickr.com/65535/50618376646_8f52c31fc4_o.jpg"),
                url("https://live.staticflickr.com/65535/50618376731_43ddaab1b8_o.jpg"),
            ]),
            presskit: nil,
            webcast: url("https://youtu.be/bnChQbxLkkI"),
            youtubeId: "bnChQbxLkkI",
            article: url(
                "https://spaceflightnow.com/2020/11/16/astronauts-ride-spacex-crew-capsule-in-landmark-launch-for-commercial-spaceflight/"
            ),
            wikipedia: url("https://en.wikipedia.org/wiki/SpaceX_Crew-1")),
        cores: [
            LaunchCore(
                core: "5f57c53d0622a6330279009f", flight: 1, gridfins: true, legs: true, reused: false,
                landingAttempt: true, landingSuccess: true, landingType: LandingType(rawValue: "ASDS"),
                landpad: "5e9e3033383ecbb9e534e7cc")
        ],
        crew: [
            CrewAssignment(crew: "5f7f1543bf32c864a529b23e", role: "Mission Specialist 2"),
            CrewAssignment(crew: "5f7f158bbf32c864a529b23f", role: "Mission Specialist 1"),
            CrewAssignment(crew: "5f7f15d5bf32c864a529b240", role: "Pilot"),
            CrewAssignment(crew: "5f7f1614bf32c864a529b241", role: "Commander"),
        ],
        window: 0,
        staticFireDateUtc: date(1605111420),
        staticFireDateUnix: 1605111420,
        tbd: false,
        net: false,
        payloads: ["5eb0e4d2b6c3bb0006eeb25f"],
        ships: [
            "5ea6ed2f080df4000697c910", "5ee68c683c228f36bd5809b5", "5ea6ed2f080df4000697c90c",
            "5ea6ed2e080df4000697c909", "5ea6ed2f080df4000697c90b",
        ],
        capsules: ["5f6f99fddcfdf403df379709"],
        autoUpdate: true,
        launchLibraryId: nil)

    /// Sentinel-6 Michael Freilich, flight 108.
    static let sentinel6MichaelFreilich = Launch(
        id: "5ed983aa1f30554030d45c31",
        name: "Sentinel-6 Michael Freilich",
        flightNumber: 108,
        dateUtc: date(1605979020),
        dateUnix: 1605979020,
        dateLocal: date(1605979020),
        datePrecision: .hour,
        upcoming: false,
        success: true,
        details:
            "SpaceX will launch Sentinel-6 Michael Freilich into low Earth orbit for NASA, NOAA, ESA, and the European Organization for the Exploitation of Meteorological Satellites aboard a Falcon 9 from SLC-4E, Vandenberg Air Force Station.",
        rocket: SampleRockets.falcon9,
        launchpad: SampleLaunchpads.vafbSLC4E.reference,
        links: LaunchLinks(
            patch: PatchLinks(
                small: url("https://images2.imgbox.com/96/40/667HXq7w_o.png"),
                large: url("https://images2.imgbox.com/26/73/pypHBlGD_o.png")),
            reddit: RedditLinks(
                campaign: url(
                    "https://www.reddit.com/r/spacex/comments/jkk93v/sentinel6_michael_freilich_launch_campaign_thread/"
                ),
                launch: url(
                    "https://www.reddit.com/r/spacex/comments/jxsche/rspacex_sentinel6_official_launch_discussion/"),
                media: url(
                    "https://www.reddit.com/r/spacex/comments/jyd67q/rspacex_sentinel6_media_thread_photographer/"),
                recovery: nil),
            flickr: FlickrLinks(original: [
                url("https://live.staticflickr.com/65535/50630802488_8cc373728e_o.jpg"),
                url("https://live.staticflickr.com/65535/50631642722_3af8131c6f_o.jpg"),
            ]),
            presskit: nil,
            webcast: url("https://youtu.be/aVFPzTDCihQ"),
            youtubeId: "aVFPzTDCihQ",
            article: url(
                "https://spaceflightnow.com/2020/11/21/international-satellite-launches-to-extend-measurements-of-sea-level-rise/"
            ),
            wikipedia: url("https://en.wikipedia.org/wiki/Copernicus_Sentinel-6")),
        cores: [
            LaunchCore(
                core: "5f57c54a0622a633027900a1", flight: 1, gridfins: true, legs: true, reused: false,
                landingAttempt: true, landingSuccess: true, landingType: LandingType(rawValue: "RTLS"),
                landpad: "5e9e3032383ecb554034e7c9")
        ],
        fairings: LaunchFairings(reused: nil, recoveryAttempt: nil, recovered: nil, ships: []),
        window: nil,
        staticFireDateUtc: date(1605619020),
        staticFireDateUnix: 1605619020,
        tbd: false,
        net: false,
        payloads: ["5ed9867c1f30554030d45c40"],
        ships: [],
        capsules: [],
        autoUpdate: true,
        launchLibraryId: nil)

    /// CRS-21, flight 110.
    static let crs21 = Launch(
        id: "5eb87d4effd86e000604b391",
        name: "CRS-21",
        flightNumber: 110,
        dateUtc: date(1607271420),
        dateUnix: 1607271420,
        dateLocal: date(1607271420),
        datePrecision: .hour,
        upcoming: false,
        success: true,
        details:
            "SpaceX's 21st ISS resupply mission on behalf of NASA and the first under the CRS-2 contract, this mission brings essential supplies to the International Space Station using the cargo variant of SpaceX's Dragon 2 spacecraft. The external payload for this mission is the Nanoracks Bishop Airlock.",
        rocket: SampleRockets.falcon9,
        launchpad: SampleLaunchpads.kscLC39A.reference,
        links: LaunchLinks(
            patch: PatchLinks(
                small: url("https://images2.imgbox.com/a2/a0/cHJWyFCo_o.png"),
                large: url("https://images2.imgbox.com/dd/53/W10Rog1y_o.png")),
            reddit: RedditLinks(
                campaign: url("https://www.reddit.com/r/spacex/comments/jw8bfe/crs21_launch_campaign_thread/"),
                launch: url(
                    "https://www.reddit.com/r/spacex/comments/k6my16/rspacex_crs21_official_launch_discussion_updates/"),
                media: nil,
                recovery: url(
                    "https://www.reddit.com/r/spacex/comments/k2ts1q/rspacex_fleet_updates_discussion_thread/")),
            flickr: FlickrLinks(original: [
                url("https://live.staticflickr.com/65535/50689254612_db8bc87d2c_o.jpg"),
                url("https://live.staticflickr.com/65535/50689254712_98ef758c81_o.jpg"),
            ]),
            presskit: url(
                "https://www.nasa.gov/sites/default/files/atoms/files/spacex_crs-21_mision_overview_high_res.pdf"),
            webcast: url("https://youtu.be/4xJAGFR_N-c"),
            youtubeId: "4xJAGFR_N-c",
            article: url(
                "https://spaceflightnow.com/2020/12/06/spacex-launches-first-in-new-line-of-upgraded-space-station-cargo-ships/"
            ),
            wikipedia: url("https://en.wikipedia.org/wiki/SpaceX_CRS-21")),
        cores: [
            LaunchCore(
                core: "5e9e28a7f3591817f23b2663", flight: 4, gridfins: true, legs: true, reused: true,
                landingAttempt: true, landingSuccess: true, landingType: LandingType(rawValue: "ASDS"),
                landpad: "5e9e3032383ecb6bb234e7ca")
        ],
        window: nil,
        staticFireDateUtc: date(1607003100),
        staticFireDateUnix: 1607003100,
        tbd: false,
        net: false,
        payloads: ["5eb0e4d3b6c3bb0006eeb262"],
        ships: ["5ea6ed30080df4000697c913", "5ea6ed2f080df4000697c90b", "5ea6ed2f080df4000697c90d"],
        capsules: ["5fbb0f8fec55b34eb9f35c14"],
        autoUpdate: true,
        launchLibraryId: nil)

    /// NROL-108, flight 112.
    static let nrol108 = Launch(
        id: "5f8399fb818d8b59f5740d43",
        name: "NROL-108",
        flightNumber: 112,
        dateUtc: date(1608386400),
        dateUnix: 1608386400,
        dateLocal: date(1608386400),
        datePrecision: .hour,
        upcoming: false,
        success: true,
        details:
            "SpaceX will launch NROL-108 for the National Reconnaissance Office aboard a Falcon 9 from SLC-40, Cape Canaveral Air Force Station. The booster for this mission is expected to land at LZ-1.",
        rocket: SampleRockets.falcon9,
        launchpad: SampleLaunchpads.kscLC39A.reference,
        links: LaunchLinks(
            patch: PatchLinks(
                small: url("https://images2.imgbox.com/25/01/sBErNO7T_o.jpg"),
                large: url("https://images2.imgbox.com/be/b5/tGnEI6rY_o.jpg")),
            reddit: RedditLinks(
                campaign: url("https://www.reddit.com/r/spacex/comments/j7qqbg/nrol108_launch_campaign_thread/"),
                launch: url(
                    "https://www.reddit.com/r/spacex/comments/ke9pmg/rspacex_nrol108_official_launch_discussion/"),
                media: nil,
                recovery: url(
                    "https://www.reddit.com/r/spacex/comments/k2ts1q/rspacex_fleet_updates_discussion_thread/")),
            flickr: FlickrLinks(original: [
                url("https://live.staticflickr.com/65535/50740257483_0f550f6a25_o.jpg"),
                url("https://live.staticflickr.com/65535/50740993291_57ef3f881b_o.jpg"),
            ]),
            presskit: nil,
            webcast: url("https://youtu.be/9OeVwaFBkfE"),
            youtubeId: "9OeVwaFBkfE",
            article: url(
                "https://spaceflightnow.com/2020/12/19/spacex-closes-out-record-year-of-launches-from-floridas-space-coast/"
            ),
            wikipedia: url("https://en.wikipedia.org/wiki/National_Reconnaissance_Office")),
        cores: [
            LaunchCore(
                core: "5e9e28a7f359187afd3b2662", flight: 5, gridfins: true, legs: true, reused: true,
                landingAttempt: true, landingSuccess: true, landingType: LandingType(rawValue: "RTLS"),
                landpad: "5e9e3032383ecb267a34e7c7")
        ],
        fairings: LaunchFairings(
            reused: false, recoveryAttempt: true, recovered: true,
            ships: ["5ea6ed2e080df4000697c908", "5ea6ed2f080df4000697c90c"]),
        window: nil,
        staticFireDateUtc: nil,
        staticFireDateUnix: nil,
        tbd: false,
        net: false,
        payloads: ["5f839ac7818d8b59f5740d48"],
        ships: ["5ea6ed2f080df4000697c90c", "5ea6ed2e080df4000697c908"],
        capsules: [],
        autoUpdate: true,
        launchLibraryId: nil)

    /// Crew-2, flight 123.
    static let crew2 = Launch(
        id: "5fe3af58b3467846b324215f",
        name: "Crew-2",
        flightNumber: 123,
        dateUtc: date(1619171340),
        dateUnix: 1619171340,
        dateLocal: date(1619171340),
        datePrecision: .hour,
        upcoming: false,
        success: true,
        details:
            "SpaceX launches the second operational mission of its Crew Dragon vehicle as part of NASA's Commercial Crew Program, carrying NASA astronauts Shane Kimbrough, Megan McArthur, Thomas Pesquet, and Akihiko Hoshide to the International Space Station. The Falcon 9 and Crew Dragon lift off from LC-39A, Kennedy Space Center.",
        rocket: SampleRockets.falcon9,
        launchpad: SampleLaunchpads.kscLC39A.reference,
        links: LaunchLinks(
            patch: PatchLinks(
                small: url("https://images2.imgbox.com/c4/ee/2m9k8HLW_o.png"),
                large: url("https://images2.imgbox.com/cf/e3/b0i2QZU1_o.png")),
            reddit: RedditLinks(
                campaign: url("https://www.reddit.com/r/spacex/comments/lrx7ez/crew2_launch_campaign_thread/"),
                launch: url(
                    "https://www.reddit.com/r/spacex/comments/mvcst9/rspacex_crew2_launch_discussion_updates_thread/"),
                media: nil, recovery: nil),
            flickr: FlickrLinks(original: [
                url("https://live.staticflickr.com/65535/51136761295_edb4d3ba1d_o.jpg"),
                url("https://live.staticflickr.com/65535/51135652706_3e8448193d_o.jpg"),
            ]),
            presskit: nil,
            webcast: url("https://youtu.be/lW07SN3YoLI"),
            youtubeId: "lW07SN3YoLI",
            article: url(
                "https://spaceflightnow.com/2021/04/23/spacex-launches-astronauts-on-refurbished-capsule-and-flight-proven-rocket/"
            ),
            wikipedia: url("https://en.wikipedia.org/wiki/SpaceX_Crew-2")),
        cores: [
            LaunchCore(
                core: "5f57c53d0622a6330279009f", flight: 2, gridfins: true, legs: true, reused: true,
                landingAttempt: true, landingSuccess: true, landingType: LandingType(rawValue: "ASDS"),
                landpad: "5e9e3032383ecb6bb234e7ca")
        ],
        crew: [
            CrewAssignment(crew: "5fe3ba5fb3467846b3242188", role: nil),
            CrewAssignment(crew: "5fe3bb01b3467846b3242189", role: nil),
            CrewAssignment(crew: "5fe3bc3db3467846b324218b", role: nil),
            CrewAssignment(crew: "5fe3bc8ab3467846b324218c", role: nil),
        ],
        window: 0,
        staticFireDateUtc: date(1618657260),
        staticFireDateUnix: 1618657260,
        tbd: false,
        net: false,
        payloads: ["5fe3b3adb3467846b3242173"],
        ships: ["5ea6ed2e080df4000697c909", "5ea6ed30080df4000697c913"],
        capsules: ["5e9e2c5df359188aba3b2676"],
        autoUpdate: true,
        launchLibraryId: "32dcb5ad-7609-4fc0-8094-768ee5c2ebe0")

    /// Inspiration4, flight 135.
    static let inspiration4 = Launch(
        id: "607a37565a906a44023e0866",
        name: "Inspiration4",
        flightNumber: 135,
        dateUtc: date(1631750520),
        dateUnix: 1631750520,
        dateLocal: date(1631750520),
        datePrecision: .hour,
        upcoming: false,
        success: true,
        details:
            "Inspiration4 is the world’s first all-civilian mission to space. The mission will be commanded by Jared Isaacman, the 37-year-old founder and Chief Executive Officer of Shift4 Payments and an accomplished pilot and adventurer.",
        rocket: SampleRockets.falcon9,
        launchpad: SampleLaunchpads.kscLC39A.reference,
        links: LaunchLinks(
            patch: PatchLinks(
                small: url("https://images2.imgbox.com/bb/2f/jMnSSQHM_o.png"),
                large: url("https://images2.imgbox.com/eb/36/ZJnCO6hc_o.png")),
            reddit: RedditLinks(
                campaign: url("https://www.reddit.com/r/spacex/comments/pc1fq7/inspiration4_launch_campaign_thread/"),
                launch: url(
                    "https://www.reddit.com/r/spacex/comments/po651k/rspacex_inspiration4_launch_discussion_updates/"),
                media: nil, recovery: nil),
            flickr: FlickrLinks(original: []),
            presskit: nil,
            webcast: url("https://youtu.be/3pv01sSq44w"),
            youtubeId: "3pv01sSq44w",
            article: nil,
            wikipedia: url("https://en.wikipedia.org/wiki/Inspiration4")),
        cores: [
            LaunchCore(
                core: "5f57c5440622a633027900a0", flight: 3, gridfins: true, legs: true, reused: true,
                landingAttempt: true, landingSuccess: true, landingType: LandingType(rawValue: "ASDS"),
                landpad: "5e9e3033383ecbb9e534e7cc")
        ],
        crew: [
            CrewAssignment(crew: "607a3a5f5a906a44023e0870", role: nil),
            CrewAssignment(crew: "607a3ab45a906a44023e0872", role: nil),
            CrewAssignment(crew: "607b48375a906a44023e08b8", role: nil),
            CrewAssignment(crew: "607b48da5a906a44023e08b9", role: nil),
        ],
        window: 18000,
        staticFireDateUtc: date(1631516820),
        staticFireDateUnix: 1631516820,
        tbd: false,
        net: false,
        payloads: ["607a382f5a906a44023e0867"],
        ships: ["5ea6ed2f080df4000697c910", "5ee68c683c228f36bd5809b5", "614251b711a64135defb3654"],
        capsules: ["5f6f99fddcfdf403df379709"],
        autoUpdate: true,
        launchLibraryId: "621d64e6-0513-45dc-8ffa-c9fd56518398")

    /// Crew-3, flight 136.
    static let crew3 = Launch(
        id: "5fe3b15eb3467846b324216d",
        name: "Crew-3",
        flightNumber: 136,
        dateUtc: date(1636596180),
        dateUnix: 1636596180,
        dateLocal: date(1636596180),
        datePrecision: .hour,
        upcoming: false,
        success: true,
        details:
            "SpaceX will launch the third operational mission of its Crew Dragon vehicle as part of NASA's Commercial Crew Program, carrying four astronauts to the International Space Station, including 1 international partner This mission will fly on a new capsule and a once used booster.",
        rocket: SampleRockets.falcon9,
        launchpad: SampleLaunchpads.kscLC39A.reference,
        links: LaunchLinks(
            patch: PatchLinks(
                small: url("https://images2.imgbox.com/5a/2f/w3woVyro_o.png"),
                large: url("https://images2.imgbox.com/80/34/J7ROsgsi_o.png")),
            reddit: RedditLinks(
                campaign: url("https://www.reddit.com/r/spacex/comments/q8r52a/crew3_launch_campaign_thread/"),
                launch: url(
                    "https://www.reddit.com/r/spacex/comments/qij6f4/rspacex_crew3_launch_discussion_updates_thread/"),
                media: nil, recovery: nil),
            flickr: FlickrLinks(original: [
                url("https://live.staticflickr.com/65535/51673353699_e3da266245_o.jpg"),
                url("https://live.staticflickr.com/65535/51673548360_64354b760f_o.jpg"),
            ]),
            presskit: nil,
            webcast: url("https://youtu.be/WZvtrnFItNs"),
            youtubeId: "WZvtrnFItNs",
            article: url(
                "https://spaceflightnow.com/2021/11/11/spacex-debuts-new-dragon-capsule-in-launch-to-the-international-space-station/"
            ),
            wikipedia: url("https://en.wikipedia.org/wiki/SpaceX_Crew-3")),
        cores: [
            LaunchCore(
                core: "60b800111f83cc1e59f16438", flight: 2, gridfins: true, legs: true, reused: true,
                landingAttempt: true, landingSuccess: true, landingType: LandingType(rawValue: "ASDS"),
                landpad: "5e9e3033383ecb075134e7cd")
        ],
        crew: [
            CrewAssignment(crew: "5fe3c587b3467846b3242198", role: nil),
            CrewAssignment(crew: "5fe3c5beb3467846b3242199", role: nil),
            CrewAssignment(crew: "5fe3c5f6b3467846b324219a", role: nil),
            CrewAssignment(crew: "60c4b5ad4e041c0b356db393", role: nil),
        ],
        window: 0,
        staticFireDateUtc: date(1635399960),
        staticFireDateUnix: 1635399960,
        tbd: false,
        net: false,
        payloads: ["5fe3b3bab3467846b3242174"],
        ships: [
            "5ea6ed2d080df4000697c904", "5ee68c683c228f36bd5809b5", "614251b711a64135defb3654",
            "5ea6ed2f080df4000697c90c", "5ea6ed2e080df4000697c909",
        ],
        capsules: ["617c05591bad2c661a6e2909"],
        autoUpdate: true,
        launchLibraryId: "0d779392-1a36-4c1e-b0b8-ec11e3031ee6")

    /// Ax-1, flight 156.
    static let ax1 = Launch(
        id: "61eefaa89eb1064137a1bd73",
        name: "Ax-1",
        flightNumber: 156,
        dateUtc: date(1649431020),
        dateUnix: 1649431020,
        dateLocal: date(1649431020),
        datePrecision: .hour,
        upcoming: false,
        success: true,
        details:
            "Axiom Mission 1 (or Ax-1) is a planned SpaceX Crew Dragon mission to the International Space Station (ISS), operated by SpaceX on behalf of Axiom Space. The flight will launch no earlier than 31 March 2022 and send four people to the ISS for an eight-day stay",
        rocket: SampleRockets.falcon9,
        launchpad: SampleLaunchpads.kscLC39A.reference,
        links: LaunchLinks(
            patch: PatchLinks(
                small: url("https://images2.imgbox.com/16/33/EAmegdSP_o.png"),
                large: url("https://images2.imgbox.com/27/1c/FaWQjihE_o.png")),
            reddit: RedditLinks(
                campaign: url("https://www.reddit.com/r/spacex/comments/t3ez79/axiom1_launch_campaign_thread/"),
                launch: url(
                    "https://www.reddit.com/r/spacex/comments/tyd866/rspacex_axiom1_launch_discussion_and_updates/"),
                media: nil, recovery: nil),
            flickr: FlickrLinks(original: [
                url("https://live.staticflickr.com/65535/51991997860_fa865513ec_o.jpg"),
                url("https://live.staticflickr.com/65535/51991997845_85b28ce575_o.jpg"),
            ]),
            presskit: nil,
            webcast: url("https://youtu.be/5nLk_Vqp7nw"),
            youtubeId: "5nLk_Vqp7nw",
            article: nil,
            wikipedia: url("https://en.wikipedia.org/wiki/Axiom_Mission_1")),
        cores: [
            LaunchCore(
                core: "5f57c5440622a633027900a0", flight: 5, gridfins: true, legs: true, reused: true,
                landingAttempt: true, landingSuccess: true, landingType: LandingType(rawValue: "ASDS"),
                landpad: "5e9e3033383ecb075134e7cd")
        ],
        crew: [
            CrewAssignment(crew: "61eefc9c9eb1064137a1bd77", role: nil),
            CrewAssignment(crew: "61eefcf89eb1064137a1bd79", role: nil),
            CrewAssignment(crew: "61eefd5b9eb1064137a1bd7a", role: nil),
            CrewAssignment(crew: "61eefdbf9eb1064137a1bd7b", role: nil),
        ],
        window: nil,
        staticFireDateUtc: date(1649272380),
        staticFireDateUnix: 1649272380,
        tbd: false,
        net: false,
        payloads: ["61eefb129eb1064137a1bd74"],
        ships: ["5ea6ed2e080df4000697c909"],
        capsules: ["5e9e2c5df359188aba3b2676"],
        autoUpdate: true,
        launchLibraryId: "a3eeb03b-a209-4255-91b5-772dc0d2150e")

    /// Crew-4, flight 159.
    static let crew4 = Launch(
        id: "6243ade2af52800c6e919255",
        name: "Crew-4",
        flightNumber: 159,
        dateUtc: date(1651045920),
        dateUnix: 1651045920,
        dateLocal: date(1651045920),
        datePrecision: .hour,
        upcoming: false,
        success: true,
        details: nil,
        rocket: SampleRockets.falcon9,
        launchpad: SampleLaunchpads.kscLC39A.reference,
        links: LaunchLinks(
            patch: PatchLinks(
                small: url("https://images2.imgbox.com/22/94/l0GVrzr2_o.png"),
                large: url("https://images2.imgbox.com/8f/ce/drbrg4Ky_o.png")),
            reddit: RedditLinks(
                campaign: url(
                    "https://www.reddit.com/r/spacex/comments/u6d5na/rspacex_crew4_campaign_launch_discussion_updates/"),
                launch: nil, media: nil, recovery: nil),
            flickr: FlickrLinks(original: []),
            presskit: nil,
            webcast: url("https://youtu.be/orN0PaqQECs"),
            youtubeId: "orN0PaqQECs",
            article: nil,
            wikipedia: url("https://en.wikipedia.org/wiki/SpaceX_Crew-4")),
        cores: [
            LaunchCore(
                core: "60b800111f83cc1e59f16438", flight: 4, gridfins: true, legs: true, reused: true,
                landingAttempt: true, landingSuccess: true, landingType: LandingType(rawValue: "ASDS"),
                landpad: "5e9e3033383ecb075134e7cd")
        ],
        crew: [
            CrewAssignment(crew: "6243bc5baf52800c6e919276", role: nil),
            CrewAssignment(crew: "6243bcdcaf52800c6e919277", role: nil),
            CrewAssignment(crew: "6243bd7baf52800c6e919278", role: nil),
            CrewAssignment(crew: "6243bdf8af52800c6e919279", role: nil),
        ],
        window: nil,
        staticFireDateUtc: date(1650463920),
        staticFireDateUnix: 1650463920,
        tbd: false,
        net: false,
        payloads: ["6243b1cdaf52800c6e919265"],
        ships: ["614251b711a64135defb3654"],
        capsules: ["62615d180ec008379be596f1"],
        autoUpdate: true,
        launchLibraryId: "d786d8fc-862b-45bf-8f7b-9ad862883f67")

    /// Starlink 3-1 (v1.5), flight 172.
    static let starlink31V15 = Launch(
        id: "62a9f0e320413d2695d88713",
        name: "Starlink 3-1 (v1.5)",
        flightNumber: 172,
        dateUtc: date(1657503540),
        dateUnix: 1657503540,
        dateLocal: date(1657503540),
        datePrecision: .hour,
        upcoming: false,
        success: nil,
        details: nil,
        rocket: SampleRockets.falcon9,
        launchpad: SampleLaunchpads.vafbSLC4E.reference,
        links: LaunchLinks(
            patch: PatchLinks(
                small: url("https://images2.imgbox.com/8a/bc/C3bBWOQN_o.png"),
                large: url("https://images2.imgbox.com/e6/b5/PT6yjfOt_o.png")),
            reddit: RedditLinks(
                campaign: url(
                    "https://www.reddit.com/r/spacex/comments/jhu37i/starlink_general_discussion_and_deployment_thread/"
                ),
                launch: url(
                    "https://www.reddit.com/r/spacex/comments/vvwx9k/rspacex_starlink_31_launch_discussion_and_updates/"
                ), media: nil,
                recovery: url(
                    "https://www.reddit.com/r/spacex/comments/k2ts1q/rspacex_fleet_updates_discussion_thread/")),
            flickr: FlickrLinks(original: []),
            presskit: nil,
            webcast: url("https://youtu.be/_c738Z_zQR0"),
            youtubeId: "_c738Z_zQR0",
            article: nil,
            wikipedia: nil),
        cores: [
            LaunchCore(
                core: "5f57c54a0622a633027900a1", flight: 6, gridfins: true, legs: true, reused: true,
                landingAttempt: true, landingSuccess: true, landingType: LandingType(rawValue: "ASDS"),
                landpad: "5e9e3032383ecb6bb234e7ca")
        ],
        fairings: LaunchFairings(reused: nil, recoveryAttempt: nil, recovered: nil, ships: []),
        window: nil,
        staticFireDateUtc: nil,
        staticFireDateUnix: nil,
        tbd: false,
        net: false,
        payloads: ["630bccd6d36448026ab0163a"],
        ships: [],
        capsules: [],
        autoUpdate: true,
        launchLibraryId: "051c4c90-a89d-4a86-a77f-c7e22b9cb458")

    /// Starlink 4-25 (v1.5), flight 176.
    static let starlink425V15 = Launch(
        id: "62a9f12820413d2695d88716",
        name: "Starlink 4-25 (v1.5)",
        flightNumber: 176,
        dateUtc: date(1658620800),
        dateUnix: 1658620800,
        dateLocal: date(1658620800),
        datePrecision: .day,
        upcoming: false,
        success: true,
        details: nil,
        rocket: SampleRockets.falcon9,
        launchpad: SampleLaunchpads.ccsfsSLC40.reference,
        links: LaunchLinks(
            patch: PatchLinks(
                small: url("https://images2.imgbox.com/8b/5a/zJ1W8QIE_o.png"),
                large: url("https://images2.imgbox.com/d2/64/JxeOTPRl_o.png")),
            reddit: RedditLinks(
                campaign: url(
                    "https://www.reddit.com/r/spacex/comments/jhu37i/starlink_general_discussion_and_deployment_thread/"
                ), launch: nil, media: nil,
                recovery: url(
                    "https://www.reddit.com/r/spacex/comments/k2ts1q/rspacex_fleet_updates_discussion_thread/")),
            flickr: FlickrLinks(original: []),
            presskit: nil,
            webcast: nil,
            youtubeId: nil,
            article: nil,
            wikipedia: nil),
        cores: [
            LaunchCore(
                core: "5f57c5440622a633027900a0", flight: 8, gridfins: true, legs: true, reused: true,
                landingAttempt: true, landingSuccess: true, landingType: LandingType(rawValue: "ASDS"),
                landpad: "5e9e3033383ecb075134e7cd")
        ],
        fairings: LaunchFairings(reused: nil, recoveryAttempt: nil, recovered: nil, ships: []),
        window: nil,
        staticFireDateUtc: nil,
        staticFireDateUnix: nil,
        tbd: false,
        net: false,
        payloads: ["630bce79d36448026ab0163d"],
        ships: [],
        capsules: [],
        autoUpdate: true,
        launchLibraryId: nil)

    /// Crew-5, flight 187.
    static let crew5 = Launch(
        id: "62dd70d5202306255024d139",
        name: "Crew-5",
        flightNumber: 187,
        dateUtc: date(1664985600),
        dateUnix: 1664985600,
        dateLocal: date(1664985600),
        datePrecision: .hour,
        upcoming: false,
        success: true,
        details: nil,
        rocket: SampleRockets.falcon9,
        launchpad: SampleLaunchpads.kscLC39A.reference,
        links: LaunchLinks(
            patch: PatchLinks(
                small: url("https://images2.imgbox.com/eb/d8/D1Yywp0w_o.png"),
                large: url("https://images2.imgbox.com/33/2e/k6VE4iYl_o.png")),
            reddit: RedditLinks(
                campaign: nil,
                launch: url(
                    "https://www.reddit.com/r/spacex/comments/xvm76j/rspacex_crew5_launchcoast_docking_discussion_and/"),
                media: nil, recovery: nil),
            flickr: FlickrLinks(original: []),
            presskit: nil,
            webcast: url("https://youtu.be/5EwW8ZkArL4"),
            youtubeId: "5EwW8ZkArL4",
            article: nil,
            wikipedia: url("https://en.wikipedia.org/wiki/SpaceX_Crew-5")),
        cores: [
            LaunchCore(
                core: "633d9da635a71d1d9c66797b", flight: 1, gridfins: true, legs: true, reused: false,
                landingAttempt: true, landingSuccess: true, landingType: LandingType(rawValue: "ASDS"),
                landpad: "5e9e3033383ecbb9e534e7cc")
        ],
        crew: [
            CrewAssignment(crew: "62dd7196202306255024d13c", role: "Commander"),
            CrewAssignment(crew: "62dd71c9202306255024d13d", role: "Pilot"),
            CrewAssignment(crew: "62dd7210202306255024d13e", role: "Mission Specialist 1"),
            CrewAssignment(crew: "62dd7253202306255024d13f", role: "Mission Specialist 2"),
        ],
        window: nil,
        staticFireDateUtc: nil,
        staticFireDateUnix: nil,
        tbd: false,
        net: false,
        payloads: ["62dd73ed202306255024d145"],
        ships: [],
        capsules: ["617c05591bad2c661a6e2909"],
        autoUpdate: true,
        launchLibraryId: "f33d5ece-e825-4cd8-809f-1d4c72a2e0d3")

    /// USSF-44, flight 188.
    static let ussf44 = Launch(
        id: "6243aec2af52800c6e91925d",
        name: "USSF-44",
        flightNumber: 188,
        dateUtc: date(1667310060),
        dateUnix: 1667310060,
        dateLocal: date(1667310060),
        datePrecision: .hour,
        upcoming: true,
        success: nil,
        details: nil,
        rocket: SampleRockets.falconHeavy,
        launchpad: SampleLaunchpads.kscLC39A.reference,
        links: LaunchLinks(
            patch: PatchLinks(small: nil, large: nil),
            reddit: RedditLinks(),
            flickr: FlickrLinks(original: []),
            presskit: nil,
            webcast: url("https://youtu.be/pY628jRd6gM"),
            youtubeId: "pY628jRd6gM",
            article: nil,
            wikipedia: nil),
        cores: [
            LaunchCore(
                core: "5fe3b8f2b3467846b3242181", flight: 1, gridfins: true, legs: true, reused: false,
                landingAttempt: nil, landingSuccess: nil, landingType: nil, landpad: nil),
            LaunchCore(
                core: "5fe3b8fbb3467846b3242182", flight: 1, gridfins: true, legs: true, reused: false,
                landingAttempt: nil, landingSuccess: nil, landingType: nil, landpad: nil),
            LaunchCore(
                core: "5fe3b906b3467846b3242183", flight: 1, gridfins: true, legs: true, reused: false,
                landingAttempt: nil, landingSuccess: nil, landingType: nil, landpad: nil),
        ],
        fairings: LaunchFairings(reused: nil, recoveryAttempt: nil, recovered: nil, ships: []),
        window: nil,
        staticFireDateUtc: nil,
        staticFireDateUnix: nil,
        tbd: false,
        net: false,
        payloads: ["5fe3b86eb3467846b324217c"],
        ships: [],
        capsules: [],
        autoUpdate: true,
        launchLibraryId: "2306e0bc-e1a3-4a4a-9285-e1a94073655e")

    /// Galaxy 31 (23R) & 32 (17R), flight 191.
    static let galaxy3123R3217R = Launch(
        id: "633f71a90531f07b4fdf59be",
        name: "Galaxy 31 (23R) & 32 (17R)",
        flightNumber: 191,
        dateUtc: date(1667865600),
        dateUnix: 1667865600,
        dateLocal: date(1667865600),
        datePrecision: .day,
        upcoming: true,
        success: nil,
        details: nil,
        rocket: SampleRockets.falcon9,
        launchpad: SampleLaunchpads.ccsfsSLC40.reference,
        links: LaunchLinks(
            patch: PatchLinks(small: nil, large: nil),
            reddit: RedditLinks(),
            flickr: FlickrLinks(original: []),
            presskit: nil,
            webcast: nil,
            youtubeId: nil,
            article: nil,
            wikipedia: nil),
        cores: [
            LaunchCore(
                core: nil, flight: nil, gridfins: true, legs: true, reused: false, landingAttempt: nil,
                landingSuccess: nil, landingType: nil, landpad: nil)
        ],
        fairings: LaunchFairings(reused: nil, recoveryAttempt: nil, recovered: nil, ships: []),
        window: nil,
        staticFireDateUtc: nil,
        staticFireDateUnix: nil,
        tbd: false,
        net: false,
        payloads: [],
        ships: [],
        capsules: [],
        autoUpdate: true,
        launchLibraryId: nil)

    /// SES-18 & SES-19, flight 198.
    static let ses18SES19 = Launch(
        id: "633f72000531f07b4fdf59c2",
        name: "SES-18 & SES-19",
        flightNumber: 198,
        dateUtc: date(1667260800),
        dateUnix: 1667260800,
        dateLocal: date(1667260800),
        datePrecision: .month,
        upcoming: true,
        success: nil,
        details: nil,
        rocket: SampleRockets.falcon9,
        launchpad: SampleLaunchpads.ccsfsSLC40.reference,
        links: LaunchLinks(
            patch: PatchLinks(small: nil, large: nil),
            reddit: RedditLinks(),
            flickr: FlickrLinks(original: []),
            presskit: nil,
            webcast: nil,
            youtubeId: nil,
            article: nil,
            wikipedia: nil),
        cores: [
            LaunchCore(
                core: nil, flight: nil, gridfins: true, legs: true, reused: false, landingAttempt: nil,
                landingSuccess: nil, landingType: nil, landpad: nil)
        ],
        fairings: LaunchFairings(reused: nil, recoveryAttempt: nil, recovered: nil, ships: []),
        window: nil,
        staticFireDateUtc: nil,
        staticFireDateUnix: nil,
        tbd: false,
        net: false,
        payloads: [],
        ships: [],
        capsules: [],
        autoUpdate: true,
        launchLibraryId: nil)

    /// Viasat-3 & Arcturus, flight 202.
    static let viasat3Arcturus = Launch(
        id: "633f72130531f07b4fdf59c3",
        name: "Viasat-3 & Arcturus",
        flightNumber: 202,
        dateUtc: date(1669852800),
        dateUnix: 1669852800,
        dateLocal: date(1669852800),
        datePrecision: .month,
        upcoming: true,
        success: nil,
        details: nil,
        rocket: SampleRockets.falconHeavy,
        launchpad: SampleLaunchpads.kscLC39A.reference,
        links: LaunchLinks(
            patch: PatchLinks(small: nil, large: nil),
            reddit: RedditLinks(),
            flickr: FlickrLinks(original: []),
            presskit: nil,
            webcast: nil,
            youtubeId: nil,
            article: nil,
            wikipedia: nil),
        cores: [
            LaunchCore(
                core: nil, flight: nil, gridfins: true, legs: true, reused: false, landingAttempt: nil,
                landingSuccess: nil, landingType: nil, landpad: nil),
            LaunchCore(
                core: nil, flight: nil, gridfins: true, legs: true, reused: false, landingAttempt: nil,
                landingSuccess: nil, landingType: nil, landpad: nil),
            LaunchCore(
                core: nil, flight: nil, gridfins: true, legs: true, reused: false, landingAttempt: nil,
                landingSuccess: nil, landingType: nil, landpad: nil),
        ],
        fairings: LaunchFairings(reused: nil, recoveryAttempt: nil, recovered: nil, ships: []),
        window: nil,
        staticFireDateUtc: nil,
        staticFireDateUnix: nil,
        tbd: false,
        net: false,
        payloads: [],
        ships: [],
        capsules: [],
        autoUpdate: true,
        launchLibraryId: nil)

    /// Every sample launch, in flight order.
    static let all: [Launch] = [
        falconsat,
        demosat,
        trailblazer,
        ratsat,
        razaksat,
        falcon9TestFlight,
        cots1,
        crs1,
        cassiope,
        crs3,
        dscovr,
        crs7,
        og2Mission2,
        crs8,
        amos6,
        iridiumNEXTMission1,
        falconHeavyTestFlight,
        arabsat6A,
        stp2,
        crewDragonInFlightAbortTest,
        crs20,
        cctcapDemoMission2,
        gpsIIISV03Columbus,
        anasisII,
        saocom1BGNOMES1Tyvak0172,
        gpsIIISV04Sacagawea,
        crew1,
        sentinel6MichaelFreilich,
        crs21,
        nrol108,
        crew2,
        inspiration4,
        crew3,
        ax1,
        crew4,
        starlink31V15,
        starlink425V15,
        crew5,
        ussf44,
        galaxy3123R3217R,
        ses18SES19,
        viasat3Arcturus,
    ]
}
