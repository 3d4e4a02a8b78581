import Foundation

extension Dictionary where Key == String {
    /// The `count` entries seen most recently (`seen` of each value; ties kept by key), for the files beside the
    /// cache that forget the least recently seen first.
    func keepingNewest(_ count: Int, seen: (Value) -> Date) -> Self {
        guard self.count > count else { return self }
        let kept = sorted { (seen($0.value), $0.key) > (seen($1.value), $1.key) }.prefix(count)
        return Dictionary(uniqueKeysWithValues: kept.map { ($0.key, $0.value) })
    }
}
