import Foundation
import SharedPresentation

extension Console {
    /// Says on standard error that the source throttled this run (`notice`: how long until the next request) and
    /// returns `result` to print. When the answer is saved data, the warning says its age first ("showing saved
    /// data from 3 min ago: the service allows 15 requests an hour; next in 12 min") and the answer's own note of
    /// the cache is dropped, so the age is said once. A failure is returned as it is: its message says the wait.
    public func throttled(
        _ result: Result<ScriptAnswer, ScriptFailure>, notice: String, now: Date
    ) -> Result<ScriptAnswer, ScriptFailure> {
        // A failure's own message already says the wait: it is not said twice.
        guard case .success(var answer) = result else { return result }
        guard case .cached(let storedAt) = answer.notice else {
            warning(notice)
            return result
        }
        warning("showing saved data from \(RelativeAge.phrase(since: storedAt, now: now)): " + Self.styled(notice))
        answer.notice = .none
        return .success(answer)
    }
}
