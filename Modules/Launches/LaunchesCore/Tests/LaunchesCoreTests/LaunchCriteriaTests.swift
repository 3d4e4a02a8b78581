import Foundation
import LaunchesCore
import Testing

/// `--rocket`, `--site` and `--status` read as every lookup reads names (``NameMatches``): case, spaces and
/// punctuation don't matter, a later word or the initials match, a name several things share is an error naming
/// them, and the summary shows what narrows the list.
struct LaunchCriteriaTests {
    private func criteria(rocket: String? = nil, site: String? = nil, status: String? = nil) throws(LaunchCriteriaError)
        -> LaunchCriteria
    {
        try LaunchCriteria(rocket: rocket, site: site, status: status, crewedOnly: false)
    }

    @Test(arguments: [
        ("starship", LaunchVehicle.starship), ("STARSHIP", .starship), ("falcon-9", .falcon9), ("Falcon9", .falcon9),
        ("falcon heavy", .falconHeavy), ("f9", .falcon9), ("Starship V3", .starship),
    ])
    func rocketsAreFoundByTheirNames(typed: String, vehicle: LaunchVehicle) throws {
        #expect(try criteria(rocket: typed).rocket == vehicle)
    }

    @Test(arguments: [
        ("LC-39A", LaunchSiteChoice.kennedy39A), ("ksc lc 39a", .kennedy39A), ("kennedy", .kennedy39A),
        ("slc 40", .canaveral40), ("SLC-4E", .vandenberg4E), ("starbase", .starbase), ("boca chica", .starbase),
        ("kwajalein", .kwajalein), ("Launch Complex 39A", .kennedy39A),
    ])
    func sitesAreFoundByAnyOfTheirNames(typed: String, site: LaunchSiteChoice) throws {
        #expect(try criteria(site: typed).site == site)
    }

    @Test(arguments: [
        ("success", LaunchStatusChoice.success), ("In Flight", .inFlight), ("in-flight", .inFlight),
        ("TBD", .toBeDetermined), ("upcoming", .upcoming), ("partial failure", .partialFailure), ("go", .go),
    ])
    func statusesAreFoundByTheirWordOrTheirName(typed: String, status: LaunchStatusChoice) throws {
        #expect(try criteria(status: typed).status == status)
    }

    @Test func aNameSeveralShareOrNoneHasIsOneLineNamingThem() {
        #expect(
            throws: LaunchCriteriaError.ambiguous(
                kind: .rocket, input: "falcon", candidates: ["Falcon 1", "Falcon 9", "Falcon Heavy"])
        ) {
            try criteria(rocket: "falcon")
        }
        #expect(
            throws: LaunchCriteriaError.ambiguous(
                kind: .site, input: "vafb", candidates: ["VAFB SLC 4E", "VAFB SLC 3W"])
        ) {
            try criteria(site: "vafb")
        }
        do throws(LaunchCriteriaError) {
            _ = try criteria(status: "scrubbed\u{1b}[2J")
            Issue.record("scrubbed is no status")
        } catch {
            #expect(error.userMessage.hasPrefix("--status \"scrubbed\u{FFFD}[2J\" names no launch status; use one of:"))
            #expect(!error.userMessage.contains("\n"))
        }
    }

    @Test func blankTextNarrowsNothingAndTheSummaryNamesWhatDoes() throws {
        #expect(try criteria(rocket: "  ", site: nil, status: "").isEmpty)
        let chosen = try LaunchCriteria(rocket: "starship", site: "starbase", status: "success", crewedOnly: true)
        #expect(chosen.summary == "Starship, Starbase, success, crewed")
        let filter = LaunchFilter(timeZone: LaunchFilter.utc).settingCriteria(chosen)
        #expect(filter.hasCriteria && filter.summary == "Starship, Starbase, success, crewed")
        #expect(!filter.clearingCriteria().hasCriteria)
        let dated = try LaunchFilter(start: "2026-01-01", end: nil, timeZone: LaunchFilter.utc, searchText: "flight")
            .settingCriteria(LaunchCriteria(rocket: .starship))
        #expect(dated.summary == "from 2026-01-01 (UTC), Starship, matching \"flight\"")
    }
}
