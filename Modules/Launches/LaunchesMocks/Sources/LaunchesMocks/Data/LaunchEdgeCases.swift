import Foundation
import LaunchesCore
import RepositoryDefinitions

/// One launch per edge case of every field: nulls, empty arrays, every date precision, every status, long,
/// non-ASCII and terminal-hostile names, unknown enum values and links that must never be opened.
///
/// Dates are fixed; statuses that depend on the clock say which `now` they assume.
public enum LaunchEdgeCases {
    private static func date(_ seconds: Int) -> Date { Date(timeIntervalSince1970: TimeInterval(seconds)) }

    /// 2022-07-24T00:00:00Z.
    private static let july2022 = date(1_658_620_800)
    /// 2022-11-01T00:00:00Z.
    private static let november2022 = date(1_667_260_800)
    /// 2100-01-01T00:00:00Z, in the future for any test clock.
    private static let year2100 = date(4_102_444_800)

    /// Only an id: every other field absent, as a document with nothing selected.
    public static let nullsEverywhere = Launch(id: "edge0000000000000000001")

    /// Every array present and empty, every object present and empty; a failure with no failure records.
    public static let emptyArrays = Launch(
        id: "edge0000000000000000002", name: "Empty arrays", flightNumber: 0, dateUtc: july2022,
        dateUnix: 1_658_620_800, datePrecision: .day, upcoming: false, success: false, failures: [],
        links: LaunchLinks(patch: PatchLinks(), reddit: RedditLinks(), flickr: FlickrLinks()), cores: [], crew: [],
        fairings: LaunchFairings(ships: []), payloads: [], ships: [], capsules: [])

    /// An exact time at Kwajalein: FalconSat's 2006-03-24T22:30Z, 10:30 on the 25th on site.
    public static let hourPrecision = Launch(
        id: "edge0000000000000000003", name: "Hour precision", flightNumber: 1, dateUtc: date(1_143_239_400),
        dateUnix: 1_143_239_400, dateLocal: date(1_143_239_400), datePrecision: .hour, success: true,
        launchpad: ArchiveLaunchpads.kwajalein)

    /// Known to the day: 24 Jul 2022.
    public static let dayPrecision = Launch(
        id: "edge0000000000000000004", name: "Day precision", dateUtc: july2022, dateUnix: 1_658_620_800,
        datePrecision: .day, success: true, launchpad: ArchiveLaunchpads.ccsfsSLC40)

    /// Known to the month and still marked upcoming: "NET Nov 2022", awaiting an update after November 2022.
    public static let monthPrecision = Launch(
        id: "edge0000000000000000005", name: "Month precision", dateUtc: november2022, dateUnix: 1_667_260_800,
        datePrecision: .month, upcoming: true, launchpad: ArchiveLaunchpads.ccsfsSLC40)

    /// Known to the quarter: Q4 2022, upcoming.
    public static let quarterPrecision = Launch(
        id: "edge0000000000000000006", name: "Quarter precision", dateUtc: date(1_664_582_400),
        dateUnix: 1_664_582_400, datePrecision: .quarter, upcoming: true)

    /// Known to the half year: H2 2022, upcoming.
    public static let halfPrecision = Launch(
        id: "edge0000000000000000007", name: "Half precision", dateUtc: date(1_656_633_600),
        dateUnix: 1_656_633_600, datePrecision: .half, upcoming: true)

    /// Known to the year: 2022, upcoming.
    public static let yearPrecision = Launch(
        id: "edge0000000000000000008", name: "Year precision", dateUtc: date(1_640_995_200),
        dateUnix: 1_640_995_200, datePrecision: .year, upcoming: true)

    /// A precision the app does not know; shown as a day.
    public static let unknownPrecision = Launch(
        id: "edge0000000000000000009", name: "Unknown precision", dateUtc: july2022, dateUnix: 1_658_620_800,
        datePrecision: .unknown("fortnight"), success: true)

    /// A success.
    public static let success = Launch(
        id: "edge0000000000000000010", name: "Success", dateUtc: july2022, dateUnix: 1_658_620_800,
        datePrecision: .hour, success: true, rocket: ArchiveRockets.falcon9,
        launchpad: ArchiveLaunchpads.kscLC39A)

