// swift-tools-version:6.0
import PackageDescription

// A loopback fake of Launch Library 2 over the recorded 2026 data, for tests only: the 2.2.0 and 2.3.0 paths,
// filters, ordering, offset paging, modes, the 15-an-hour throttle with its 429 and /api-throttle/, and a log of
// every request. Reuses the loopback server and request log of FakeSpaceXAPI.
let package = Package(
    name: "FakeLaunchLibrary",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "FakeLaunchLibrary", targets: ["FakeLaunchLibrary"])
    ],
    dependencies: [
        .package(name: "FakeSpaceXAPI", path: "../FakeSpaceXAPI"),
        .package(name: "LaunchLibraryRecordings", path: "../LaunchLibraryRecordings"),
    ],
    targets: [
        .target(
            name: "FakeLaunchLibrary",
            dependencies: [
                .product(name: "LoopbackHTTPServer", package: "FakeSpaceXAPI"),
                .product(name: "FakeSpaceXAPI", package: "FakeSpaceXAPI"),
                .product(name: "LaunchLibraryRecordings", package: "LaunchLibraryRecordings"),
            ]
        ),
        .testTarget(
            name: "FakeLaunchLibraryTests",
            dependencies: [
                "FakeLaunchLibrary",
                .product(name: "LoopbackHTTPServer", package: "FakeSpaceXAPI"),
                .product(name: "FakeSpaceXAPI", package: "FakeSpaceXAPI"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
