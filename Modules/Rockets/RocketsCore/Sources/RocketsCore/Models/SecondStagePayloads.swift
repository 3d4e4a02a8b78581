import Foundation

/// What a second stage carries: the first payload option (like "dragon") and the composite fairing's size.
///
/// The API's key `option_1` arrives as `option1` after snake_case conversion.
public struct SecondStagePayloads: Sendable, Hashable {
    /// The first payload option, like "composite fairing", "dragon" or "Spaceship".
    public var option1: String?
    /// The composite fairing's height and diameter; both unknown for Starship.
    public var compositeFairing: CompositeFairing?

    /// Creates the payload description.
    public init(option1: String?, compositeFairing: CompositeFairing?) {
        self.option1 = option1
        self.compositeFairing = compositeFairing
    }
}
