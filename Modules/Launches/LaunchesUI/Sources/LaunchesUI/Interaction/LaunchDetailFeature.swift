import Foundation
import LaunchesCore
import RepositoryDefinitions
import SharedPresentation

/// A launch's details on the detail scaffold: the rocket card, the launch-site card and the links are the
/// focusable elements; the cards send "show rocket" and "show launch site", a link "open link".
@MainActor
public final class LaunchDetailFeature: DetailFeature {
    /// The launch.
    public let viewModel: LaunchDetailViewModel
    private let now: @Sendable () -> Date
    /// The change history's moves of the launch, read once when the detail opens (none when `repository` records
    /// none).
    private let moves: [LaunchMove]

    /// The detail of the launch `launchID`, painted at once from the list's copy when `repository` has it.
    public init(
        launchID: String, repository: any PaginatedRepository<Launch, LaunchFilter>,
        now: @escaping @Sendable () -> Date
    ) {
        self.now = now
        viewModel = LaunchDetailViewModel(launchId: launchID, repository: repository, now: now)
        let recorder = (repository as? ChangeRecordingRepository)?.recorder
        moves = recorder?.moves(of: launchID, timeZone: repository.filter.timeZone) ?? []
    }

    public var title: String { viewModel.detail?.mission ?? "Launch" }
    public var isBusy: Bool { viewModel.isLoading }
    /// The countdown's tick, while one is shown.
    public var clockInterval: TimeInterval? { viewModel.clockInterval }

    /// The rocket card, the launch-site card, then the links.
    public var elements: [LaunchDetailAction] { viewModel.detail.map(LaunchDetailScreen.actions(for:)) ?? [] }

    public func screen(focus: LaunchDetailAction?, in environment: ScreenEnvironment) -> LaunchDetailScreen {
        LaunchDetailScreen(
            detail: viewModel.detail.map { detail in
                var detail = detail
                detail.changes = moves
                return detail
            }, isLoading: viewModel.isLoading, error: viewModel.error,
            freshness: viewModel.freshness, focus: focus, now: now(), backTitle: environment.backTitle,
            tick: environment.tick)
    }

    public func intent(activating element: LaunchDetailAction) -> LaunchesIntent {
        switch element {
        case .rocket(let id): .showRocket(id: id)
        case .site(let id): .showLaunchSite(id: id)
        case .link(let title, let url): .openLink(title: title, url: url)
        }
    }

    public func load() async { await viewModel.load() }
    public func refresh() async { await viewModel.refresh() }
}

/// A launch's details as an interactive screen.
public typealias LaunchDetailController = DetailController<LaunchDetailFeature>
