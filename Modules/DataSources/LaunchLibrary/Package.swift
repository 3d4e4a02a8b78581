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
    products: [.library(name: "LaunchLibrary", targets: ["LaunchLibrary"])],
    dependencies: [
        .package(path: "../DataSourceKit"), .package(path: "../../Repository/RepositoryDefinitions"),
        .package(path: "../../Repository/RepositoryImplementations"), .package(path: "../../Launches/LaunchesCore"),
        .package(path: "../../Rockets/RocketsCore"), .package(path: "../../LaunchSites/LaunchSitesCore"),
        .package(path: "../../TestSupport/LaunchLibraryRecordings"),
        .package(path: "../../TestSupport/FakeLaunchLibrary"),
        // Test-only: the features' screens, for the snapshot goldens of this source (Tests/…/Screens).
        .package(path: "../../Launches/LaunchesUI"), .package(path: "../../Rockets/RocketsUI"),
        .package(path: "../../LaunchSites/LaunchSitesUI"), .package(path: "../../SharedPresentation"),
    ],
    targets: [
        .target(
            name: "LaunchLibrary",
            dependencies: [
                "DataSourceKit", "RepositoryDefinitions", "RepositoryImplementations", "LaunchesCore", "RocketsCore",
                "LaunchSitesCore",
            ]
        ),
        .testTarget(
            name: "LaunchLibraryTests",
            dependencies: [
                "LaunchLibrary", "LaunchesCore", "RocketsCore", "LaunchLibraryRecordings", "FakeLaunchLibrary",
                "RepositoryDefinitions", "RepositoryImplementations",
                // The goldens of every screen over the recorded answers: here, where the mapping and the screens
                // meet, so no feature imports another and the root package need not build for them.
                "LaunchesUI", "RocketsUI", "LaunchSitesCore", "LaunchSitesUI", "SharedPresentation",
                .product(name: "TextSnapshotTesting", package: "SharedPresentation"),
                .product(name: "ScriptPrinting", package: "SharedPresentation"),
            ],
            exclude: ["Screens/__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
