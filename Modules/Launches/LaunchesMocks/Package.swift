// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "LaunchesMocks",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "LaunchesMocks", targets: ["LaunchesMocks"])
    ],
    dependencies: [
        .package(name: "SpaceXAPI", path: "../../DataSources/SpaceXAPI"),
        .package(name: "LaunchesCore", path: "../LaunchesCore"),
        .package(name: "RepositoryDefinitions", path: "../../Repository/RepositoryDefinitions"),
        .package(name: "RepositoryImplementations", path: "../../Repository/RepositoryImplementations"),
        .package(name: "SpaceXArchive", path: "../../SpaceXArchive"),
    ],
    targets: [
        .target(
            name: "LaunchesMocks",
            dependencies: [
                .product(name: "SpaceXAPI", package: "SpaceXAPI"),
                .product(name: "LaunchesCore", package: "LaunchesCore"),
                .product(name: "RepositoryDefinitions", package: "RepositoryDefinitions"),
                .product(name: "RepositorySpies", package: "RepositoryDefinitions"),
                .product(name: "RepositoryImplementations", package: "RepositoryImplementations"),
                .product(name: "SpaceXArchive", package: "SpaceXArchive"),
            ]
        ),
        .testTarget(
            name: "LaunchesMocksTests",
            dependencies: [
                "LaunchesMocks",
                .product(name: "LaunchesCore", package: "LaunchesCore"),
                .product(name: "RepositoryDefinitions", package: "RepositoryDefinitions"),
                .product(name: "RepositorySpies", package: "RepositoryDefinitions"),
                .product(name: "RepositoryImplementations", package: "RepositoryImplementations"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
