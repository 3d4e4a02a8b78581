// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "LaunchesMocks",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [.library(name: "LaunchesMocks", targets: ["LaunchesMocks"])],
    dependencies: [
        .package(path: "../../DataSources/SpaceXAPI"), .package(path: "../LaunchesCore"),
        .package(path: "../../Repository/RepositoryDefinitions"),
        .package(path: "../../Repository/RepositoryImplementations"), .package(path: "../../SpaceXArchive"),
    ],
    targets: [
        .target(
            name: "LaunchesMocks",
            dependencies: [
                "SpaceXAPI", "LaunchesCore", "RepositoryDefinitions", "SpaceXArchive",
                .product(name: "RepositorySpies", package: "RepositoryDefinitions"),
                .product(name: "SpaceXAPIMocks", package: "SpaceXAPI"),
            ]
        ),
        .testTarget(
            name: "LaunchesMocksTests",
            dependencies: [
                "LaunchesMocks", "LaunchesCore", "RepositoryDefinitions", "RepositoryImplementations",
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
