import Foundation
import RocketsCore

/// A counting spy for ``RocketsNavigator``: records every route in the order it was asked for.
@MainActor
public final class RocketsNavigatorSpy: RocketsNavigator {
    /// Every route passed to `navigate(to:)`, in order.
    public var routes: [RocketsRoute] = []
    /// Runs on every call, after recording, so a test can react (or fail) at that moment.
    public var onNavigate: ((RocketsRoute) -> Void)?

    /// Creates a spy with no recorded routes.
    public init() {}

    /// How many times `navigate(to:)` was called.
    public var navigateCallCount: Int { routes.count }

    /// The last route asked for.
    public var lastRoute: RocketsRoute? { routes.last }

    /// Records `route`, then runs ``onNavigate``.
    public func navigate(to route: RocketsRoute) {
        routes.append(route)
        onNavigate?(route)
    }
}
