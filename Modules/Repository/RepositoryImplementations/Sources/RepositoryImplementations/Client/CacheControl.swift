import Foundation

/// The parts of a `Cache-Control` response header the client honours: `max-age` and `no-store`.
struct CacheControl: Equatable {
    /// The `max-age` in seconds, when given.
    var maxAge: TimeInterval?
    /// Whether the answer must not be stored.
    var noStore = false

    /// Parses a header value such as `public, max-age=300`; unknown directives are ignored.
    /// The largest max-age taken as given (2^31 s, as RFC 9111 § 1.2.2 asks): a larger one from the server
    /// is this, so date arithmetic on it stays in range.
    static let maxAgeCeiling = 2_147_483_648

    init(headerValue: String?) {
        guard let headerValue else { return }
        for directive in headerValue.split(separator: ",") {
            let parts = directive.split(separator: "=", maxSplits: 1).map {
                $0.trimmingCharacters(in: .whitespaces).lowercased()
            }
            switch parts.first {
            case "no-store":
                noStore = true
            case "max-age":
                if parts.count == 2,
                    let seconds = Int(parts[1].trimmingCharacters(in: CharacterSet(charactersIn: "\""))),
                    seconds >= 0
                {
                    maxAge = TimeInterval(min(seconds, Self.maxAgeCeiling))
                }
            default:
                break
            }
        }
    }
}
