import Foundation
import LaunchesCore
import RepositoryDefinitions

/// A domain value written back in the r/SpaceX API's JSON shape, for the fakes that serve test-made launches and
/// rockets: each stored property under its name (snake_case on the wire, through the shared encoder), nil ones
/// left out, enums as their raw names, references never populated as plain ids, as the API stores them.
///
/// Only tests need this direction: the app reads documents (SpaceXAPI) and prints them as received, never writes
/// the domain as JSON.
struct WireDocument: Encodable {
    /// The value to write.
    let value: Any

    func encode(to encoder: any Encoder) throws {
        switch value {
        case let text as String: try single(encoder, text)
        case let number as Int: try single(encoder, number)
        case let number as Double: try single(encoder, number)
        case let flag as Bool: try single(encoder, flag)
        case let date as Date: try single(encoder, date)
        case let url as URL: try single(encoder, url.absoluteString)
        case let rocket as RocketReference where !rocket.isPopulated: try single(encoder, rocket.id)
        case let pad as Launchpad where !pad.isPopulated: try single(encoder, pad.id)
        default: try encodeReflected(to: encoder)
        }
    }

    private func single(_ encoder: any Encoder, _ value: some Encodable) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }

    private func encodeReflected(to encoder: any Encoder) throws {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .collection, .set:
            var container = encoder.unkeyedContainer()
            for child in mirror.children { try container.encode(WireDocument(value: child.value)) }
        case .enum:
            try single(encoder, String(describing: value))
        default:
            var container = encoder.container(keyedBy: Key.self)
            for child in mirror.children {
                guard let label = child.label else { continue }
                let field = Mirror(reflecting: child.value)
                if field.displayStyle == .optional {
                    guard let wrapped = field.children.first?.value else { continue }
                    try container.encode(WireDocument(value: wrapped), forKey: Key(label))
                } else {
                    try container.encode(WireDocument(value: child.value), forKey: Key(label))
                }
            }
        }
    }

    /// A property's name as a key.
    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
