// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "LaunchSitesUI",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "LaunchSitesUI", targets: ["LaunchSitesUI"]),
        // The launch-site screen in every state from the mocks; never linked into the app.
        .executable(name: "launch-sites-previews", targets: ["launch-sites-previews"]),
    ],
    dependencies: [
        .package(name: "LaunchSitesCore", path: "../LaunchSitesCore"),
        .package(name: "LaunchSitesMocks", path: "../LaunchSitesMocks"),
        .package(name: "SharedPresentation", path: "../../SharedPresentation"),
        .package(name: "RepositoryDefinitions", path: "../../Repository/RepositoryDefinitions"),
    ],
    targets: [
        .target(
            name: "LaunchSitesUI",
            dependencies: [
                .product(name: "LaunchSitesCore", package: "LaunchSitesCore"),
                .product(name: "SharedPresentation", package: "SharedPresentation"),
                .product(name: "ScriptPrinting", package: "SharedPresentation"),
                .product(name: "CommandLineKit", package: "SharedPresentation"),
                .product(name: "RepositoryDefinitions", package: "RepositoryDefinitions"),
            ]
        ),
        .target(
            name: "LaunchSitesPreviews",
            dependencies: [
                "LaunchSitesUI",
                .product(name: "LaunchSitesCore", package: "LaunchSitesCore"),
                .product(name: "LaunchSitesMocks", package: "LaunchSitesMocks"),
                .product(name: "SharedPresentation", package: "SharedPresentation"),
                .product(name: "TextPreviewing", package: "SharedPresentation"),
                .product(name: "RepositoryDefinitions", package: "RepositoryDefinitions"),
            ],
            path: "Previews/LaunchSitesPreviews"
        ),
        .executableTarget(
            name: "launch-sites-previews", dependencies: ["LaunchSitesPreviews"],
            path: "Previews/launch-sites-previews"),
        .testTarget(
            name: "LaunchSitesPreviewsTests",
            dependencies: [
                "LaunchSitesPreviews",
                .product(name: "SharedPresentation", package: "SharedPresentation"),
                .product(name: "TextPreviewing", package: "SharedPresentation"),
            ]
        ),
        .testTarget(
            name: "LaunchSitesUITests",
            dependencies: [
                "LaunchSitesUI",
                .product(name: "LaunchSitesCore", package: "LaunchSitesCore"),
                .product(name: "LaunchSitesMocks", package: "LaunchSitesMocks"),
                .product(name: "SharedPresentation", package: "SharedPresentation"),
                .product(name: "TextSnapshotTesting", package: "SharedPresentation"),
                .product(name: "ScriptPrinting", package: "SharedPresentation"),
                .product(name: "RepositoryDefinitions", package: "RepositoryDefinitions"),
                .product(name: "RepositorySpies", package: "RepositoryDefinitions"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
