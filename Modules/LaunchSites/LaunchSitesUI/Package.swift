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
        .package(path: "../LaunchSitesCore"), .package(path: "../LaunchSitesMocks"),
        .package(path: "../../SharedPresentation"), .package(path: "../../Repository/RepositoryDefinitions"),
    ],
    targets: [
        .target(
            name: "LaunchSitesUI",
            dependencies: [
                "LaunchSitesCore", "SharedPresentation", "RepositoryDefinitions",
                .product(name: "ScriptPrinting", package: "SharedPresentation"),
                .product(name: "CommandLineKit", package: "SharedPresentation"),
            ]
        ),
        .target(
            name: "LaunchSitesPreviews",
            dependencies: [
                "LaunchSitesUI", "LaunchSitesCore", "LaunchSitesMocks", "SharedPresentation", "RepositoryDefinitions",
                .product(name: "TextPreviewing", package: "SharedPresentation"),
            ],
            path: "Previews/LaunchSitesPreviews"
        ),
        .executableTarget(
            name: "launch-sites-previews", dependencies: ["LaunchSitesPreviews"],
            path: "Previews/launch-sites-previews"),
        .testTarget(
            name: "LaunchSitesPreviewsTests",
            dependencies: ["LaunchSitesPreviews", .product(name: "TextPreviewing", package: "SharedPresentation")]
        ),
        .testTarget(
            name: "LaunchSitesUITests",
            dependencies: [
                "LaunchSitesUI", "LaunchSitesCore", "LaunchSitesMocks", "SharedPresentation", "RepositoryDefinitions",
                .product(name: "TextSnapshotTesting", package: "SharedPresentation"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
