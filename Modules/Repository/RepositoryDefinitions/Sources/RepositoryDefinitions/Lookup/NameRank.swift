import Foundation

/// How well a typed name matches a name (``NameKey/rank(in:)``), best first: a lookup keeps only the best rank
/// found, so an exact or whole-name match always wins over a name that merely starts so.
public enum NameRank: Int, Sendable, Hashable, Comparable, CaseIterable {
    /// The whole name: "crew 1" is Crew-1.
    case whole
    /// The name's start: "crew 1" starts Crew-10.
    case start
    /// The start of a later word of the name: "39a" in "KSC LC 39A", "flight 12" in "Starship | Flight 12".
    case word
    /// The start of the name's initials: "ksc" for "Kennedy Space Center".
    case initials

    public static func < (lhs: NameRank, rhs: NameRank) -> Bool { lhs.rawValue < rhs.rawValue }
}
