// swift-tools-version:6.0
import PackageDescription

// The data-source seam: what a source of launches, rockets and launch sites implements (`DataSource`) and what the
// App gives it to connect with (`DataSourceContext`: the one HTTP policy, transport, cache and `--json` record).
// It names no source; a source is one package conforming to it, listed once in the App's composition.
let package = Package(
    name: "DataSourceKit",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "DataSourceKit", targets: ["DataSourceKit"])
    ],
    dependencies: [
        .package(name: "RepositoryDefinitions", path: "../../Repository/RepositoryDefinitions"),
        .package(name: "RepositoryImplementations", path: "../../Repository/RepositoryImplementations"),
        .package(name: "LaunchesCore", path: "../../Launches/LaunchesCore"),
        .package(name: "RocketsCore", path: "../../Rockets/RocketsCore"),
        .package(name: "LaunchSitesCore", path: "../../LaunchSites/LaunchSitesCore"),
    ],
    targets: [
        .target(
            name: "DataSourceKit",
            dependencies: [
                .product(name: "RepositoryDefinitions", package: "RepositoryDefinitions"),
                .product(name: "RepositoryImplementations", package: "RepositoryImplementations"),
                .product(name: "LaunchesCore", package: "LaunchesCore"),
                .product(name: "RocketsCore", package: "RocketsCore"),
                .product(name: "LaunchSitesCore", package: "LaunchSitesCore"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
