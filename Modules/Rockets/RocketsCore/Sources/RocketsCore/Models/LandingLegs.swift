import Foundation
import RepositoryDefinitions

/// The legs a booster lands on; Falcon 1 has none (`number: 0`, `material: null`).
public struct LandingLegs: Codable, Sendable, Hashable {
    /// How many legs.
    public var number: Int?
    /// What they are made of, like "carbon fiber".
    public var material: String?

    /// Creates a landing-legs description.
    public init(number: Int?, material: String?) {
        self.number = number
        self.material = material
    }

    private enum CodingKeys: String, CodingKey {
        case number, material
    }

    /// Decodes leniently: a missing, null or malformed field becomes nil instead of an error.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        number = container.lenientInt(forKey: .number)
        material = container.lenient(String.self, forKey: .material)
    }
}
