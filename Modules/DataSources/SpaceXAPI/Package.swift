// swift-tools-version:6.0
import PackageDescription

// The r/SpaceX API as a data source (`--source spacex`, the default): how its documents read into the features'
// domain (lenient, through RepositoryDefinitions' one kit), how its collections are queried, and its DataSource
// (its client over the one HTTP policy, the built-in archive for the default address offline, its notes).
let package = Package(
    name: "SpaceXAPI",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "SpaceXAPI", targets: ["SpaceXAPI"]),
        .library(name: "SpaceXAPIMocks", targets: ["SpaceXAPIMocks"]),
    ],
    dependencies: [
        .package(path: "../DataSourceKit"), .package(path: "../../Repository/RepositoryDefinitions"),
        .package(path: "../../Launches/LaunchesCore"), .package(path: "../../Rockets/RocketsCore"),
        .package(path: "../../LaunchSites/LaunchSitesCore"),
        .package(path: "../../Repository/RepositoryImplementations"), .package(path: "../../SpaceXArchive"),
    ],
    targets: [
        .target(
            name: "SpaceXAPI",
            dependencies: [
                "RepositoryDefinitions", "LaunchesCore", "RocketsCore", "LaunchSitesCore", "DataSourceKit",
                "RepositoryImplementations", "SpaceXArchive",
            ]
        ),
        // The archive's documents read as the source reads them, for the features' Mocks (tests and previews only).
        .target(name: "SpaceXAPIMocks", dependencies: ["SpaceXAPI", "RepositoryImplementations", "SpaceXArchive"]),
        .testTarget(
            name: "SpaceXAPITests",
            dependencies: [
                "SpaceXAPI", "RepositoryDefinitions", "RepositoryImplementations", "LaunchesCore", "RocketsCore",
                "LaunchSitesCore", "SpaceXArchive", .product(name: "RepositorySpies", package: "RepositoryDefinitions"),
                .product(name: "SpaceXArchiveRecordings", package: "SpaceXArchive"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
