// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "SharedPresentation",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "SharedPresentation", targets: ["SharedPresentation"]),
        // Platform-neutral presentation logic every feature's screens share (the paged list's view model); no
        // terminal code, so an iOS app can sit on it.
        .library(name: "PresentationCore", targets: ["PresentationCore"]),
        .library(name: "TextSnapshotTesting", targets: ["TextSnapshotTesting"]),
        // The terminal's previews: a named view in one state, and the command line that prints them.
        .library(name: "TextPreviewing", targets: ["TextPreviewing"]),
        .executable(name: "presentation-previews", targets: ["presentation-previews"]),
    ],
    dependencies: [
        .package(name: "RepositoryDefinitions", path: "../Repository/RepositoryDefinitions")
    ],
    targets: [
        .target(
            name: "PresentationCore",
            dependencies: [.product(name: "RepositoryDefinitions", package: "RepositoryDefinitions")]
        ),
        .target(
            name: "SharedPresentation",
            dependencies: [
                "PresentationCore", .product(name: "RepositoryDefinitions", package: "RepositoryDefinitions"),
            ]
        ),
        .target(name: "TextSnapshotTesting", dependencies: ["SharedPresentation"]),
        .target(name: "TextPreviewing", dependencies: ["SharedPresentation"]),
        .target(
            name: "SharedPresentationPreviews",
            dependencies: [
                "SharedPresentation", "TextPreviewing",
                .product(name: "RepositoryDefinitions", package: "RepositoryDefinitions"),
            ],
            path: "Previews/SharedPresentationPreviews"
        ),
        .executableTarget(
            name: "presentation-previews", dependencies: ["SharedPresentationPreviews"],
            path: "Previews/presentation-previews"),
        .testTarget(
            name: "SharedPresentationPreviewsTests",
            dependencies: ["SharedPresentationPreviews", "TextPreviewing", "SharedPresentation"]
        ),
        .testTarget(
            name: "SharedPresentationTests",
            dependencies: [
                "SharedPresentation", "PresentationCore",
                .product(name: "RepositorySpies", package: "RepositoryDefinitions"),
                "TextSnapshotTesting",
                .product(name: "RepositoryDefinitions", package: "RepositoryDefinitions"),
            ],
            exclude: ["Screens/__Snapshots__"]
        ),
        .testTarget(
            name: "TextSnapshotTestingTests",
            dependencies: ["TextSnapshotTesting", "SharedPresentation"],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
