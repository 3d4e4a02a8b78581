import RocketsCore
import RocketsMocks
import XCTest

/// The navigator spy records routes in order and calls its hook.
@MainActor
final class RocketsNavigatorSpyTests: XCTestCase {
    func testRecordsRoutesInOrder() async {
        let spy = RocketsNavigatorSpy()
        var hooked: [RocketsRoute] = []
        spy.onNavigate = { hooked.append($0) }
        XCTAssertNil(spy.lastRoute)
        spy.navigate(to: .rocketDetail(id: "a"))
        spy.navigate(to: .rocketDetail(id: "b"))
        XCTAssertEqual(spy.routes, [.rocketDetail(id: "a"), .rocketDetail(id: "b")])
        XCTAssertEqual(spy.navigateCallCount, 2)
        XCTAssertEqual(spy.lastRoute, .rocketDetail(id: "b"))
        XCTAssertEqual(hooked, spy.routes)
    }
}
