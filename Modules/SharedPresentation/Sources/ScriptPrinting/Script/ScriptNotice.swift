import Foundation
import RepositoryDefinitions
import SharedPresentation

/// What a printed answer must warn about on standard error: data that is not the live answer.
public enum ScriptNotice: Sendable, Equatable {
    /// Live data: nothing to say.
    case none
    /// Saved data still fresh enough to show without asking the API, saved at `storedAt`. Said on standard error,
    /// so a second identical run prints the same standard output.
    case cached(storedAt: Date)
    /// The load failed and saved data from `storedAt` is shown instead.
    case saved(storedAt: Date, error: RepositoryError)
    /// The built-in copy of the data is shown.
    case builtIn

    /// The notice a load state calls for.
    public init<Value: Sendable>(_ state: LoadState<Value>) {
        if case .failed(let error, let cached?) = state {
            self = .saved(storedAt: cached.storedAt, error: error)
        } else if state.freshness == .builtInArchive {
            self = .builtIn
        } else if case .cached(let storedAt)? = state.freshness {
            self = .cached(storedAt: storedAt)
        } else {
            self = .none
        }
    }
}
