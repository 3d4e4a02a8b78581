// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "FakeSpaceXAPI",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "FakeSpaceXAPI", targets: ["FakeSpaceXAPI"]),
        .library(name: "LoopbackHTTPServer", targets: ["LoopbackHTTPServer"]),
        .executable(name: "fake-spacex-api", targets: ["fake-spacex-api"]),
    ],
    dependencies: [
        .package(name: "DocumentQuery", path: "../../Repository/DocumentQuery"),
        .package(name: "SpaceXArchive", path: "../../SpaceXArchive"),
    ],
    targets: [
        .target(name: "LoopbackHTTPServer"),
        .target(
            name: "FakeSpaceXAPI",
            dependencies: ["LoopbackHTTPServer", .product(name: "DocumentQuery", package: "DocumentQuery")]),
        .executableTarget(
            name: "fake-spacex-api",
            dependencies: [
                "FakeSpaceXAPI", "LoopbackHTTPServer", .product(name: "DocumentQuery", package: "DocumentQuery"),
                .product(name: "SpaceXArchive", package: "SpaceXArchive"),
            ]),
        .target(name: "HTTPTestSupport", path: "Tests/HTTPTestSupport"),
        .testTarget(name: "LoopbackHTTPServerTests", dependencies: ["LoopbackHTTPServer", "HTTPTestSupport"]),
        .testTarget(
            name: "FakeSpaceXAPITests",
            dependencies: [
                "FakeSpaceXAPI", "LoopbackHTTPServer", "HTTPTestSupport",
                .product(name: "DocumentQuery", package: "DocumentQuery"),
                .product(name: "SpaceXArchiveRecordings", package: "SpaceXArchive"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
