import Foundation
import RepositoryDefinitions

/// A mass given in kilograms and pounds, as the API sends a rocket's lift-off mass.
public struct Mass: Codable, Sendable, Hashable {
    /// The mass in kilograms.
    public var kg: Int?
    /// The mass in pounds.
    public var lb: Int?

    /// Creates a mass.
    public init(kg: Int?, lb: Int?) {
        self.kg = kg
        self.lb = lb
    }

    private enum CodingKeys: String, CodingKey {
        case kg, lb
    }

    /// Decodes leniently: a missing, null or malformed field becomes nil instead of an error.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        kg = container.lenientInt(forKey: .kg)
        lb = container.lenientInt(forKey: .lb)
    }
}
