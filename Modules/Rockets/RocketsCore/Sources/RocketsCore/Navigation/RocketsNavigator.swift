import Foundation

/// What the rockets view models call to move between screens; the App implements it, tests spy on it.
@MainActor
public protocol RocketsNavigator {
    /// Shows the screen for `route`.
    func navigate(to route: RocketsRoute)
}
