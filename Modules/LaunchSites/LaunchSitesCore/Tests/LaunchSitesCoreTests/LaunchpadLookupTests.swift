import Foundation
import LaunchSitesCore
import LaunchSitesMocks
import Testing

/// Sites are found by id or forgiving name: exact first, else a unique start; several starts are ambiguous.
@Suite struct LaunchpadLookupTests {
    private let lookup = LaunchpadLookup(launchpads: ArchiveLaunchSites.all)

    private func name(_ query: String) -> String? {
        try? lookup.find(query).get().name
    }

    @Test func idsAndNamesInAnyCaseFindTheirSite() {
        #expect(name("5E9E4502F509094188566F88") == "KSC LC 39A")
        #expect(name("ksc lc 39a") == "KSC LC 39A")
        #expect(name("KSC-LC-39A") == "KSC LC 39A")
        #expect(name("kwaj") == "Kwajalein Atoll")
        #expect(name("kennedy") == "KSC LC 39A")
        #expect(name(" stls ") == "STLS")
        #expect(name("SpaceX South Texas") == "STLS")
    }

    @Test func severalSitesStartingSoAreAmbiguous() {
        guard case .failure(.ambiguous(_, let matches)) = lookup.find("vafb") else {
            Issue.record("vafb should be ambiguous")
            return
        }
        #expect(matches == ["VAFB SLC 3W", "VAFB SLC 4E"])
        #expect(LaunchpadLookupError.ambiguous("vafb", matches: matches).message.contains("give the full name"))
    }

    @Test func unknownNamesAndIdsListTheKnownSites() {
        guard case .failure(let error) = lookup.find("Baikonur") else {
            Issue.record("Baikonur is no SpaceX site")
            return
        }
        #expect(error.message.hasPrefix("no launch site \"Baikonur\"; known sites: VAFB SLC 3W, CCSFS SLC 40"))
        #expect((try? lookup.find("000000000000000000000000").get()) == nil)
        guard case .failure(let empty) = lookup.find("  ") else {
            Issue.record("an empty query finds nothing")
            return
        }
        #expect(empty.message.hasPrefix("no launch site given"))
        #expect(LaunchpadLookupError.notFound("x", known: []).message == "no launch site \"x\"; no sites are known")
    }
}
