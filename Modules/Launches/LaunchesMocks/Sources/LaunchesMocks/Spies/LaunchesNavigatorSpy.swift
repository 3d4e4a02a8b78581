import Foundation
import LaunchesCore

/// A counting spy for ``LaunchesNavigator``: every route recorded in order.
@MainActor
public final class LaunchesNavigatorSpy: LaunchesNavigator {
    /// Every route asked for, in order.
    public private(set) var routes: [LaunchesRoute] = []
    /// Runs after each call is recorded, for tests that react to navigation.
    public var onNavigate: ((LaunchesRoute) -> Void)?

    /// Creates a spy with no calls.
    public init() {}

    /// How many times `navigate(to:)` was called.
    public var navigateCallCount: Int { routes.count }

    /// The last route asked for.
    public var lastRoute: LaunchesRoute? { routes.last }

    public func navigate(to route: LaunchesRoute) {
        routes.append(route)
        onNavigate?(route)
    }
}
