import Foundation
import LaunchesCore
import RepositoryDefinitions
import SharedPresentation

/// A launch's details as an interactive screen: ↑/↓ read through the content and focus the rocket card and the
/// links as they come into view; ⏎ on the card sends "show rocket", on a link "open link".
@MainActor
public final class LaunchDetailController: InteractiveScreen {
    /// What the detail's keys do.
    public enum Command: Sendable, Equatable {
        /// Move the focus or scroll.
        case scroll(FocusScroll<LaunchDetailAction>.Command)
        /// Activate the focused element.
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

    /// The launch.
    public let viewModel: LaunchDetailViewModel
    /// The focus and scrolling.
    public private(set) var place = FocusScroll<LaunchDetailAction>()
    private let now: @Sendable () -> Date

    /// Creates the detail of the launch `launchID`, painted at once from the list's copy when `repository` has it.
    public init(
        launchID: String, repository: any PaginatedRepository<Launch, LaunchFilter>,
        now: @escaping @Sendable () -> Date
    ) {
        self.now = now
        viewModel = LaunchDetailViewModel(
            launchId: launchID, repository: repository, now: now)
    }

    public var title: String { viewModel.detail?.mission ?? "Launch" }
    /// The key bar: the bound keys that have a hint, then the browser's keys this screen relies on.
    nonisolated public static var hints: [KeyHint] { keyBindings.hints() + [.back, KeyHint("r", "refresh")] }
    public var keyHints: [KeyHint] { Self.hints }
    public var isBusy: Bool { viewModel.isLoading }

    /// The focusable elements, in focus order: the rocket card, then the links.
    public var focusOrder: [LaunchDetailAction] { viewModel.detail.map(LaunchDetailScreen.actions(for:)) ?? [] }

    /// The focused element.
    public var focused: LaunchDetailAction? { place.focused(in: focusOrder) }

    /// The whole screen, unscrolled, with where each element was drawn.
    public func frame(in environment: ScreenEnvironment) -> RenderedFrame {
        LaunchDetailScreen(
            viewModel: viewModel, focus: focused, now: now(), backTitle: environment.backTitle, tick: environment.tick
        )
        .renderFrame(width: environment.width, context: environment.context)
    }

    public func render(in environment: ScreenEnvironment) -> [StyledLine] {
        place.window(of: frame(in: environment), height: environment.height, order: focusOrder)
    }

    public func handle(_ key: Key, in environment: ScreenEnvironment) -> ScreenOutcome<LaunchesIntent> {
        switch Self.keyBindings.command(for: key) {
        case .scroll(let command)?:
            place.apply(command, in: frame(in: environment), height: environment.height, order: focusOrder)
            return .none
        case .activate?:
            switch focused {
            case .rocket(let id)?: return .intent(.showRocket(id: id))
            case .link(let title, let url)?: return .intent(.openLink(title: title, url: url))
            case nil: return ScreenOutcome(message: "Nothing to open here.")
            }
        case nil:
            return .none
        }
    }

    public func load() -> ScreenOutcome<LaunchesIntent> {
        .run { [viewModel] in await viewModel.load() }
    }

    public func refresh() -> ScreenOutcome<LaunchesIntent> {
        .run { [viewModel] in await viewModel.refresh() }
    }
}
