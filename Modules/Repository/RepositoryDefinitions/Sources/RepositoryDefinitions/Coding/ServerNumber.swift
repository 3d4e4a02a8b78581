import Foundation

/// The range check every source's mapper puts a server's number through before the domain uses it: a value that
/// is not finite, out of any plausible range or would overflow once converted is unknown (nil), never a crash.
///
/// The bounds are generous (no rocket weighs 10¹⁵ kg, no vehicle flew a billion times) so every real figure passes
/// unchanged, and small enough that the conversions and arithmetic the features do on them cannot overflow.
public enum ServerNumber {
    /// The largest magnitude of a measure (a length, a mass, a thrust, a price) the domain accepts: 10¹⁵.
    public static let largestMeasure = 1.0e15
    /// The largest count (launches, landings, flights, days) the domain accepts: 10⁹.
    public static let largestCount = 1_000_000_000

    /// `value` when it is finite and within ±``largestMeasure``, else nil.
    public static func measure(_ value: Double?) -> Double? {
        guard let value, value.isFinite, value.magnitude <= largestMeasure else { return nil }
        return value
    }

    /// `value` rounded to a whole number when it is a ``measure(_:)``, else nil.
    public static func wholeMeasure(_ value: Double?) -> Int? {
        measure(value).map { Int($0.rounded()) }
    }

    /// `value` when it is within ±``largestMeasure`` (an amount like a launch's price), else nil.
    public static func amount(_ value: Int?) -> Int? {
        guard let value, Double(value).magnitude <= largestMeasure else { return nil }
        return value
    }

    /// `value` when it is a count between 0 and ``largestCount``, else nil.
    public static func count(_ value: Int?) -> Int? {
        guard let value, (0...largestCount).contains(value) else { return nil }
        return value
    }

    /// `value` when it lies within `range` (a latitude within ±90, say), else nil; never NaN.
    public static func within(_ range: ClosedRange<Double>, _ value: Double?) -> Double? {
        guard let value, range.contains(value) else { return nil }
        return value
    }
}
