import CommandLineKit
import Foundation
import LaunchesUI
import RepositoryImplementations
import ScriptPrinting
import SharedPresentation
import TerminalRuntime

/// The `spacex` program: parses the command line, builds the graph once and runs the browser or a script command.
public enum SpaceXApp {
    /// Runs the program and returns its exit code. Terminal facts are passed in so tests can run it in-process;
    /// `onBrowserStart` runs once the browser is about to take the terminal (a test executable's hook); `watch`
    /// reads and sleeps on `watchClock` (tests replay a day in seconds), by default the system's from `SPACEX_NOW`.
    @MainActor
    public static func run(
        arguments: [String], environment: [String: String],
        console: Console = .standard(program: CommandLineProgram.spacex.name),
        stdoutIsTTY: Bool = Terminal.outputIsTTY, stdinIsTTY: Bool = Terminal.inputIsTTY,
        terminalSize: TerminalSize? = Terminal.size(), onBrowserStart: @escaping @MainActor () -> Void = {},
        watchClock: (any WatchClock)? = nil
    ) async -> ScriptOutcome {
        var console = console
        console.glyphs = GlyphMode.detect(environment: environment)  // TERM=dumb: ASCII messages too
        let config = UserConfiguration(environment: environment, options: OptionKey.self)
        config.warnings.forEach(console.warning)
        let environment = config.environment
        let invocation: Invocation
        do throws(UsageError) {
            invocation = try CommandLineParser(environment: environment).parse(arguments)
            let options = invocation.options
            if let directory = options.cacheDirectory,
                let problem = CacheDirectory.problem(
                    with: directory, source: options.cacheDirectorySource, readingOnly: options.offline)
            {
                throw UsageError(problem)
            }
        } catch {
            console.error(error.message)
            console.err(CommandLineProgram.spacex.usage(for: error.command) + "\n")
            return .usage
        }
        let settings = AppSettings(
            options: invocation.options, environment: environment, stdoutIsTTY: stdoutIsTTY, stdinIsTTY: stdinIsTTY,
            terminalSize: terminalSize, keyMap: config.keyMap)
        APIClientConfiguration.settingWarnings(environment).forEach(console.warning)
        let clock = watchClock ?? SystemWatchClock(startingAt: settings.now())
        let now: @Sendable () -> Date = if case .watch = invocation.command { { clock.now() } } else { settings.now }
        let graph = AppGraph(settings: settings, environment: environment, now: now)
        if invocation.command == .browse, settings.isInteractiveTerminal, !settings.options.json {
            return await InteractiveSession(graph: graph, console: console, onStart: onBrowserStart).run()
        }
        let runner = ScriptRunner(graph: graph, console: console, watchClock: clock, environment: environment)
        return await runner.run(invocation.command)
    }
}
