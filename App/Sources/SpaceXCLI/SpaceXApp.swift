import Foundation
import SharedPresentation
import TerminalImages

/// The `spacex` program: parses the command line, builds the graph once and runs the browser or a script command.
public enum SpaceXApp {
    /// Runs the program and returns its exit code. Terminal facts are passed in so tests can run it in-process.
    @MainActor
    public static func run(
        arguments: [String], environment: [String: String], console: Console = .standard,
        stdoutIsTTY: Bool = Terminal.outputIsTTY, stdinIsTTY: Bool = Terminal.inputIsTTY,
        terminalSize: TerminalSize? = Terminal.size()
    ) async -> ExitCode {
        let invocation: Invocation
        do {
            invocation = try CommandLineParser(environment: environment).parse(arguments)
        } catch {
            console.error(error.message)
            console.err(HelpText.usage(for: error.command) + "\n")
            return .usage
        }
        if let directory = invocation.options.cacheDirectory,
            let problem = CacheDirectoryCheck.problem(with: directory, source: invocation.options.cacheDirectorySource)
        {
            console.error(problem)
            console.err(HelpText.usage(for: nil) + "\n")
            return .usage
        }
        let settings = AppSettings(
            options: invocation.options, environment: environment, stdoutIsTTY: stdoutIsTTY, stdinIsTTY: stdinIsTTY,
            terminalSize: terminalSize, cellPixelSize: stdoutIsTTY ? CellPixelSizeReader.read() : .fallback)
        let graph = AppGraph(settings: settings)
        if invocation.command == .browse, settings.isInteractiveTerminal, !settings.options.json {
            return await InteractiveSession(graph: graph, console: console).run()
        }
        return await ScriptRunner(graph: graph, console: console).run(invocation.command)
    }
}