    /// A failure with time and reason but no altitude, like FalconSat.
    public static let failureWithoutAltitude = Launch(
        id: "edge0000000000000000011", name: "Failure without altitude", dateUtc: date(1_143_239_400),
        dateUnix: 1_143_239_400, datePrecision: .hour, success: false,
        failures: [LaunchFailure(time: 33, altitude: nil, reason: "merlin engine failure")],
        rocket: ArchiveRockets.falcon1, launchpad: ArchiveLaunchpads.kwajalein)

    /// A failure with time, altitude and reason, plus a second record with nothing known.
    public static let failureWithAltitude = Launch(
        id: "edge0000000000000000012", name: "Failure with altitude", dateUtc: date(1_174_439_400),
        dateUnix: 1_174_439_400, datePrecision: .hour, success: false,
        failures: [
            LaunchFailure(
                time: 301, altitude: 289, reason: "harmonic oscillation leading to premature engine shutdown"),
            LaunchFailure(),
        ], rocket: ArchiveRockets.falcon1, launchpad: ArchiveLaunchpads.kwajalein)

    /// An upcoming launch in 2100.
    public static let upcoming = Launch(
        id: "edge0000000000000000013", name: "Upcoming", dateUtc: year2100, dateUnix: 4_102_444_800,
        datePrecision: .hour, upcoming: true, rocket: ArchiveRockets.starship,
        launchpad: ArchiveLaunchpads.stls
    )

    /// Marked upcoming with an exact date in the past: awaiting an update.
    public static let awaitingUpdate = Launch(
        id: "edge0000000000000000014", name: "Awaiting update", dateUtc: date(1_666_224_000),
        dateUnix: 1_666_224_000, datePrecision: .hour, upcoming: true, rocket: ArchiveRockets.falcon9,
        launchpad: ArchiveLaunchpads.ccsfsSLC40)

    /// Past, not upcoming, with no outcome, like Starlink 3-1.
    public static let unknownOutcome = Launch(
        id: "edge0000000000000000015", name: "Unknown outcome", dateUtc: date(1_657_503_540),
        dateUnix: 1_657_503_540, datePrecision: .hour, upcoming: false, success: nil,
        launchpad: ArchiveLaunchpads.vafbSLC4E)

    /// A name of 300 characters.
    public static let longName = Launch(
        id: "edge0000000000000000016",
        name: String(repeating: "Very long mission name ", count: 13) + String(repeating: "x", count: 1),
        dateUtc: july2022, dateUnix: 1_658_620_800, datePrecision: .day, success: true)

    /// Names and details in CJK, emoji (with skin tone and joiners) and combining marks.
    public static let nonASCIIName = Launch(
        id: "edge0000000000000000017", name: "天宫 🚀👩🏽‍🚀 Mis\u{0301}io\u{0302}n Ñ\u{0303}",
        dateUtc: july2022, dateUnix: 1_658_620_800, datePrecision: .day, success: true,
        details: "月面着陸 – ça marche 🌕", launchpad: Launchpad(id: "pad-non-ascii", name: "発射台 🚀"))

    /// A name carrying terminal escapes: an SGR colour, an OSC 8 hyperlink ended by BEL, a C1 CSI (0x9B) and a
    /// right-to-left override. Screens must render it inert.
    public static let hostileName = Launch(
        id: "edge0000000000000000018",
        name:
            "\u{1B}[31mRed\u{1B}[0m \u{1B}]8;;https://evil.example\u{07}link\u{1B}]8;;\u{07} \u{9B}2J \u{202E}gnp.exe",
        dateUtc: july2022, dateUnix: 1_658_620_800, datePrecision: .day, success: true,
        details: "\u{1B}[2J\u{1B}[HCleared?", launchpad: Launchpad(id: "pad-hostile", name: "\u{1B}[5mPad"))

    /// Falcon Heavy with three cores: two side boosters landed at landing zones, the centre core lost at sea.
    public static let falconHeavy = Launch(
        id: "edge0000000000000000019", name: "Falcon Heavy, three cores", dateUtc: date(1_517_949_900),
        dateUnix: 1_517_949_900, datePrecision: .hour, success: true, rocket: ArchiveRockets.falconHeavy,
        launchpad: ArchiveLaunchpads.kscLC39A,
        cores: [
            LaunchCore(
                core: "core-centre", flight: 1, gridfins: true, legs: true, reused: false, landingAttempt: true,
                landingSuccess: false, landingType: .asds, landpad: "landpad-ocisly"),
            LaunchCore(
                core: "core-side-1", flight: 2, gridfins: true, legs: true, reused: true, landingAttempt: true,
                landingSuccess: true, landingType: .rtls, landpad: "landpad-lz1"),
            LaunchCore(
                core: "core-side-2", flight: 2, gridfins: true, legs: true, reused: true, landingAttempt: true,
                landingSuccess: true, landingType: .rtls, landpad: "landpad-lz2"),
        ])

