// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "LaunchesUI",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "LaunchesUI", targets: ["LaunchesUI"]),
        // Every screen in every state from the mocks; never linked into the app.
        .executable(name: "launches-previews", targets: ["launches-previews"]),
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
                .product(name: "PresentationCore", package: "SharedPresentation"),
                .product(name: "ScriptPrinting", package: "SharedPresentation"),
                .product(name: "ICalendarKit", package: "SharedPresentation"),
                .product(name: "CommandLineKit", package: "SharedPresentation"),
                .product(name: "RepositoryDefinitions", package: "RepositoryDefinitions"),
            ]
        ),
        .target(
            name: "LaunchesPreviews",
            dependencies: [
                "LaunchesUI",
                .product(name: "LaunchesCore", package: "LaunchesCore"),
                .product(name: "LaunchesMocks", package: "LaunchesMocks"),
                .product(name: "SharedPresentation", package: "SharedPresentation"),
                .product(name: "TextPreviewing", package: "SharedPresentation"),
                .product(name: "RepositoryDefinitions", package: "RepositoryDefinitions"),
            ],
            path: "Previews/LaunchesPreviews"
        ),
        .executableTarget(
            name: "launches-previews", dependencies: ["LaunchesPreviews"], path: "Previews/launches-previews"),
        .testTarget(
            name: "LaunchesPreviewsTests",
            dependencies: [
                "LaunchesPreviews",
                .product(name: "SharedPresentation", package: "SharedPresentation"),
                .product(name: "TextPreviewing", package: "SharedPresentation"),
            ]
        ),
        .testTarget(
            name: "LaunchesUITests",
            dependencies: [
                "LaunchesUI",
                .product(name: "LaunchesCore", package: "LaunchesCore"),
                .product(name: "LaunchesMocks", package: "LaunchesMocks"),
                .product(name: "SharedPresentation", package: "SharedPresentation"),
                .product(name: "ScriptPrinting", package: "SharedPresentation"),
                .product(name: "TextSnapshotTesting", package: "SharedPresentation"),
                .product(name: "RepositoryDefinitions", package: "RepositoryDefinitions"),
                .product(name: "RepositorySpies", package: "RepositoryDefinitions"),
            ],
            exclude: ["Snapshots/__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
