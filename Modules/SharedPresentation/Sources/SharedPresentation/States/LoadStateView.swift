import Foundation
import RepositoryDefinitions

/// Shows a ``LoadState`` the same way on every screen: a spinner while loading, the content when loaded
/// (with a dim "Cached 3 min ago" line for cached data, in the browser only, and a banner for built-in data), a
/// "Refreshing…" line above content being reloaded, and an ``ErrorView`` on failure, or, when cached data
/// is still there, that data under a yellow "Stale, from cache … — <error>" notice.
///
/// Ages are computed from the `now` passed in; views never read the clock.
struct LoadStateView<Value: Sendable, Content: View>: View {
    /// What to show, without the value.
    let phase: LoadPhase
    /// The content built from the state's value, when there is one.
    let content: Content?
    /// The moment ages are measured against.
    let now: Date
    /// What the spinner says during the first load.
    let loadingLabel: String
    /// The spinner's animation step, or nil for a still indicator.
    let tick: Int?

    /// Creates a view for `state`, building `content` from its value when it has one.
    init(
        _ state: LoadState<Value>, now: Date, loadingLabel: String = "Loading", tick: Int? = nil,
        @ViewBuilder content: (Value) -> Content
    ) {
        self.phase = LoadPhase(state)
        self.content = state.value.map(content)
        self.now = now
        self.loadingLabel = loadingLabel
        self.tick = tick
    }

    /// The status line or banner above the content, or the progress and error views alone.
    var body: some View {
        switch phase {
        case .loading:
            ProgressView(loadingLabel, tick: tick)
        case .refreshing:
            VStack {
                ProgressView("Refreshing", tick: tick).dim()
                content
            }
        case .live:
            content
        case .cached(let storedAt):
            VStack {
                // Printed output says how old the data is on standard error, so the same data prints the same.
                Text("Cached \(RelativeAge.phrase(since: storedAt, now: now))").dim().interactiveOnly()
                content
            }
        case .builtInArchive:
            VStack(spacing: 1) {
                Banner("Offline — the SpaceX API's data as of its last update (October 2022)")
                content
            }
        case .failed(let error):
            ErrorView(error)
        case .stale(let error, let storedAt):
            VStack(spacing: 1) {
                HStack(spacing: 1) {
                    StatusGlyph(status: .warning)
                    VStack {
                        Text(
                            "Stale, from cache \(RelativeAge.phrase(since: storedAt, now: now)) — \(error.userMessage)"
                        )
                        .foregroundColor(.yellow)
                        if error.isTransient {
                            RetryHint(key: "r")
                        }
                    }
                }
                content
            }
        }
    }
}

/// A ``LoadState`` reduced to what `LoadStateView` draws besides the content.
enum LoadPhase: Sendable, Equatable {
    /// Nothing to show yet.
    case loading
    /// Content is being reloaded.
    case refreshing
    /// Fresh content.
    case live
    /// Content from the cache, stored at the date.
    case cached(Date)
    /// Content from the built-in archive.
    case builtInArchive
    /// Failed with nothing to show.
    case failed(RepositoryError)
    /// Failed, showing cached content stored at the date.
    case stale(RepositoryError, Date)

    /// The phase of `state`.
    init<Value>(_ state: LoadState<Value>) {
        switch state {
        case .initial, .loading: self = .loading
        case .refreshing: self = .refreshing
        case .loaded(_, .live): self = .live
        case .loaded(_, .cached(let storedAt)): self = .cached(storedAt)
        case .loaded(_, .builtInArchive): self = .builtInArchive
        case .failed(let error, nil): self = .failed(error)
        case .failed(let error, let cached?): self = .stale(error, cached.storedAt)
        }
    }
}
