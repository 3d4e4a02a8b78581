// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "RocketsCore",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "RocketsCore", targets: ["RocketsCore"])
    ],
    dependencies: [
        .package(name: "RepositoryDefinitions", path: "../../Repository/RepositoryDefinitions"),
        .package(name: "RepositoryImplementations", path: "../../Repository/RepositoryImplementations"),
        .package(name: "RocketsMocks", path: "../RocketsMocks"),
        .package(name: "SpaceXArchive", path: "../../SpaceXArchive"),
    ],
    targets: [
        .target(
            name: "RocketsCore",
            dependencies: [.product(name: "RepositoryDefinitions", package: "RepositoryDefinitions")]
        ),
        .testTarget(
            name: "RocketsCoreTests",
            dependencies: [
                "RocketsCore",
                .product(name: "RepositoryDefinitions", package: "RepositoryDefinitions"),
                .product(name: "RepositorySpies", package: "RepositoryDefinitions"),
                .product(name: "RepositoryImplementations", package: "RepositoryImplementations"),
                .product(name: "RocketsMocks", package: "RocketsMocks"),
                .product(name: "SpaceXArchiveRecordings", package: "SpaceXArchive"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
