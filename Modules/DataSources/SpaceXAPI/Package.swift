// swift-tools-version:6.0
import PackageDescription

// The r/SpaceX API as a data source (`--source spacex`, the default): how its documents read into the features'
// domain (lenient, through RepositoryDefinitions' one kit), how its collections are queried, and its DataSource
// (its client over the one HTTP policy, the built-in archive for the default address offline, its notes).
let package = Package(
    name: "SpaceXAPI",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "SpaceXAPI", targets: ["SpaceXAPI"])
    ],
    dependencies: [
        .package(name: "DataSourceKit", path: "../DataSourceKit"),
        .package(name: "RepositoryDefinitions", path: "../../Repository/RepositoryDefinitions"),
        .package(name: "LaunchesCore", path: "../../Launches/LaunchesCore"),
        .package(name: "RocketsCore", path: "../../Rockets/RocketsCore"),
        .package(name: "LaunchSitesCore", path: "../../LaunchSites/LaunchSitesCore"),
        .package(name: "RepositoryImplementations", path: "../../Repository/RepositoryImplementations"),
        .package(name: "SpaceXArchive", path: "../../SpaceXArchive"),
    ],
    targets: [
        .target(
            name: "SpaceXAPI",
            dependencies: [
                .product(name: "RepositoryDefinitions", package: "RepositoryDefinitions"),
                .product(name: "LaunchesCore", package: "LaunchesCore"),
                .product(name: "RocketsCore", package: "RocketsCore"),
                .product(name: "LaunchSitesCore", package: "LaunchSitesCore"),
                .product(name: "DataSourceKit", package: "DataSourceKit"),
                .product(name: "RepositoryImplementations", package: "RepositoryImplementations"),
                .product(name: "SpaceXArchive", package: "SpaceXArchive"),
            ]
        ),
        .testTarget(
            name: "SpaceXAPITests",
            dependencies: [
                "SpaceXAPI",
                .product(name: "RepositoryDefinitions", package: "RepositoryDefinitions"),
                .product(name: "RepositorySpies", package: "RepositoryDefinitions"),
                .product(name: "RepositoryImplementations", package: "RepositoryImplementations"),
                .product(name: "LaunchesCore", package: "LaunchesCore"),
                .product(name: "RocketsCore", package: "RocketsCore"),
                .product(name: "LaunchSitesCore", package: "LaunchSitesCore"),
                .product(name: "SpaceXArchive", package: "SpaceXArchive"),
                .product(name: "SpaceXArchiveRecordings", package: "SpaceXArchive"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
