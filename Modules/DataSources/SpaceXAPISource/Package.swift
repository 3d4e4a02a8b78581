// swift-tools-version:6.0
import PackageDescription

// The r/SpaceX API as a DataSource (`--source spacex`, the default): its client over the one HTTP policy, the
// built-in archive standing in when the default address can't be reached, its lookups and the notes it shows
// (its data stopped in 2022). To be folded into Modules/DataSources/SpaceXAPI with the r/SpaceX wire documents.
let package = Package(
    name: "SpaceXAPISource",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "SpaceXAPISource", targets: ["SpaceXAPISource"])
    ],
    dependencies: [
        .package(name: "DataSourceKit", path: "../DataSourceKit"),
        .package(name: "SpaceXAPI", path: "../SpaceXAPI"),
        .package(name: "RepositoryDefinitions", path: "../../Repository/RepositoryDefinitions"),
        .package(name: "RepositoryImplementations", path: "../../Repository/RepositoryImplementations"),
        .package(name: "LaunchesCore", path: "../../Launches/LaunchesCore"),
        .package(name: "RocketsCore", path: "../../Rockets/RocketsCore"),
        .package(name: "LaunchSitesCore", path: "../../LaunchSites/LaunchSitesCore"),
        .package(name: "SpaceXArchive", path: "../../SpaceXArchive"),
    ],
    targets: [
        .target(
            name: "SpaceXAPISource",
            dependencies: [
                .product(name: "DataSourceKit", package: "DataSourceKit"),
                .product(name: "SpaceXAPI", package: "SpaceXAPI"),
                .product(name: "RepositoryDefinitions", package: "RepositoryDefinitions"),
                .product(name: "RepositoryImplementations", package: "RepositoryImplementations"),
                .product(name: "LaunchesCore", package: "LaunchesCore"),
                .product(name: "RocketsCore", package: "RocketsCore"),
                .product(name: "LaunchSitesCore", package: "LaunchSitesCore"),
                .product(name: "SpaceXArchive", package: "SpaceXArchive"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
