import Foundation
import LaunchesCore
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

    init(graph: AppGraph, console: Console) {
        self.graph = graph
        self.console = console
        let settings = graph.settings
        router = AppRouter(
            launches: graph.launchesRepository(filter: .upcoming(now: graph.now(), timeZone: settings.timeZone)),
            rockets: graph.rocketsRepository(), launchSites: graph.launchSitesRepository(),
            userTimeZone: settings.timeZone, now: graph.now)
        router.navigator.context = settings.renderContext
        router.navigator.columns = settings.width
        // Once, under the launches list, until the next key: the r/SpaceX data is frozen (not on every screen).
        if settings.options.source == .spacex { router.navigator.message = DataSource.frozenDataNote }
    }

    func run() async -> ScriptOutcome {
        let settings = graph.settings
        // Asked before the session's key reader starts, so the answer never reaches it.
        let pictures = settings.pictures.browserOverlay(loader: graph.pictures)
        #if DEBUG
            Self.blockMainQueueIfAsked()
        #endif
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
        if let warning = graph.cacheWarning { console.warning(warning.userMessage) }
        return .success
    }

    #if DEBUG
        /// For the signal tests, in debug builds only: `SPACEX_DEBUG_BLOCK_MAIN_SECONDS=n` keeps the main queue busy
        /// for n seconds once the browser runs, as laying out a huge page would, after setting the window title to
        /// `spacex-busy` so a test knows when it starts.
        private static func blockMainQueueIfAsked() {
            guard let text = ProcessInfo.processInfo.environment["SPACEX_DEBUG_BLOCK_MAIN_SECONDS"],
                let seconds = UInt32(text)
            else { return }
            DispatchQueue.main.async {
                Terminal.write("\u{1B}]2;spacex-busy\u{07}")
                sleep(seconds)
            }
        }
    #endif
}
