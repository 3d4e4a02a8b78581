import Foundation
import RepositoryDefinitions
import RocketsCore
import SharedPresentation

/// A rocket's details as an interactive screen: ↑/↓ read through the specification and focus the links as they
/// come into view; ⏎ or `o` on a link sends "open link".
@MainActor
public final class RocketDetailController: InteractiveScreen {
    /// What the detail's keys do.
    public enum Command: Sendable, Equatable {
        /// Move the focus or scroll.
        case scroll(FocusScroll<RocketDetailAction>.Command)
        /// Open the focused link.
        case activate
    }

    /// The detail's keys, as data.
    nonisolated public static let keyBindings: [KeyBinding<Command>] = [
        KeyBinding([.down, .character("j")], .scroll(.next), hint: KeyHint("↑↓", "select", ascii: "up/down")),
        KeyBinding([.up, .character("k")], .scroll(.previous)),
        KeyBinding([.pageDown, .character(" ")], .scroll(.pageDown)),
        KeyBinding([.pageUp], .scroll(.pageUp)),
        KeyBinding([.home, .character("g")], .scroll(.top)),
        KeyBinding([.end, .character("G")], .scroll(.bottom)),
        KeyBinding([.enter, .right, .character("l")], .activate, hint: .open),
        KeyBinding([.character("o")], .activate, hint: KeyHint("o", "open link")),
    ]

    /// The rocket.
    public let viewModel: RocketDetailViewModel
    /// The focus and scrolling.
    public private(set) var place = FocusScroll<RocketDetailAction>()
    private let now: @Sendable () -> Date

    /// Creates the detail of `rocketID`, painted at once from `listRocket` (the list's copy) when given.
    public init(
        rocketID: String, listRocket: Rocket?, repository: any PaginatedRepository<Rocket, RocketFilter>,
        now: @escaping @Sendable () -> Date
    ) {
        self.now = now
        viewModel = RocketDetailViewModel(rocketID: rocketID, listRocket: listRocket, repository: repository, now: now)
    }

    public var title: String { viewModel.title }
    /// The key bar: the bound keys that have a hint, then the browser's keys this screen relies on.
    nonisolated public static var hints: [KeyHint] { keyBindings.hints() + [.back, KeyHint("r", "refresh")] }
    public var keyHints: [KeyHint] { Self.hints }
    public var isBusy: Bool { viewModel.state.isLoading }

    /// The focusable elements, in focus order: Wikipedia, then the photos.
    public var focusOrder: [RocketDetailAction] { viewModel.state.value.map(RocketDetailScreen.actions(for:)) ?? [] }

    /// The focused element.
    public var focused: RocketDetailAction? { place.focused(in: focusOrder) }

    /// The whole screen, unscrolled, with where each element was drawn.
    public func frame(in environment: ScreenEnvironment) -> RenderedFrame {
        RocketDetailScreen(
            viewModel: viewModel, focus: focused, now: now(), backTitle: environment.backTitle, tick: environment.tick
        )
        .renderFrame(width: environment.width, context: environment.context)
    }

    public func render(in environment: ScreenEnvironment) -> [StyledLine] {
        place.window(of: frame(in: environment), height: environment.height, order: focusOrder)
    }

    public func handle(_ key: Key, in environment: ScreenEnvironment) -> ScreenOutcome<RocketsIntent> {
        switch Self.keyBindings.command(for: key) {
        case .scroll(let command)?:
            place.apply(command, in: frame(in: environment), height: environment.height, order: focusOrder)
            return .none
        case .activate?:
            switch focused {
            case .link(let title, let url)?: return .intent(.openLink(title: title, url: url))
            case nil: return ScreenOutcome(message: "Nothing to open here.")
            }
        case nil:
            return .none
        }
    }

    public func load() -> ScreenOutcome<RocketsIntent> {
        .run { [viewModel] in await viewModel.load() }
    }

    public func refresh() -> ScreenOutcome<RocketsIntent> {
        .run { [viewModel] in await viewModel.refresh() }
    }
}
