// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "RocketsMocks",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "RocketsMocks", targets: ["RocketsMocks"])
    ],
    dependencies: [
        .package(name: "SpaceXAPI", path: "../../DataSources/SpaceXAPI"),
        .package(name: "RocketsCore", path: "../RocketsCore"),
        .package(name: "RepositoryDefinitions", path: "../../Repository/RepositoryDefinitions"),
        .package(name: "RepositoryImplementations", path: "../../Repository/RepositoryImplementations"),
        .package(name: "SpaceXArchive", path: "../../SpaceXArchive"),
    ],
    targets: [
        .target(
            name: "RocketsMocks",
            dependencies: [
                .product(name: "SpaceXAPI", package: "SpaceXAPI"),
                .product(name: "RocketsCore", package: "RocketsCore"),
                .product(name: "RepositoryDefinitions", package: "RepositoryDefinitions"),
                .product(name: "RepositorySpies", package: "RepositoryDefinitions"),
                .product(name: "RepositoryImplementations", package: "RepositoryImplementations"),
                .product(name: "SpaceXArchive", package: "SpaceXArchive"),
            ]
        ),
        .testTarget(
            name: "RocketsMocksTests",
            dependencies: [
                "RocketsMocks",
                .product(name: "RocketsCore", package: "RocketsCore"),
                .product(name: "RepositoryDefinitions", package: "RepositoryDefinitions"),
                .product(name: "RepositorySpies", package: "RepositoryDefinitions"),
                .product(name: "RepositoryImplementations", package: "RepositoryImplementations"),
                .product(name: "SpaceXArchiveRecordings", package: "SpaceXArchive"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
