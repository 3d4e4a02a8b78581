import Foundation

/// Reads the wait out of a throttled answer's body, for APIs that say it there instead of in `Retry-After`:
/// `{"detail": "Request was throttled. Expected available in 723 seconds."}` gives 723.
enum ThrottleNotice {
    /// The longest body read; a throttle notice is one short sentence.
    static let bodyLimit = 4096

    /// The seconds to wait that `body` names, or nil when it names none. The body is untrusted: it is read only
    /// as far as ``bodyLimit``, and a number that is negative or beyond a day is ignored.
    static func seconds(in body: Data) -> TimeInterval? {
        guard body.count <= bodyLimit,
            let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
            let detail = object["detail"] as? String,
            let range = detail.range(of: "available in ", options: .caseInsensitive)
        else { return nil }
        let number = detail[range.upperBound...].prefix { $0.isNumber || $0 == "." }
        guard let seconds = TimeInterval(number), seconds >= 0, seconds <= 86_400 else { return nil }
        return seconds.rounded(.up)
    }
}
