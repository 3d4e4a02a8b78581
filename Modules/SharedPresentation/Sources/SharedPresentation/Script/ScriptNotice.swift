import Foundation
import RepositoryDefinitions

/// What a printed answer must warn about on standard error: data that is not the live answer.
public enum ScriptNotice: Sendable, Equatable {
    /// Live or freshly cached data: nothing to say.
    case none
    /// The load failed and saved data from `storedAt` is shown instead.
    case saved(storedAt: Date, error: RepositoryError)
    /// The built-in copy of the data is shown.
    case builtIn

    /// The notice a load state calls for.
    public init<Value: Sendable>(_ state: LoadState<Value>) {
        if case .failed(let error, let cached?) = state {
            self = .saved(storedAt: cached.storedAt, error: error)
        } else if state.freshness == .sample {
            self = .builtIn
        } else {
            self = .none
        }
    }
}
