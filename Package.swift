// swift-tools-version:6.0
import PackageDescription

// The workspace root: composes the local packages under Modules/ into the `spacex` executable (App/).
let package = Package(
    name: "SpaceXInfo",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .executable(name: "spacex", targets: ["spacex"])
    ],
    targets: [
        .target(name: "SpaceXCLI", path: "App/Sources/SpaceXCLI"),
        .executableTarget(name: "spacex", dependencies: ["SpaceXCLI"], path: "App/Sources/spacex"),
        .testTarget(name: "SpaceXCLITests", dependencies: ["SpaceXCLI"], path: "Tests/SpaceXCLITests"),
    ],
    swiftLanguageModes: [.v6]
)
