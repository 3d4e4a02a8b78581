// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "LaunchesUI",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "LaunchesUI", targets: ["LaunchesUI"])
    ],
    dependencies: [
        .package(name: "LaunchesCore", path: "../LaunchesCore"),
        .package(name: "LaunchesMocks", path: "../LaunchesMocks"),
        .package(name: "SharedPresentation", path: "../../SharedPresentation"),
        .package(name: "RepositoryDefinitions", path: "../../Repository/RepositoryDefinitions"),
    ],
    targets: [
        .target(
            name: "LaunchesUI",
            dependencies: [
                .product(name: "LaunchesCore", package: "LaunchesCore"),
                .product(name: "SharedPresentation", package: "SharedPresentation"),
                .product(name: "RepositoryDefinitions", package: "RepositoryDefinitions"),
            ]
        ),
        .testTarget(
            name: "LaunchesUITests",
            dependencies: [
                "LaunchesUI",
                .product(name: "LaunchesCore", package: "LaunchesCore"),
                .product(name: "LaunchesMocks", package: "LaunchesMocks"),
                .product(name: "SharedPresentation", package: "SharedPresentation"),
                .product(name: "TextSnapshotTesting", package: "SharedPresentation"),
                .product(name: "RepositoryDefinitions", package: "RepositoryDefinitions"),
                .product(name: "RepositorySpies", package: "RepositoryDefinitions"),
            ],
            exclude: ["Snapshots/__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
