import Foundation

/// Any feature's detail as an interactive screen (the detail scaffold): ↑/↓ read through the content and jump to
/// the focusable elements (cards, links) as they come near, PgUp/PgDn/g/G scroll, and ⏎ or `o` activates the
/// focused element, which is always one in view and marked (or none). The ``DetailFeature`` supplies the screen,
/// its elements and their intents.
@MainActor
public final class DetailController<Feature: DetailFeature>: InteractiveScreen {
    /// What the detail's keys do.
    public enum Command: Sendable, Equatable {
        /// Move the focus or scroll.
        case scroll(FocusScroll<Feature.Element>.Command)
        /// Activate the focused element.
        case activate
    }

    /// The detail's keys, as data.
    nonisolated public static var keyBindings: [KeyBinding<Command>] {
        let select = "in details, select a card or a link"
        return [
            KeyBinding([.up, .character("k")], .scroll(.previous), help: select),
            KeyBinding(
                [.down, .character("j")], .scroll(.next), hint: KeyHint("↑↓", "select", ascii: "up/down"),
                help: select),
            KeyBinding([.pageUp], .scroll(.pageUp), help: KeyHelp.paging),
            KeyBinding([.pageDown, .character(" ")], .scroll(.pageDown), help: KeyHelp.paging),
            KeyBinding([.home, .character("g")], .scroll(.top), help: KeyHelp.ends),
            KeyBinding([.end, .character("G")], .scroll(.bottom), help: KeyHelp.ends),
            KeyBinding(
                [.enter, .right, .character("l")], .activate, hint: .open,
                help: "in details, open the selected card or link"),
            KeyBinding(
                [.character("o")], .activate, hint: KeyHint("o", "open link"),
                help: "open the selected link in the browser (or show its address)"),
        ]
    }

    /// The key bar: the bound keys that have a hint, then the browser's keys this screen relies on.
    nonisolated public static var hints: [KeyHint] { keyBindings.hints() + [.back, KeyHint("r", "refresh")] }

    /// The feature's content and model.
    public let feature: Feature
    /// The focus and scrolling.
    public private(set) var place = FocusScroll<Feature.Element>()

    /// Creates the detail of `feature`.
    public init(_ feature: Feature) {
        self.feature = feature
    }

    public var title: String { feature.title }
    public var keyHints: [KeyHint] { Self.hints }
    public var isBusy: Bool { feature.isBusy }
    public var clockInterval: TimeInterval? { feature.clockInterval }

    /// The focusable elements, in the order they are drawn.
    var focusOrder: [Feature.Element] { feature.elements }

    /// The focused element, as the last key left it.
    var focused: Feature.Element? { place.focused(in: focusOrder) }

    /// Lines a detail shows around its picture: the header (back hint, title, subtitle, rule), the blank line
    /// before the first section, and the picture frame's top border, caption, address and bottom border.
    nonisolated static var linesAroundAPicture: Int { 9 }

    /// `environment` with its pictures no taller than the window less ``linesAroundAPicture`` (issue 28): the
    /// picture is drawn only when all of it is on screen, and a 16-row picture in its frame never was at 80×24 or
    /// 44×20, at any scroll position. A picture first after the header is whole at the top.
    nonisolated static func fittingPictures(_ environment: ScreenEnvironment) -> ScreenEnvironment {
        guard let slots = environment.context.pictures else { return environment }
        var fitted = environment
        fitted.context.pictures?.detailMaxRows = min(
            slots.detailMaxRows, max(1, environment.height - linesAroundAPicture))
        return fitted
    }

    /// The whole screen, unscrolled, with where each element was drawn and the focus as shown in `environment`
    /// (an element scrolled out of view is not marked).
    public func frame(in environment: ScreenEnvironment) -> RenderedFrame {
        let environment = Self.fittingPictures(environment)
        let order = focusOrder
        let candidate = place.focused(in: order)
        let frame = feature.screen(focus: candidate, in: environment)
            .renderFrame(width: environment.width, context: environment.context)
        let shown = place.resolved(in: frame, height: environment.height, order: order).focused(in: order)
        guard shown != candidate else { return frame }
        return feature.screen(focus: shown, in: environment)
            .renderFrame(width: environment.width, context: environment.context)
    }

    public func render(in environment: ScreenEnvironment) -> [StyledLine] {
        place.window(of: frame(in: environment), height: environment.height, order: focusOrder)
    }

    public func handle(_ key: Key, in environment: ScreenEnvironment) -> ScreenOutcome<Feature.Intent> {
        guard let command = Self.keyBindings.command(for: key) else { return .none }
        let order = focusOrder
        let frame = frame(in: environment)
        switch command {
        case .scroll(let move):
            place.apply(move, in: frame, height: environment.height, order: order)
            return .none
        case .activate:
            place = place.resolved(in: frame, height: environment.height, order: order)
            guard let element = place.focused(in: order) else { return ScreenOutcome(message: "Nothing to open here.") }
            return .intent(feature.intent(activating: element))
        }
    }

    public func load() -> ScreenOutcome<Feature.Intent> {
        .run { [feature] in await feature.load() }
    }

    public func refresh() -> ScreenOutcome<Feature.Intent> {
        .run { [feature] in await feature.refresh() }
    }
}
