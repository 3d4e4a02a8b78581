import Foundation
import XCTest

@testable import RepositoryImplementations

final class CacheDirectoryTests: XCTestCase {
    func testOverrideWinsOverEverything() {
        let url = CacheDirectory.resolve(
            environment: ["SPACEX_CACHE_DIR": "/env", "XDG_CACHE_HOME": "/xdg", "HOME": "/home/u"],
            override: URL(fileURLWithPath: "/flag"), platform: .linux)
        XCTAssertEqual(url.path, "/flag")
    }

    func testEnvironmentVariableIsUsedAsIs() {
        let url = CacheDirectory.resolve(
            environment: ["SPACEX_CACHE_DIR": "/tmp/x", "HOME": "/home/u"], platform: .linux)
        XCTAssertEqual(url.path, "/tmp/x")
        let apple = CacheDirectory.resolve(environment: ["SPACEX_CACHE_DIR": "/tmp/y"], platform: .apple)
        XCTAssertEqual(apple.path, "/tmp/y")
    }

    func testLinuxFollowsXDGThenHome() {
        XCTAssertEqual(
            CacheDirectory.resolve(environment: ["XDG_CACHE_HOME": "/xdg", "HOME": "/home/u"], platform: .linux).path,
            "/xdg/spacex-info")
        XCTAssertEqual(
            CacheDirectory.resolve(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/home/u"], platform: .linux)
                .path,
            "/home/u/.cache/spacex-info")
        XCTAssertEqual(
            CacheDirectory.resolve(
                environment: ["SPACEX_CACHE_DIR": "", "XDG_CACHE_HOME": "", "HOME": "/home/u"], platform: .linux
            )
            .path,
            "/home/u/.cache/spacex-info")
        XCTAssertTrue(CacheDirectory.resolve(environment: [:], platform: .linux).path.hasSuffix("/.cache/spacex-info"))
    }

    func testApplePlatformsUseTheCachesDirectory() {
        let url = CacheDirectory.resolve(environment: ["HOME": "/home/u", "XDG_CACHE_HOME": "/xdg"], platform: .apple)
        XCTAssertEqual(url.lastPathComponent, "spacex-info")
        XCTAssertNotEqual(url.path, "/xdg/spacex-info")
    }

    func testCurrentPlatform() {
        #if canImport(Darwin)
            XCTAssertEqual(CacheDirectory.Platform.current, .apple)
        #else
            XCTAssertEqual(CacheDirectory.Platform.current, .linux)
        #endif
    }
}
