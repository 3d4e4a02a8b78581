import Foundation

/// A tab container of navigation stacks, like SwiftUI's `TabView` of `NavigationStack`s: what is left of an
/// interactive browser once screens own their behaviour.
///
/// It takes the keys every screen shares (quit, help, switch tab, back, refresh; ``keyBindings``), passes the rest
/// to the screen on top, and draws the frame: the screen, a message line, the key hints and the tab bar. Screens'
/// intents come back as routes for the App, the only place that knows every feature. Rendering is a pure function
/// of state.
@MainActor
public final class TabNavigator<Route> {
    /// What the keys every screen shares do.
    public enum Command: Sendable, Equatable {
        /// End the browser.
        case quit
        /// Show the key help.
        case help
        /// Show the next tab, or the previous one.
        case nextTab, previousTab
        /// Show the tab at this index.
        case selectTab(Int)
        /// Leave the screen on top.
        case back
        /// Reload the screen on top.
        case refresh
    }

    /// The keys that quit even while the help is shown or a form takes every other key.
    public static var alwaysQuitKeys: [Key] { [.controlC, .controlD] }

    /// The tabs, left to right.
    public let tabs: [TabItem]
    /// The index of the tab shown.
    private(set) var selectedTab = 0
    /// Whether the key help is shown over the screen.
    private(set) var showsHelp = false
    /// How far the key help is scrolled when it is taller than the screen.
    private(set) var helpScroll = ScrollViewport()
    /// A message under the screen (an opened link's address, a hint), wrapped to the width; cleared by the next
    /// key.
    public var message: String?
    /// The spinner's frame, advanced by the session while anything loads.
    public private(set) var tick = 0
    /// The terminal's width in cells; the session sets it on start and on resize.
    public var columns: Int
    /// The terminal's height in lines; the session sets it on start and on resize.
    public var rows: Int
    /// How to draw (glyphs, hyperlinks).
    public var context: RenderContext

    /// The user's own keys (the config file's), read before every binding; the help and key bar show them.
    public var keyMap = KeyMap()

    /// The keys every screen shares, as data; the help overlay lists them after the screens' keys.
    public let keyBindings: [KeyBinding<Command>]

    private var stacks: [NavigationStack<AnyScreen<Route>>]
    /// The screens' keys the help overlay lists.
    private let help: KeyHelp
    /// The clock's step (time over the shown screen's ``clockInterval``) at the last ``clockTicked(at:)``.
    private var clockStep: Double?

    /// Lines below the content: the message line, the key hints and the two-line tab bar.
    static var chromeHeight: Int { 4 }

    /// The smallest terminal a browser of list screens needs: at 30×14 a list shows a row under its header, the
    /// offline notice and a two-line message; less leaves none (30×10), and under 20 columns the header and tab
    /// bar wrap into each other. The terminal session sets it as ``minimumSize``.
    public static var browserMinimumSize: (columns: Int, rows: Int) { (30, 14) }

    /// The size below which a "terminal too small" frame is drawn instead of the screen (it still quits); nil
    /// (the default, for previews and tests of small screens) draws at any size.
    public var minimumSize: (columns: Int, rows: Int)?

    /// Whether the terminal is below ``minimumSize``.
    var isTooSmall: Bool {
        guard let minimumSize else { return false }
        return columns < minimumSize.columns || rows < minimumSize.rows
    }

    /// Creates a navigator with one root screen per tab; `help` has the screens' keys, which the help overlay
    /// lists before the navigator's own.
    public init(
        tabs: [TabItem], roots: [AnyScreen<Route>], help: KeyHelp, columns: Int = 80, rows: Int = 24,
        context: RenderContext = RenderContext()
    ) {
        precondition(!roots.isEmpty && tabs.count == roots.count, "one root screen per tab")
        self.tabs = tabs
        keyBindings = Self.keyBindings(tabs: tabs)
        stacks = roots.map(NavigationStack.init(root:))
        self.help = help
        self.columns = columns
        self.rows = rows
        self.context = context
    }

    /// The shared keys for `tabs`: Tab and Shift-Tab cycle through them and a digit picks one (the first nine);
    /// the help names the tabs (and says nothing of switching when there is one).
    private static func keyBindings(tabs: [TabItem]) -> [KeyBinding<Command>] {
        let titles = tabs.map(\.title)
        let switchTabs =
            titles.count > 1
            ? "switch between \(titles.dropLast().joined(separator: ", ")) and "
                + "\(titles[titles.count - 1]) (each keeps its place)" : nil
        let digits = tabs.indices.prefix(9).map { index in
            KeyBinding([.character(Character(String(index + 1)))], Command.selectTab(index), help: switchTabs)
        }
        return [KeyBinding([.tab], .nextTab, help: switchTabs), KeyBinding([.backTab], .previousTab, help: switchTabs)]
            + digits
            + [
                KeyBinding([.escape, .backspace, .left, .character("h")], .back, help: "back"),
                KeyBinding([.character("r")], .refresh, help: "refresh from the network"),
                KeyBinding([.character("?")], .help, help: "this help"),
                KeyBinding([.character("q")] + alwaysQuitKeys, .quit, help: "quit"),
            ]
    }

