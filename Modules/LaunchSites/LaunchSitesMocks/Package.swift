// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "LaunchSitesMocks",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [.library(name: "LaunchSitesMocks", targets: ["LaunchSitesMocks"])],
    dependencies: [
        .package(path: "../../DataSources/SpaceXAPI"), .package(path: "../LaunchSitesCore"),
        .package(path: "../../Repository/RepositoryDefinitions"), .package(path: "../../SpaceXArchive"),
    ],
    targets: [
        .target(
            name: "LaunchSitesMocks",
            dependencies: [
                "SpaceXAPI", "LaunchSitesCore", "RepositoryDefinitions", "SpaceXArchive",
                .product(name: "RepositorySpies", package: "RepositoryDefinitions"),
                .product(name: "SpaceXAPIMocks", package: "SpaceXAPI"),
            ]
        ),
        .testTarget(
            name: "LaunchSitesMocksTests",
            dependencies: ["LaunchSitesMocks", "LaunchSitesCore", "RepositoryDefinitions"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
