// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "LaunchSitesCore",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [.library(name: "LaunchSitesCore", targets: ["LaunchSitesCore"])],
    dependencies: [
        .package(path: "../LaunchSitesMocks"), .package(path: "../../Repository/RepositoryDefinitions"),
        .package(path: "../../SharedPresentation"),
    ],
    targets: [
        .target(
            name: "LaunchSitesCore",
            dependencies: ["RepositoryDefinitions", .product(name: "PresentationCore", package: "SharedPresentation")]
        ),
        .testTarget(
            name: "LaunchSitesCoreTests",
            dependencies: [
                "LaunchSitesCore", "LaunchSitesMocks", "RepositoryDefinitions",
                .product(name: "RepositorySpies", package: "RepositoryDefinitions"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
