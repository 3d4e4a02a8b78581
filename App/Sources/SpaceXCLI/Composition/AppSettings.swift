import Foundation
import RepositoryImplementations
import SharedPresentation
import TerminalImages

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
    /// Whether standard input and output are both terminals (the browser needs both).
    public let isInteractiveTerminal: Bool
    /// How long one request may wait, in seconds: `SPACEX_REQUEST_TIMEOUT` (1–120), else 10.
    public let requestTimeout: TimeInterval
    /// The longest one request may take in all, in seconds: `SPACEX_REQUEST_DEADLINE` (1–600), else 30 or twice
    /// the request timeout.
    public let requestDeadline: TimeInterval
    /// The most bytes an API answer may have: `SPACEX_MAX_RESPONSE_MB` (MiB, fractions allowed), else 32 MiB.
    public let maxResponseBytes: Int
    /// The most bytes the disk cache keeps: `SPACEX_CACHE_LIMIT_MB` (MiB, fractions allowed), else 50 MiB.
    public let cacheByteLimit: Int
    /// How pictures are drawn: `--images`/`SPACEX_IMAGES`, else detected (none off a terminal or without colour).
    public let pictures: TerminalGraphicsProtocol
    /// Whether the browser asks the terminal which graphics it draws before it starts: `--images auto` only, on an
    /// interactive colour terminal whose environment named no kitty or iTerm2 terminal, never inside tmux or screen.
    public let asksTerminalForPictures: Bool
    /// A terminal cell's size in pixels, from the terminal's size when it reports pixels, else 1:2.
    public let cellPixelSize: CellPixelSize
    /// A terminal cell's size in pixels when standard output is a terminal that reports pixels; nil when unknown.
    public let measuredCellPixelSize: CellPixelSize?

    /// The cell size printed sixel pictures are drawn for (sixel draws pixel for pixel): the measured one, else
    /// ``CellPixelSize/conservative``, so the picture never reaches outside its frame in a terminal with smaller
    /// cells than the 1:2 guess. kitty and iTerm2 are placed in cells, so they need no such bound.
    public var sixelCellPixelSize: CellPixelSize { measuredCellPixelSize ?? .conservative }

    /// Resolves settings from the options, the environment and the terminal facts the caller gathered.
    public init(
        options: GlobalOptions, environment: [String: String], stdoutIsTTY: Bool, stdinIsTTY: Bool,
        terminalSize: TerminalSize?
    ) {
        self.options = options
        let columns = environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
        width = min(1000, max(20, options.width ?? terminalSize?.columns ?? columns ?? 80))
        colorMode = ColorMode.detect(isTTY: stdoutIsTTY, environment: environment, noColorFlag: options.noColor)
        renderContext = RenderContext(colorMode: colorMode, glyphs: GlyphMode.detect(environment: environment))
        cacheDirectory = CacheDirectory.resolve(
            environment: environment,
            override: options.cacheDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) })
        isInteractiveTerminal = stdoutIsTTY && stdinIsTTY
        requestTimeout = APIClientConfiguration.requestTimeout(environment["SPACEX_REQUEST_TIMEOUT"])
        requestDeadline = APIClientConfiguration.requestDeadline(
            environment["SPACEX_REQUEST_DEADLINE"], timeout: requestTimeout)
        maxResponseBytes = APIClientConfiguration.maxResponseBytes(environment["SPACEX_MAX_RESPONSE_MB"])
        cacheByteLimit = DiskCacheStore.byteLimit(megabytes: environment["SPACEX_CACHE_LIMIT_MB"])
        pictures = options.images.resolve(environment: environment, isTerminal: stdoutIsTTY && colorMode != .plain)
        asksTerminalForPictures =
            options.images == .auto && isInteractiveTerminal && colorMode != .plain
            && pictures.isWorthAskingTheTerminal(environment: environment)
        let cells = stdoutIsTTY ? terminalSize : nil
        measuredCellPixelSize = .measured(
            columns: cells?.columns ?? 0, rows: cells?.rows ?? 0, pixelWidth: cells?.pixelWidth ?? 0,
            pixelHeight: cells?.pixelHeight ?? 0)
        cellPixelSize = measuredCellPixelSize ?? .fallback
    }

    /// How the browser draws pictures after asking the terminal: kitty if it answered the kitty query, else sixel
    /// if its device attributes list it, else ``pictures``; always ``pictures`` when it is not to ask.
    public func pictures(answered support: TerminalGraphicsSupport) -> TerminalGraphicsProtocol {
        asksTerminalForPictures ? pictures.answered(kitty: support.kitty, sixel: support.sixel) : pictures
    }

    /// These settings with `--offline` on: answers from the cache (or the built-in archive) only.
    public func offlineOnly() -> AppSettings {
        var copy = self
        copy.options.offline = true
        return copy
    }

    /// The time zone dates are shown in.
    public var timeZone: TimeZone { options.zone.timeZone }
}