    /// The navigation stack of the tab at `index`.
    public func stack(at index: Int) -> NavigationStack<AnyScreen<Route>> { stacks[index] }

    /// The screen on top of the shown tab.
    public var screen: AnyScreen<Route> { stacks[selectedTab].top }

    /// What the screen on top is drawn into.
    public var environment: ScreenEnvironment {
        ScreenEnvironment(
            width: max(20, columns), height: max(3, rows - Self.chromeHeight), context: contextWithTick, tick: tick,
            backTitle: stacks[selectedTab].previous?.title)
    }

    /// The context with the spinner's step in its picture slots (when pictures are on), for loading pictures.
    private var contextWithTick: RenderContext {
        var copy = context
        copy.pictures?.spinnerTick = tick
        return copy
    }

    /// The work to start when the browser opens: every root screen's first load, then the rest of their loading.
    public func start() -> NavigatorOutcome<Route> {
        let environment = environment
        let works = stacks.map { $0.top.load(in: environment).work }
        // Every root's first load before any further work (a list filling a tall screen), so no tab waits for
        // another tab's extra pages.
        return NavigatorOutcome(work: works.compactMap(\.first) + works.flatMap { $0.dropFirst() })
    }

    /// Shows `screen` on top of the shown tab and starts its load.
    public func push(_ screen: AnyScreen<Route>) -> NavigatorOutcome<Route> {
        stacks[selectedTab].push(screen)
        return apply(screen.load(in: environment))
    }

    /// Whether a request for the shown screen is running, so the session animates the spinner.
    public var isBusy: Bool { screen.isBusy }

    /// Advances the spinner one frame.
    public func advanceSpinner() {
        tick &+= 1
    }

    /// How often the screen shown changes with the clock alone (its countdown ticks), or nil when nothing shown
    /// moves with time (the help hides the screen).
    public var clockInterval: TimeInterval? {
        showsHelp ? nil : screen.clockInterval
    }

    /// Whether the screen must be redrawn because the clock moved on: true when the shown screen ticks
    /// (``clockInterval``) and `now` lies in another step of it than at the last call; false for a screen that
    /// doesn't tick, so an idle browser draws nothing. The session asks on its timer with the app's clock.
    public func clockTicked(at now: Date) -> Bool {
        guard let interval = clockInterval, interval > 0 else {
            clockStep = nil
            return false
        }
        let step = (now.timeIntervalSince1970 / interval).rounded(.down)
        defer { clockStep = step }
        return step != clockStep
    }

    /// A step of the runtime's timer for the screen shown (a list asking its source once typing pauses); nothing
    /// while the help covers it.
    public func timerTicked() -> NavigatorOutcome<Route> {
        showsHelp || isTooSmall ? .none : apply(screen.timerTicked())
    }

    /// The work every tab's shown screen needs after the terminal changed size (a list fills the taller screen).
    public func resized() -> NavigatorOutcome<Route> {
        let environment = environment
        guard !isTooSmall else { return .none }
        return NavigatorOutcome(work: stacks.flatMap { $0.top.resized(to: environment).work })
    }

    /// Whether `key` ends the browser now: Ctrl-C, Ctrl-D, and `q` unless the help is shown or a screen takes
    /// every key. The session lets such a key pass keys waiting for work (``NavigatorOutcome/holdsKeys``).
    public func quits(on key: Key) -> Bool {
        if Self.alwaysQuitKeys.contains(key) { return true }
        guard !showsHelp, isTooSmall || !screen.capturesKeys, let resolved = keyMap.resolve(key) else { return false }
        return keyBindings.command(for: resolved) == .quit
    }

