// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "RocketsMocks",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [.library(name: "RocketsMocks", targets: ["RocketsMocks"])],
    dependencies: [
        .package(path: "../../DataSources/SpaceXAPI"), .package(path: "../RocketsCore"),
        .package(path: "../../Repository/RepositoryDefinitions"), .package(path: "../../SpaceXArchive"),
    ],
    targets: [
        .target(
            name: "RocketsMocks",
            dependencies: [
                "SpaceXAPI", "RocketsCore", "RepositoryDefinitions", "SpaceXArchive",
                .product(name: "RepositorySpies", package: "RepositoryDefinitions"),
                .product(name: "SpaceXAPIMocks", package: "SpaceXAPI"),
            ]
        ),
        .testTarget(
            name: "RocketsMocksTests",
            dependencies: [
                "RocketsMocks", "RocketsCore", "RepositoryDefinitions",
                .product(name: "RepositorySpies", package: "RepositoryDefinitions"),
                .product(name: "SpaceXArchiveRecordings", package: "SpaceXArchive"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
