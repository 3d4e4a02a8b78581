import Foundation
import RepositoryDefinitions

/// A thrust given in kilonewtons and pound-force.
///
/// The API's key is `kN`; the shared snake_case encoder writes it as `k_n`, which the shared decoder reads back
/// as `kN`, so the round trip is lossless either way.
public struct Thrust: Codable, Sendable, Hashable {
    /// The thrust in kilonewtons.
    public var kN: Double?
    /// The thrust in pound-force.
    public var lbf: Double?

    /// Creates a thrust.
    public init(kN: Double?, lbf: Double?) {
        self.kN = kN
        self.lbf = lbf
    }

    private enum CodingKeys: String, CodingKey {
        case kN, lbf
    }

    /// Decodes leniently: a missing, null or malformed field becomes nil instead of an error.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        kN = container.lenient(Double.self, forKey: .kN)
        lbf = container.lenient(Double.self, forKey: .lbf)
    }
}
