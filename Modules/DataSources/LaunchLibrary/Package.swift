// swift-tools-version:6.0
import PackageDescription

// Launch Library 2 (The Space Devs) as a source of the launches, rockets and launch-sites features: its wire models
// (2.2.0 and 2.3.0 shapes, read with the one lenient-decoding kit) and their mapping into the features' domain (LaunchesCore,
// RocketsCore, LaunchSitesCore).
// It is a DataSource (DataSourceKit) read through the one HTTP client of RepositoryImplementations. The domain never sees the
// wire format. Foundation only.
let package = Package(
    name: "LaunchLibrary",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "LaunchLibrary", targets: ["LaunchLibrary"])
    ],
    dependencies: [
        .package(name: "DataSourceKit", path: "../DataSourceKit"),
        .package(name: "RepositoryDefinitions", path: "../../Repository/RepositoryDefinitions"),
        .package(name: "RepositoryImplementations", path: "../../Repository/RepositoryImplementations"),
        .package(name: "LaunchesCore", path: "../../Launches/LaunchesCore"),
        .package(name: "RocketsCore", path: "../../Rockets/RocketsCore"),
        .package(name: "LaunchSitesCore", path: "../../LaunchSites/LaunchSitesCore"),
        .package(name: "LaunchLibraryRecordings", path: "../../TestSupport/LaunchLibraryRecordings"),
        .package(name: "FakeLaunchLibrary", path: "../../TestSupport/FakeLaunchLibrary"),
        // Test-only: the features' screens, for the snapshot goldens of this source (Tests/…/Screens).
        .package(name: "LaunchesUI", path: "../../Launches/LaunchesUI"),
        .package(name: "RocketsUI", path: "../../Rockets/RocketsUI"),
        .package(name: "LaunchSitesUI", path: "../../LaunchSites/LaunchSitesUI"),
        .package(name: "SharedPresentation", path: "../../SharedPresentation"),
    ],
    targets: [
        .target(
            name: "LaunchLibrary",
            dependencies: [
                .product(name: "DataSourceKit", package: "DataSourceKit"),
                .product(name: "RepositoryDefinitions", package: "RepositoryDefinitions"),
                .product(name: "RepositoryImplementations", package: "RepositoryImplementations"),
                .product(name: "LaunchesCore", package: "LaunchesCore"),
                .product(name: "RocketsCore", package: "RocketsCore"),
                .product(name: "LaunchSitesCore", package: "LaunchSitesCore"),
            ]
        ),
        .testTarget(
            name: "LaunchLibraryTests",
            dependencies: [
                "LaunchLibrary",
                .product(name: "LaunchesCore", package: "LaunchesCore"),
                .product(name: "RocketsCore", package: "RocketsCore"),
                .product(name: "LaunchLibraryRecordings", package: "LaunchLibraryRecordings"),
                .product(name: "FakeLaunchLibrary", package: "FakeLaunchLibrary"),
                .product(name: "RepositoryDefinitions", package: "RepositoryDefinitions"),
                .product(name: "RepositoryImplementations", package: "RepositoryImplementations"),
                // The goldens of every screen over the recorded answers: here, where the mapping and the screens
                // meet, so no feature imports another and the root package need not build for them.
                .product(name: "LaunchesUI", package: "LaunchesUI"),
                .product(name: "RocketsUI", package: "RocketsUI"),
                .product(name: "LaunchSitesCore", package: "LaunchSitesCore"),
                .product(name: "LaunchSitesUI", package: "LaunchSitesUI"),
                .product(name: "SharedPresentation", package: "SharedPresentation"),
                .product(name: "TextSnapshotTesting", package: "SharedPresentation"),
                .product(name: "ScriptPrinting", package: "SharedPresentation"),
            ],
            exclude: ["Screens/__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
