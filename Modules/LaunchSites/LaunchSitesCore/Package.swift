// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "LaunchSitesCore",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "LaunchSitesCore", targets: ["LaunchSitesCore"])
    ],
    dependencies: [
        .package(name: "RepositoryDefinitions", path: "../../Repository/RepositoryDefinitions"),
        .package(name: "RepositoryImplementations", path: "../../Repository/RepositoryImplementations"),
        .package(name: "SpaceXArchive", path: "../../SpaceXArchive"),
    ],
    targets: [
        .target(
            name: "LaunchSitesCore",
            dependencies: [.product(name: "RepositoryDefinitions", package: "RepositoryDefinitions")]
        ),
        .testTarget(
            name: "LaunchSitesCoreTests",
            dependencies: [
                "LaunchSitesCore",
                .product(name: "RepositoryDefinitions", package: "RepositoryDefinitions"),
                .product(name: "RepositorySpies", package: "RepositoryDefinitions"),
                .product(name: "RepositoryImplementations", package: "RepositoryImplementations"),
                .product(name: "SpaceXArchive", package: "SpaceXArchive"),
                .product(name: "SpaceXArchiveRecordings", package: "SpaceXArchive"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
