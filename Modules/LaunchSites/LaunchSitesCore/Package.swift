// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "LaunchSitesCore",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "LaunchSitesCore", targets: ["LaunchSitesCore"])
    ],
    dependencies: [
        .package(name: "LaunchSitesMocks", path: "../LaunchSitesMocks"),
        .package(name: "RepositoryDefinitions", path: "../../Repository/RepositoryDefinitions"),
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
                .product(name: "LaunchSitesMocks", package: "LaunchSitesMocks"),
                .product(name: "RepositoryDefinitions", package: "RepositoryDefinitions"),
                .product(name: "RepositorySpies", package: "RepositoryDefinitions"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