    /// Handles one key press: the shared keys here, the rest by the screen on top.
    public func handle(_ typed: Key) -> NavigatorOutcome<Route> {
        message = nil
        if Self.alwaysQuitKeys.contains(typed) { return NavigatorOutcome(quit: true) }
        // The user's keys as the bindings know them; a replaced letter sends nothing (but closes the help).
        let key = keyMap.resolve(typed)
        // Too small to show anything: only quitting (and growing the window) does something.
        if isTooSmall { return NavigatorOutcome(quit: key.map { keyBindings.command(for: $0) == .quit } ?? false) }
        if showsHelp {
            let lineCount = helpLines.count
            let height = environment.height
            if lineCount > height, let key, let command = ScrollViewport.keyBindings.command(for: key) {
                helpScroll.apply(command, lineCount: lineCount, height: height)
                return .none
            }
            showsHelp = false  // any other key, q included, only closes the help (it says so)
            return NavigatorOutcome()
        }
        if screen.capturesKeys { return apply(screen.handle(typed, in: environment)) }
        guard let key else { return .none }
        switch keyBindings.command(for: key) {
        case .quit: return NavigatorOutcome(quit: true)
        case .help:
            showsHelp = true
            helpScroll = ScrollViewport()
        case .nextTab: selectedTab = (selectedTab + 1) % tabs.count
        case .previousTab: selectedTab = (selectedTab + tabs.count - 1) % tabs.count
        case .selectTab(let index): selectedTab = index
        case .back: stacks[selectedTab].pop()
        case .refresh: return apply(screen.refresh())
        case nil: return apply(screen.handle(key, in: environment))
        }
        return .none
    }

    private func apply(_ outcome: ScreenOutcome<Route>) -> NavigatorOutcome<Route> {
        if let text = outcome.message { message = text }
        if outcome.dismiss { stacks[selectedTab].pop() }
        var navigated = NavigatorOutcome<Route>(routes: outcome.intents, work: outcome.work)
        navigated.holdsKeys = outcome.holdsKeys
        return navigated
    }

    // MARK: - Rendering

    /// The whole frame: content, message, key hints and the bottom tab bar, exactly `rows` lines.
    public func render() -> [StyledLine] {
        if isTooSmall { return tooSmallFrame }
        let environment = environment
        let width = environment.width
        var content =
            showsHelp
            ? helpScroll.window(of: helpLines, height: environment.height) : screen.render(in: environment)
        // A message (a link's whole address) wraps onto as many lines as it needs, up to half the content's
        // height, taken from the bottom of the content while it shows.
        let messageLines = message.map {
            Array(Text($0).dim().render(width: width, context: context).prefix(max(1, environment.height / 2)))
        }
        let contentHeight = environment.height - max(0, (messageLines?.count ?? 1) - 1)
        if content.count > contentHeight { content.removeLast(content.count - contentHeight) }
        content += Array(repeating: StyledLine(), count: contentHeight - content.count)
        let hints = KeyHintBar(keyHints.map(keyMap.hint), singleLine: true).render(width: width, context: context)
        let bar = TabBar(tabs: tabs, selection: selectedTab).render(width: width, context: context)
        return content + (messageLines ?? [StyledLine()]) + hints + bar
    }

    /// Below ``minimumSize``: what is wrong, the size needed and how to quit, one short line each, as far as
    /// the rows go; exactly `rows` lines no wider than `columns`.
    private var tooSmallFrame: [StyledLine] {
        let width = max(1, columns)
        let minimum = minimumSize ?? Self.browserMinimumSize
        let words = [
            "Terminal too small", "\(columns)×\(rows), needs \(minimum.columns)×\(minimum.rows)",
            "\(keyMap.hint(.quit).key) quits",
        ]
        let lines = words.prefix(max(0, rows)).map { text in
            Text(verbatim: text).bold().render(width: width, context: context).first ?? StyledLine()
        }
        let top = max(0, (rows - lines.count) / 2)
        return Array(repeating: StyledLine(), count: top) + lines
            + Array(repeating: StyledLine(), count: max(0, rows - top - lines.count))
    }

    /// The key bar: the screen's own keys, then switching tabs (at a root), help and quit; a screen that takes
    /// every key (a form) shows only its own; the help shows how to close it, and to scroll it when it is taller
    /// than the screen.
    private var keyHints: [KeyHint] {
        if showsHelp {
            guard helpLines.count > environment.height else {
                return [KeyHint("any key", "close help", priority: .essential)]
            }
            return ScrollViewport.keyBindings.hints() + [KeyHint("any other key", "close help", priority: .essential)]
        }
        if screen.capturesKeys { return screen.keyHints }
        return screen.keyHints + (stacks[selectedTab].isAtRoot ? [.switchTab] : []) + [.help, .quit]
    }

    /// The key help, whole, at the screen's width.
    private var helpLines: [StyledLine] {
        helpView.render(width: environment.width, context: context)
    }

    /// The screens' keys, then the navigator's.
    private var helpView: some View {
        let lines = (help + KeyHelp(keyBindings)).hints(keyMap)
        return VStack(spacing: 0) {
            NavigationBar("Keys")
            Form {
                ForEach(0..<lines.count) { index in
                    LabeledContent(lines[index].key, value: lines[index].label)
                }
            }
        }
    }
}
