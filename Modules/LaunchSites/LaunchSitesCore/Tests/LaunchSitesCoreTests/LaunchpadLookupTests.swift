import Foundation
import LaunchSitesCore
import LaunchSitesMocks
import RepositoryDefinitions
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

    @Test func padsAreFoundByAWordTheirInitialsAndTheirPlace() {
        #expect(name("39a") == "KSC LC 39A")
        #expect(name("slc 40") == "CCSFS SLC 40")
        #expect(name("ksc") == "KSC LC 39A")
        var pad39A = Launchpad(id: "87")
        pad39A.name = "Launch Complex 39A"
        pad39A.locality = "Kennedy Space Center"
        var pad40 = Launchpad(id: "80")
        pad40.name = "Space Launch Complex 40"
        pad40.locality = "Cape Canaveral SFS"
        var pad4E = Launchpad(id: "16")
        pad4E.name = "Space Launch Complex 4E"
        pad4E.locality = "Vandenberg SFB"
        let other = LaunchpadLookup(launchpads: [pad4E, pad40, pad39A])
        for (typed, id) in [
            ("ksc", "87"), ("39a", "87"), ("kennedy", "87"), ("87", "87"), ("slc 40", "80"), ("ccsfs slc 40", "80"),
            ("Space Launch Complex 4E", "16"),
        ] {
            #expect((try? other.find(typed).get().id) == id, "\(typed)")
        }
        guard case .failure(.ambiguous(_, let matches)) = other.find("slc") else {
            Issue.record("slc names two pads")
            return
        }
        #expect(matches == ["Space Launch Complex 4E", "Space Launch Complex 40"])
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
