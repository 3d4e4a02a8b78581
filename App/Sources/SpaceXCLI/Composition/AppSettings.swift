import Foundation
import PictureLoading
import RepositoryImplementations
import SharedPresentation
import TerminalImages
import TerminalRuntime

/// The run's resolved settings: the parsed options plus what the environment and the terminal say.
public struct AppSettings: Sendable {
    /// The parsed global options.
    public private(set) var options: GlobalOptions
    /// The output width in columns.
    public let width: Int
    /// Plain or ANSI output.
    public let colorMode: ColorMode
    /// How views are rendered for this run: the colour mode, and Unicode or ASCII glyphs.
    public let renderContext: RenderContext
    /// Where responses are cached.
    public let cacheDirectory: URL
    /// Whether standard input and output are both terminals the browser can draw on (``TerminalKind``).
    public let isInteractiveTerminal: Bool
    /// Whether standard output is a terminal (where `watch` rings its notifications).
    public let outputIsTTY: Bool
    /// The HTTP policy's and the cache's numbers (`SPACEX_REQUEST_TIMEOUT`, `SPACEX_REQUEST_DEADLINE`,
    /// `SPACEX_MAX_RESPONSE_MB`, `SPACEX_CACHE_LIMIT_MB`).
    public let limits: NetworkLimits
    /// The clock: `SPACEX_NOW` (an ISO 8601 instant) stops it there, for tests against recorded data and to
    /// see a screen as it was; else the system's.
    public let now: @Sendable () -> Date
    /// How pictures are drawn: `--images`/`SPACEX_IMAGES`, else from the environment (none off a terminal or
    /// without colour), and in the browser the terminal's answer when it is worth asking; the cell's size.
    public let pictures: PictureSettings
    /// The user's own keys, from the config file.
    public let keyMap: KeyMap

    /// Resolves settings from the options, the environment and the terminal facts the caller gathered.
    public init(
        options: GlobalOptions, environment: [String: String], stdoutIsTTY: Bool, stdinIsTTY: Bool,
        terminalSize: TerminalSize?, keyMap: KeyMap = KeyMap()
    ) {
        self.options = options
        self.keyMap = keyMap
        width = TerminalSize.outputWidth(requested: options.width, size: terminalSize, environment: environment)
        colorMode = ColorMode.detect(isTTY: stdoutIsTTY, environment: environment, noColorFlag: options.noColor)
        var context = RenderContext(colorMode: colorMode, glyphs: GlyphMode.detect(environment: environment))
        context.theme = environment["SPACEX_THEME"].flatMap { Theme(rawValue: $0.lowercased()) } ?? .dark
        renderContext = context
        cacheDirectory = CacheDirectory.resolve(
            environment: environment,
            override: options.cacheDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) })
        outputIsTTY = stdoutIsTTY
        isInteractiveTerminal = stdoutIsTTY && stdinIsTTY && TerminalKind.supportsFullScreen(environment: environment)
        limits = NetworkLimits(environment: environment)
        if let fixed = environment["SPACEX_NOW"].flatMap({ try? Date($0, strategy: .iso8601) }) {
            now = { fixed }
        } else {
            now = { Date() }
        }
        pictures = PictureSettings(
            requested: options.images, environment: environment, drawsColour: stdoutIsTTY && colorMode != .plain,
            isInteractive: isInteractiveTerminal, terminalSize: stdoutIsTTY ? terminalSize : nil)
    }

    /// The time zone dates are shown in.
    public var timeZone: TimeZone { options.zone.timeZone }
}
