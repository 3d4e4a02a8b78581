import Foundation
import XCTest

@testable import RepositoryDefinitions

/// The one name normaliser and matcher every feature and source finds things with (`NameKey`, `NameMatches`), and
/// the one lookup by id or name over a list (`NameLookup`).
final class NameLookupTests: XCTestCase {
    private func matches(_ name: String, among names: [String]) -> NameMatches<String> {
        NameMatches(name, among: names, spellings: { [$0] })
    }

    func testCaseSpacesAndPunctuationDontMatter() {
        for typed in ["crew 1", "crew-1", "CREW_1", " Crew-1 ", "crew1", "c.r.e.w 1"] {
            XCTAssertEqual(NameKey(typed).letters, "crew1", typed)
            XCTAssertEqual(matches(typed, among: ["Crew-10", "Crew-1", "Crew-2"]).single(), "Crew-1", typed)
        }
        XCTAssertEqual(matches("falcon9", among: ["Falcon 1", "Falcon 9", "Falcon Heavy"]).single(), "Falcon 9")
        XCTAssertEqual(NameKey("CREW_1").searchText, "crew 1")
        XCTAssertEqual(NameKey("Falcon-Heavy 2.0").letters, "falconheavy20")
        XCTAssertEqual(NameKey("Starship | Flight 12").words, ["starship", "flight", "12"])
    }

    func testTheWholeNameRanksFirstThenItsStartThenAWordThenItsInitials() {
        XCTAssertEqual(NameKey("crew 1").rank(in: NameKey("Crew-1")), .whole)
        XCTAssertEqual(NameKey("crew 1").rank(in: NameKey("Crew-12")), .start)
        XCTAssertEqual(NameKey("39a").rank(in: NameKey("KSC LC 39A")), .word)
        XCTAssertEqual(NameKey("slc 40").rank(in: NameKey("CCSFS SLC 40")), .word)
        XCTAssertEqual(NameKey("ksc").rank(in: NameKey("Kennedy Space Center")), .initials)
        XCTAssertEqual(NameKey("slc 40").rank(in: NameKey("Space Launch Complex 40")), .initials)
        XCTAssertEqual(NameKey("ccsfs").rank(in: NameKey("Cape Canaveral SFS")), .initials)
        XCTAssertNil(NameKey("slc 40").rank(in: NameKey("Space Launch Complex 4E")))
        XCTAssertNil(NameKey("rew").rank(in: NameKey("Crew-1")))
        XCTAssertNil(NameKey("").rank(in: NameKey("Crew-1")))
        XCTAssertNil(NameKey("crew").rank(in: NameKey("--")))

        let best = matches("crew 1", among: ["Crew-12", "Crew-1", "Ax crew 1"])
        XCTAssertEqual(best.rank, .whole)
        XCTAssertEqual(best.items, ["Crew-1"])
        XCTAssertEqual(matches("39a", among: ["KSC LC 39A", "CCSFS SLC 40"]).single(), "KSC LC 39A")
    }

    func testSeveralAtTheBestRankAreAmbiguousAndNoneIsNone() {
        let several = matches("falcon", among: ["Falcon 1", "Falcon 9", "Starship", "Falcon Heavy"])
        XCTAssertEqual(several.rank, .start)
        XCTAssertEqual(several.items, ["Falcon 1", "Falcon 9", "Falcon Heavy"])
        XCTAssertNil(several.single())
        let none = matches("electron", among: ["Falcon 1", "Falcon 9"])
        XCTAssertNil(none.rank)
        XCTAssertEqual(none.items, [])
        XCTAssertNil(matches("  -- ", among: ["Falcon 1"]).rank, "nothing typed matches nothing")
    }

    func testAStartIsNotTheOneWhenTheSourceHeldBackSomeButTheWholeNameIs() {
        XCTAssertNil(matches("crew 1", among: ["Crew-12"]).single(unseen: 3))
        XCTAssertEqual(matches("crew 1", among: ["Crew-12"]).single(), "Crew-12")
        XCTAssertEqual(matches("crew 1", among: ["Crew-1", "Crew-10"]).single(unseen: 3), "Crew-1")
    }

    func testTheStartPatternMatchesTheTextsWhoseKeyStartsSo() throws {
        let expression = try NSRegularExpression(
            pattern: NameKey("CREW_1").startPattern, options: .caseInsensitive)
        func matches(_ text: String) -> Bool {
            expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
        }
        XCTAssertTrue(matches("Crew-1"))
        XCTAssertTrue(matches("crew 10"))
        XCTAssertTrue(matches("(CREW) 1"))
        XCTAssertFalse(matches("Ax crew 1"))
        XCTAssertFalse(matches("Crew-2"))
        XCTAssertEqual(NameKey("a.b*c").startPattern, #"^[^\p{L}\p{N}]*a[^\p{L}\p{N}]*b[^\p{L}\p{N}]*c"#)
        let accented = try NSRegularExpression(pattern: NameKey("Éclair²").startPattern, options: .caseInsensitive)
        let text = "éclair²"
        XCTAssertNotNil(accented.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)))
    }

    func testAHugeNameIsCutToTheMaximumLength() {
        let key = NameKey(String(repeating: "ab ", count: 100_000))
        XCTAssertEqual(key.letters.count, NameKey.maximumLength)
        XCTAssertLessThan(key.startPattern.utf8.count, 20 * NameKey.maximumLength)
    }

    func testAListLooksUpTheSourcesOwnIdFirstThenTheNames() {
        let sites = [("87", "LC-39A"), ("5e9e4501f509094ba4566f84", "SLC 40"), ("5e9e4502f509092b78566f87", "SLC 4E")]
        let lookup = NameLookup<(String, String), Miss>(
            sites, id: { $0.0 }, name: { "name " + $0.1 }, spellings: { [$0.1] })
        let known = ["name LC-39A", "name SLC 40", "name SLC 4E"]
        XCTAssertEqual(lookup.knownNames, known)
        XCTAssertEqual(try lookup.find(" 87 ").get().1, "LC-39A")
        XCTAssertEqual(try lookup.find("5E9E4501F509094BA4566F84").get().1, "SLC 40", "an id ignores case")
        XCTAssertEqual(try lookup.find("lc 39a").get().0, "87")
        XCTAssertEqual(
            lookup.find("5e9e4501f509094ba4566f99").failure,
            .missing("5e9e4501f509094ba4566f99", isID: true, known: known))
        XCTAssertEqual(lookup.find("slc 4").failure, .ambiguous("slc 4", matches: ["name SLC 40", "name SLC 4E"]))
        XCTAssertEqual(lookup.find(" electron ").failure, .missing("electron", isID: false, known: known))
        XCTAssertEqual(lookup.find(" -- ").failure, .missing("--", isID: false, known: known))
        XCTAssertEqual(lookup.find("  ").failure, .missing("", isID: false, known: known), "nothing typed")
    }
}

/// What a lookup's failures say, as a feature's error would.
private enum Miss: NameLookupFailure, Equatable {
    case missing(String, isID: Bool, known: [String])
    case ambiguous(String, matches: [String])
}

extension Result {
    /// The error, or nil for a success.
    fileprivate var failure: Failure? {
        guard case .failure(let error) = self else { return nil }
        return error
    }
}
