import Foundation

/// The parts of the rocket detail a source does not describe at all, with the source's name, so the detail says
/// "not given by Launch Library" where another source has figures, instead of a dash that reads as "unknown for
/// this rocket".
///
/// The source's mapping fills it; the domain names no source. A part listed here that does carry a value (a
/// first stage's lift-off thrust) shows that value: only the missing figures get the note. The r/SpaceX API
/// describes every part, so its rockets leave ``Rocket/sourceGaps`` nil and their detail is unchanged.
public struct RocketSourceGaps: Sendable, Hashable {
    /// A part of the specification a source may not describe.
    public enum Part: String, Sendable, Hashable, CaseIterable {
        /// The number of side boosters.
        case boosters
        /// The landing legs.
        case landingLegs
        /// The main engines' figures.
        case engines
        /// The first stage's figures.
        case firstStage
        /// The second stage's figures.
        case secondStage
    }

    /// The source as a reader knows it, like "Launch Library".
    public var source: String
    /// The parts it does not describe.
    public var parts: Set<Part>

    /// Creates the gaps of `source`.
    public init(source: String, parts: Set<Part>) {
        self.source = source
        self.parts = parts
    }

    /// What a missing figure of a listed part shows, like "not given by Launch Library".
    public var note: String {
        "not given by \(source)"
    }
}
