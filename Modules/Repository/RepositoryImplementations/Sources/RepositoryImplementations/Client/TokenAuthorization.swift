import Foundation

/// The `Authorization: Token <key>` header built from a configuration value (an environment variable, say), for
/// APIs that raise their rate limit for a key. The value is untrusted: surrounding whitespace is trimmed, and a
/// key with spaces, control characters or non-ASCII, or longer than ``maximumLength``, is refused with a
/// one-line message rather than sent.
public struct TokenAuthorization: Sendable, Hashable {
    /// The longest key accepted.
    public static let maximumLength = 256

    /// The key, trimmed.
    public let key: String

    /// The authorization for `configurationValue`: nil when it is absent or blank (no key: the anonymous limit),
    /// else the key.
    /// - Throws: ``TokenAuthorizationError`` when the value is not a plausible key.
    public init?(configurationValue: String?) throws {
        guard let value = configurationValue?.trimmingCharacters(in: .whitespacesAndNewlines), !value.isEmpty
        else { return nil }
        guard value.count <= Self.maximumLength,
            value.unicodeScalars.allSatisfy({ $0.isASCII && $0.value > 0x20 && $0.value < 0x7F })
        else { throw TokenAuthorizationError.malformed }
        key = value
    }

    /// The header to send with every request.
    public var headers: [String: String] { ["Authorization": "Token \(key)"] }
}

/// Why a configured key was refused.
enum TokenAuthorizationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The key has characters a key cannot have, or is too long.
    case malformed

    public var description: String {
        "the API key is not valid (printable ASCII without spaces, at most \(TokenAuthorization.maximumLength) characters)"
    }
}
