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
        .package(name: "RocketsCore", path: "../RocketsCore"),
        .package(name: "RocketsMocks", path: "../RocketsMocks"),
        .package(name: "SharedPresentation", path: "../../SharedPresentation"),
        .package(name: "RepositoryDefinitions", path: "../../Repository/RepositoryDefinitions"),
    ],
    targets: [
        .target(
            name: "RocketsUI",
            dependencies: [
                .product(name: "RocketsCore", package: "RocketsCore"),
                .product(name: "SharedPresentation", package: "SharedPresentation"),
                .product(name: "PresentationCore", package: "SharedPresentation"),
                .product(name: "ScriptPrinting", package: "SharedPresentation"),
                .product(name: "CommandLineKit", package: "SharedPresentation"),
                .product(name: "RepositoryDefinitions", package: "RepositoryDefinitions"),
            ]
        ),
        .target(
            name: "RocketsPreviews",
            dependencies: [
                "RocketsUI",
                .product(name: "RocketsCore", package: "RocketsCore"),
                .product(name: "RocketsMocks", package: "RocketsMocks"),
                .product(name: "SharedPresentation", package: "SharedPresentation"),
                .product(name: "TextPreviewing", package: "SharedPresentation"),
                .product(name: "RepositoryDefinitions", package: "RepositoryDefinitions"),
            ],
            path: "Previews/RocketsPreviews"
        ),
        .executableTarget(
            name: "rockets-previews", dependencies: ["RocketsPreviews"], path: "Previews/rockets-previews"),
        .testTarget(
            name: "RocketsPreviewsTests",
            dependencies: [
                "RocketsPreviews",
                .product(name: "SharedPresentation", package: "SharedPresentation"),
                .product(name: "TextPreviewing", package: "SharedPresentation"),
            ]
        ),
        .testTarget(
            name: "RocketsUITests",
            dependencies: [
                "RocketsUI",
                .product(name: "RocketsCore", package: "RocketsCore"),
                .product(name: "RocketsMocks", package: "RocketsMocks"),
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
