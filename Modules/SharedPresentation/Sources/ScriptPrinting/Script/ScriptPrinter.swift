import Foundation
import RepositoryDefinitions
import SharedPresentation

/// Prints a script-mode command's answer once: its screen for reading (no key hints, the program's retry hint,
/// no trailing spaces) with its page footer and picture, or its model as JSON; then the warnings its data calls
/// for. A failure prints its one line, and the command's usage when the command line was wrong.
@MainActor
public struct ScriptPrinter {
    /// The JSON that stands for a model (its source's documents); the App passes it, so this package needs no JSON
    /// format of its own.
    public typealias Encode = @MainActor (any Sendable) throws -> Data
    /// Prints a screen that frames the picture at an address, the picture drawn in it: the whole printed text.
    public typealias PictureScreen = @MainActor (ScriptScreen, URL) async -> String

    /// Where output goes.
    public let console: Console
    /// The output width in columns.
    public let width: Int
    /// Plain or ANSI output.
    public let colorMode: ColorMode
    /// How screens are rendered, before script mode turns key hints off.
    public let context: RenderContext
    /// Print the model as JSON instead of the screen (`--json`).
    public let printsJSON: Bool
    /// The JSON encoder.
    public let encode: Encode
    /// What the output says about the program's options: the retry hint, the live-answer note, the next page.
    public let hints: ScriptHints
    /// The clock, for the age of saved data.
    public let now: @Sendable () -> Date
    /// The warning for built-in data, asked for when it is printed (it may say why the network failed).
    public let builtInWarning: @MainActor () -> String
    /// Prints a screen with its picture, when a picture protocol is chosen; without it, screens print alone.
    public let pictureScreen: PictureScreen?

    /// Creates a printer.
    public init(
        console: Console, width: Int, colorMode: ColorMode, context: RenderContext, printsJSON: Bool,
        encode: @escaping Encode, hints: ScriptHints, now: @escaping @Sendable () -> Date,
        builtInWarning: @escaping @MainActor () -> String, pictureScreen: PictureScreen? = nil
    ) {
        self.console = console
        self.width = width
        self.colorMode = colorMode
        self.context = context
        self.printsJSON = printsJSON
        self.encode = encode
        self.hints = hints
        self.now = now
        self.builtInWarning = builtInWarning
        self.pictureScreen = pictureScreen
    }

    /// Prints `result` and says how the run ends; `usage` is the command's usage, printed after a wrong command
    /// line.
    public func print(_ result: Result<ScriptAnswer, ScriptFailure>, usage: String) async -> ScriptOutcome {
        let answer: ScriptAnswer
        switch result {
        case .success(let found): answer = found
        case .failure(let failure):
            report(failure, usage: usage)
            return failure.outcome
        }
        if printsJSON {
            guard printJSON(answer.json) else { return .unavailable }
        } else {
            if let url = answer.picture, let pictureScreen {
                let screen = ScriptScreen(
                    view: answer.screen, width: width, context: scriptContext, colorMode: colorMode)
                console.out(await pictureScreen(screen, url))
            } else {
                console.print(lines(of: answer.screen))
            }
            if let page = answer.page { console.print(footer(of: page)) }
        }
        warn(about: answer.notice)
        return .success
    }

    /// The printed lines of `view`: rendered for reading, not for keys, without trailing spaces.
    public func lines(of view: some View) -> [String] {
        TextRenderer(colorMode: colorMode, theme: context.theme).render(
            view.render(width: width, context: scriptContext)
        )
        .map(Self.trimmingTrailingSpaces)
    }

    /// The lines under a list page: "Page 2 of 5 · next: <command>" when that fits the width, else the command
    /// below, wrapped between its words with the shell's ` \` continuations (``CommandLineWrap``): a command
    /// broken anywhere else fails when pasted back into a shell.
    func footer(of page: ScriptPage) -> [String] {
        let next = page.hasNext ? hints.nextPage(page) : nil
        let oneLine = lines(of: Text(page.footer(next: next)))
        guard let next, oneLine.count > 1 else { return oneLine }
        let command = TextSanitizer.sanitize(next, keepsNewlines: false)
        return lines(of: Text(page.footer(next: ""))) + CommandLineWrap.lines(command, width: width)
    }

    /// The render context of printed screens: no key hints, and the program's retry hint.
    public var scriptContext: RenderContext {
        var context = context
        context.showsKeyHints = false
        context.retryHintWithoutKeys = hints.retry
        return context
    }

    /// Writes the failure's line, and the usage when it asks for it.
    public func report(_ failure: ScriptFailure, usage: String) {
        switch failure {
        case .usage(let message, let showsUsage):
            console.error(message)
            if showsUsage { console.err(usage + "\n") }
        case .unavailable(let message):
            console.error(message)
        }
    }

    /// Warns when the data shown is not the live answer: saved data after a failure, or the built-in copy; notes
    /// how old fresh saved data is.
    public func warn(about notice: ScriptNotice) {
        switch notice {
        case .none: break
        case .cached(let storedAt):
            console.note(
                "saved data from \(RelativeAge.phrase(since: storedAt, now: now())); \(hints.liveAnswer)")
        case .saved(let storedAt, let error):
            console.warning(
                "showing saved data from \(RelativeAge.phrase(since: storedAt, now: now())): "
                    + Console.styled(error.userMessage))
        case .builtIn:
            console.warning(builtInWarning())
        }
    }

    private func printJSON(_ value: any Sendable) -> Bool {
        do {
            let data = try encode(value)
            console.out(JSONTerminalEscaping.escape(String(decoding: data, as: UTF8.self)) + "\n")
            return true
        } catch {
            console.error("could not encode the answer as JSON: \(error)")
            return false
        }
    }

    /// `line` without the spaces at its end.
    public nonisolated static func trimmingTrailingSpaces(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
}
