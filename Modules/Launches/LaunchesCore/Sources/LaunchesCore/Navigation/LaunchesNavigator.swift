import Foundation

/// What the launches view models call to move between screens; the App implements it and maps routes to
/// screens, including other features' screens.
@MainActor
public protocol LaunchesNavigator {
    /// Shows the screen for `route`.
    func navigate(to route: LaunchesRoute)
}
