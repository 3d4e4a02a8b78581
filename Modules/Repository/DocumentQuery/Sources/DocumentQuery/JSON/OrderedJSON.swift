import Foundation

/// A JSON value that keeps the key order of its objects, so served documents look like the fixtures.
///
/// Numbers keep whether they were written as integers. Equality compares numbers by value and objects
/// without regard to key order.
public enum OrderedJSON: Sendable, Equatable, CustomStringConvertible {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number written without fraction or exponent that fits in `Int`.
    case int(Int)
    /// Any other number.
    case double(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([OrderedJSON])
    /// An object, keys in order.
    case object(OrderedJSONObject)

    /// The member named `key` when this is an object, else nil.
    public subscript(key: String) -> OrderedJSON? {
        if case .object(let object) = self { return object[key] }
        return nil
    }

    /// The value at a dotted path such as `links.patch.small`, following objects only.
    public func value(atPath path: String) -> OrderedJSON? {
        var current: OrderedJSON? = self
        for key in path.split(separator: ".", omittingEmptySubsequences: false) {
            current = current?[String(key)]
        }
        return current
    }

    /// The string when this is a string.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The number as a `Double` when this is a number.
    var doubleValue: Double? {
        switch self {
        case .int(let value): Double(value)
        case .double(let value): value
        default: nil
        }
    }

    /// The number as an `Int` when this is an integer, or a double without fraction.
    public var intValue: Int? {
        switch self {
        case .int(let value): value
        case .double(let value): value.rounded(.towardZero) == value ? Int(exactly: value) : nil
        default: nil
        }
    }

    /// The boolean when this is a boolean.
    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The elements when this is an array.
    public var arrayValue: [OrderedJSON]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The object when this is an object.
    public var objectValue: OrderedJSONObject? {
        if case .object(let value) = self { return value }
        return nil
    }

    /// Whether this is `null`.
    var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// Whether this is a number.
    public var isNumber: Bool {
        doubleValue != nil
    }

    /// Compact JSON text, the way `JSON.stringify` writes it.
    public var description: String {
        String(decoding: serialized(), as: UTF8.self)
    }

    /// Numbers equal by value, objects equal whatever their key order.
    public static func == (lhs: OrderedJSON, rhs: OrderedJSON) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let left), .bool(let right)): left == right
        case (.string(let left), .string(let right)): left == right
        case (.array(let left), .array(let right)): left == right
        case (.object(let left), .object(let right)): left == right
        case (.int(let left), .int(let right)): left == right
        default:
            if let left = lhs.doubleValue, let right = rhs.doubleValue { left == right } else { false }
        }
    }
}

extension OrderedJSON: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    /// `nil` is `null`.
    public init(nilLiteral: ()) { self = .null }
    /// A boolean literal.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// An integer literal.
    public init(integerLiteral value: Int) { self = .int(value) }
    /// A floating-point literal.
    public init(floatLiteral value: Double) { self = .double(value) }
    /// A string literal.
    public init(stringLiteral value: String) { self = .string(value) }
    /// An array literal.
    public init(arrayLiteral elements: OrderedJSON...) { self = .array(elements) }
    /// A dictionary literal; its order becomes the key order.
    public init(dictionaryLiteral elements: (String, OrderedJSON)...) {
        self = .object(OrderedJSONObject(elements))
    }
}
