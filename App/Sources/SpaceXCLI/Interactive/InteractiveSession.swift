import Foundation
import LaunchesCore
import LaunchesUI
import PictureLoading
import ScriptPrinting
import TerminalRuntime

/// The full-screen browser on a real terminal: the App's router in a ``TerminalSession``, with pictures drawn over
/// their slots unless they are off (asking the terminal first when `--images auto` may gain from it), opening links
/// with the system opener; the terminal is always restored.
@MainActor
final class InteractiveSession {
    private let graph: AppGraph
    private let console: Console
    private let router: AppRouter
    private let onStart: @MainActor () -> Void

    /// Creates the session; `onStart` runs once the browser is about to take the terminal (a test's hook).
    init(graph: AppGraph, console: Console, onStart: @escaping @MainActor () -> Void) {
        self.graph = graph
        self.onStart = onStart
        self.console = console
        let settings = graph.settings
        let launches = graph.source.launchesRepository(filter: .upcoming(now: graph.now(), timeZone: settings.timeZone))
        router = AppRouter(
            launches: LaunchChangeRecorder(cacheDirectory: settings.cacheDirectory, source: settings.options.source)
                .recording(launches, marking: true, now: graph.now),
            rockets: graph.source.rocketsRepository(), launchSites: graph.source.launchSitesRepository(),
            userTimeZone: settings.timeZone, now: graph.now)
        router.navigator.context = settings.renderContext
        router.navigator.keyMap = settings.keyMap
        router.navigator.columns = settings.width
        // Once, under the launches list, until the next key: what the source says first (not on every screen).
        router.navigator.message = graph.source.openingNote
    }

    func run() async -> ScriptOutcome {
        let settings = graph.settings
        // Asked before the session's key reader starts, so the answer never reaches it.
        let pictures = settings.pictures.browserOverlay(loader: graph.pictures)
        onStart()
        do {
            try await TerminalSession(
                navigator: router.navigator, colorMode: settings.colorMode, overlay: pictures, now: graph.now
            )
            .run { [router] key in
                let outcome = router.handle(key)
                for case .link(_, let url) in outcome.routes { LinkOpener.open(url) }
                return outcome
            }
        } catch {
            console.error("can't open the browser: \(error); try `spacex launches`")
            return .unavailable
        }
        if let warning = graph.source.cacheWarning { console.warning(warning.userMessage) }
        return .success
    }
}