    /// A crewed flight with v5 role objects, one role missing.
    public static let crewed = Launch(
        id: "edge0000000000000000020", name: "Crewed", dateUtc: date(1_605_572_580), dateUnix: 1_605_572_580,
        datePrecision: .hour, success: true, rocket: ArchiveRockets.falcon9,
        launchpad: ArchiveLaunchpads.kscLC39A,
        crew: [
            CrewAssignment(crew: "crew-commander", role: "Commander"),
            CrewAssignment(crew: "crew-pilot", role: "Pilot"),
            CrewAssignment(crew: "crew-specialist", role: nil),
        ])

    /// Landing types the app knows, including the real data's "Ocean", and one it does not.
    public static let landingTypes = Launch(
        id: "edge0000000000000000021", name: "Landing types", dateUtc: july2022, dateUnix: 1_658_620_800,
        datePrecision: .day, success: true,
        cores: [
            LaunchCore(landingAttempt: true, landingSuccess: true, landingType: .ocean),
            LaunchCore(landingAttempt: true, landingSuccess: nil, landingType: .unknown("Mechazilla")),
            LaunchCore(landingAttempt: false),
        ])

    /// Rocket and launchpad as bare ids, not populated: "Unknown rocket" and "Unknown site".
    public static let unpopulatedReferences = Launch(
        id: "edge0000000000000000022", name: "Unpopulated references", dateUtc: july2022, dateUnix: 1_658_620_800,
        datePrecision: .day, success: true, rocket: RocketReference(id: ArchiveRockets.falcon9.id),
        launchpad: Launchpad(id: ArchiveLaunchpads.kscLC39A.id))

    /// Links that are URLs but not web pages; none may be offered as a link or image.
    public static let nonWebLinks = Launch(
        id: "edge0000000000000000023", name: "Non-web links", dateUtc: july2022, dateUnix: 1_658_620_800,
        datePrecision: .day, success: true,
        links: LaunchLinks(
            patch: PatchLinks(
                small: URL(string: "file:///etc/passwd")!, large: URL(string: "javascript:alert(1)")!),
            flickr: FlickrLinks(original: [URL(string: "ftp://example.com/photo.jpg")!]),
            presskit: URL(string: "mailto:press@example.com")!, webcast: URL(string: "javascript:alert(1)")!,
            article: URL(string: "https:no-host")!, wikipedia: URL(string: "data:text/html,hi")!))

    /// A launchpad whose time zone does not exist: no site-local time is shown.
    public static let invalidSiteTimeZone = Launch(
        id: "edge0000000000000000024", name: "Invalid site time zone", dateUtc: july2022, dateUnix: 1_658_620_800,
        datePrecision: .hour, success: true,
        launchpad: Launchpad(id: "pad-mars", name: "Olympus Mons", timezone: "Mars/Olympus_Mons"))

    /// No date at all: "Date unknown".
    public static let undated = Launch(
        id: "edge0000000000000000025", name: "Undated", datePrecision: .hour, upcoming: false, success: nil)

    /// Two launches with the same flight number and different ids, as the real data has.
    public static let duplicateFlightNumbers = [
        Launch(
            id: "edge0000000000000000026", name: "Flight 188 A", flightNumber: 188, dateUtc: date(1_667_260_800),
            dateUnix: 1_667_260_800, datePrecision: .hour, upcoming: true),
        Launch(
            id: "edge0000000000000000027", name: "Flight 188 B", flightNumber: 188, dateUtc: date(1_666_224_000),
            dateUnix: 1_666_224_000, datePrecision: .hour, upcoming: true),
    ]

    /// Every edge case above.
    public static let all: [Launch] =
        [
            nullsEverywhere, emptyArrays, hourPrecision, dayPrecision, monthPrecision, quarterPrecision,
            halfPrecision, yearPrecision, unknownPrecision, success, failureWithoutAltitude, failureWithAltitude,
            upcoming, awaitingUpdate, unknownOutcome, longName, nonASCIIName, hostileName, falconHeavy, crewed,
            landingTypes, unpopulatedReferences, nonWebLinks, invalidSiteTimeZone, undated,
        ] + duplicateFlightNumbers
}
