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
        .package(path: "../LaunchesCore"), .package(path: "../LaunchesMocks"),
        .package(path: "../../SharedPresentation"), .package(path: "../../Repository/RepositoryDefinitions"),
    ],
    targets: [
        .target(
            name: "LaunchesUI",
            dependencies: [
                "LaunchesCore", "SharedPresentation", "RepositoryDefinitions",
                .product(name: "PresentationCore", package: "SharedPresentation"),
                .product(name: "ScriptPrinting", package: "SharedPresentation"),
                .product(name: "ICalendarKit", package: "SharedPresentation"),
                .product(name: "CommandLineKit", package: "SharedPresentation"),
            ]
        ),
        .target(
            name: "LaunchesPreviews",
            dependencies: [
                "LaunchesUI", "LaunchesCore", "LaunchesMocks", "SharedPresentation", "RepositoryDefinitions",
                .product(name: "TextPreviewing", package: "SharedPresentation"),
            ],
            path: "Previews/LaunchesPreviews"
        ),
        .executableTarget(
            name: "launches-previews", dependencies: ["LaunchesPreviews"], path: "Previews/launches-previews"),
        .testTarget(
            name: "LaunchesPreviewsTests",
            dependencies: ["LaunchesPreviews", .product(name: "TextPreviewing", package: "SharedPresentation")]
        ),
        .testTarget(
            name: "LaunchesUITests",
            dependencies: [
                "LaunchesUI", "LaunchesCore", "LaunchesMocks", "SharedPresentation", "RepositoryDefinitions",
                .product(name: "ScriptPrinting", package: "SharedPresentation"),
                .product(name: "TextSnapshotTesting", package: "SharedPresentation"),
                .product(name: "RepositorySpies", package: "RepositoryDefinitions"),
            ],
            exclude: ["Snapshots/__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
