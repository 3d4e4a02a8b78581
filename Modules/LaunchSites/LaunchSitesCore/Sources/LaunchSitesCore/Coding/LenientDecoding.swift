import Foundation
import RepositoryDefinitions

/// The launch sites' two number rules on top of the shared lenient-decoding kit (RepositoryDefinitions): a
/// coordinate must be finite and a count must not be negative, else the field is nil.
extension KeyedDecodingContainer {
    /// A finite number of degrees for `key`, or nil.
    func lenientCoordinate(forKey key: Key) -> Double? {
        lenient(Double.self, forKey: key).flatMap { $0.isFinite ? $0 : nil }
    }

    /// A count for `key`: a whole number from 0 up, or nil.
    func lenientCount(forKey key: Key) -> Int? {
        lenient(Int.self, forKey: key).flatMap { $0 >= 0 ? $0 : nil }
    }
}
