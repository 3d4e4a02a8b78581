// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "LaunchSitesMocks",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "LaunchSitesMocks", targets: ["LaunchSitesMocks"])
    ],
    dependencies: [
        .package(name: "SpaceXAPI", path: "../../DataSources/SpaceXAPI"),
        .package(name: "LaunchSitesCore", path: "../LaunchSitesCore"),
        .package(name: "RepositoryDefinitions", path: "../../Repository/RepositoryDefinitions"),
        .package(name: "RepositoryImplementations", path: "../../Repository/RepositoryImplementations"),
        .package(name: "SpaceXArchive", path: "../../SpaceXArchive"),
    ],
    targets: [
        .target(
            name: "LaunchSitesMocks",
            dependencies: [
                .product(name: "SpaceXAPI", package: "SpaceXAPI"),
                .product(name: "LaunchSitesCore", package: "LaunchSitesCore"),
                .product(name: "RepositoryDefinitions", package: "RepositoryDefinitions"),
                .product(name: "RepositorySpies", package: "RepositoryDefinitions"),
                .product(name: "RepositoryImplementations", package: "RepositoryImplementations"),
                .product(name: "SpaceXArchive", package: "SpaceXArchive"),
            ]
        ),
        .testTarget(
            name: "LaunchSitesMocksTests",
            dependencies: [
                "LaunchSitesMocks",
                .product(name: "LaunchSitesCore", package: "LaunchSitesCore"),
                .product(name: "RepositoryDefinitions", package: "RepositoryDefinitions"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
