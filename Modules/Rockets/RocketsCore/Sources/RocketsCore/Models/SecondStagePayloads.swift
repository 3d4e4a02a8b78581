import Foundation
import RepositoryDefinitions

/// What a second stage carries: the first payload option (like "dragon") and the composite fairing's size.
///
/// The API's key `option_1` arrives as `option1` after snake_case conversion.
public struct SecondStagePayloads: Codable, Sendable, Hashable {
    /// The first payload option, like "composite fairing", "dragon" or "Spaceship".
    public var option1: String?
    /// The composite fairing's height and diameter; both unknown for Starship.
    public var compositeFairing: CompositeFairing?

    /// Creates the payload description.
    public init(option1: String?, compositeFairing: CompositeFairing?) {
        self.option1 = option1
        self.compositeFairing = compositeFairing
    }

    private enum CodingKeys: String, CodingKey {
        case option1, compositeFairing
    }

    /// Decodes leniently: a missing, null or malformed field becomes nil instead of an error.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        option1 = container.lenient(String.self, forKey: .option1)
        compositeFairing = container.lenient(CompositeFairing.self, forKey: .compositeFairing)
    }
}
