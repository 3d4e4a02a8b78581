// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "RocketsUI",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "RocketsUI", targets: ["RocketsUI"]),
        // Every screen in every state from the mocks; never linked into the app.
        .executable(name: "rockets-previews", targets: ["rockets-previews"]),
    ],
    dependencies: [
        .package(path: "../RocketsCore"), .package(path: "../RocketsMocks"), .package(path: "../../SharedPresentation"),
        .package(path: "../../Repository/RepositoryDefinitions"),
    ],
    targets: [
        .target(
            name: "RocketsUI",
            dependencies: [
                "RocketsCore", "SharedPresentation", "RepositoryDefinitions",
                .product(name: "PresentationCore", package: "SharedPresentation"),
                .product(name: "ScriptPrinting", package: "SharedPresentation"),
                .product(name: "CommandLineKit", package: "SharedPresentation"),
            ]
        ),
        .target(
            name: "RocketsPreviews",
            dependencies: [
                "RocketsUI", "RocketsCore", "RocketsMocks", "SharedPresentation", "RepositoryDefinitions",
                .product(name: "TextPreviewing", package: "SharedPresentation"),
            ],
            path: "Previews/RocketsPreviews"
        ),
        .executableTarget(
            name: "rockets-previews", dependencies: ["RocketsPreviews"], path: "Previews/rockets-previews"),
        .testTarget(
            name: "RocketsPreviewsTests",
            dependencies: ["RocketsPreviews", .product(name: "TextPreviewing", package: "SharedPresentation")]
        ),
        .testTarget(
            name: "RocketsUITests",
            dependencies: [
                "RocketsUI", "RocketsCore", "RocketsMocks", "SharedPresentation", "RepositoryDefinitions",
                .product(name: "ScriptPrinting", package: "SharedPresentation"),
                .product(name: "TextSnapshotTesting", package: "SharedPresentation"),
                .product(name: "RepositorySpies", package: "RepositoryDefinitions"),
            ],
            exclude: ["Snapshots/__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
