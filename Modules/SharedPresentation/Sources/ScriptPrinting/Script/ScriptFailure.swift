import RepositoryDefinitions
import SharedPresentation

/// Why a script-mode command shows nothing, with the one line that says so on standard error.
public enum ScriptFailure: Error, Sendable, Equatable {
    /// What was typed is wrong or names no single item (exit 2); `showsUsage` adds the command's usage lines.
    case usage(String, showsUsage: Bool = false)
    /// The data could not be had, or the item does not exist (exit 1).
    case unavailable(String)

    /// Nothing could be loaded: the repository's error, or "offline" when it gave none.
    public static func unavailable(_ error: RepositoryError?) -> ScriptFailure {
        .unavailable((error ?? .offline).userMessage)
    }

    /// A page after the last one: nothing to show, so a runtime error that says how many pages there are.
    static func pastTheEnd(page: Int, limit: Int, total: Int, noun: String) -> ScriptFailure {
        let pages = ScriptPage.pageCount(total: total, limit: limit)
        return .unavailable(
            "page \(page) is past the end: \(total) \(noun) fill \(pages) page\(pages == 1 ? "" : "s") of \(limit)")
    }

    /// The exit status this failure ends the run with.
    public var outcome: ScriptOutcome {
        switch self {
        case .usage: .usage
        case .unavailable: .unavailable
        }
    }
}
