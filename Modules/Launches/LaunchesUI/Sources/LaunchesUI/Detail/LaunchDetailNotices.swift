import Foundation
import RepositoryDefinitions
import SharedPresentation

/// The status lines above a launch's details: a progress line while fetching, a warning when the fetch failed
/// (with the retry key when retrying can help), and where the data came from (cache age or the built-in archive).
struct LaunchDetailNotices: View {
    /// Whether a fetch is running.
    let isLoading: Bool
    /// Whether the full launch is shown (else only the list's fields).
    let isComplete: Bool
    /// Why the last fetch failed.
    let error: RepositoryError?
    /// Where the shown launch came from.
    let freshness: Freshness?
    /// The moment cache ages are measured against.
    let now: Date
    /// The spinner's animation step.
    let tick: Int?

    var body: some View {
        VStack {
            if isLoading {
                ProgressView(isComplete ? "Refreshing" : "Loading launch details", tick: tick).dim()
            }
            if let error {
                Banner(
                    (isComplete ? "Couldn't refresh this launch — " : "Couldn't load the full launch — ")
                        + error.userMessage)
                if error.isTransient {
                    RetryHint(key: "r").padding(.leading, 2)
                }
            }
            switch freshness {
            case .cached(let storedAt):
                // Printed output says how old the data is on standard error, so the same data prints the same.
                Text("Cached \(RelativeAge.phrase(since: storedAt, now: now))").dim().interactiveOnly()
            case .builtInArchive:
                Banner("Offline — the SpaceX API's data as of its last update (October 2022)")
            case .live, nil:
                EmptyView()
            }
        }
    }
}
