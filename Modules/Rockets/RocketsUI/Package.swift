// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "RocketsUI",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "RocketsUI", targets: ["RocketsUI"])
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
                .product(name: "RepositoryDefinitions", package: "RepositoryDefinitions"),
            ]
        ),
        .testTarget(
            name: "RocketsUITests",
            dependencies: [
                "RocketsUI",
                .product(name: "RocketsCore", package: "RocketsCore"),
                .product(name: "RocketsMocks", package: "RocketsMocks"),
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
