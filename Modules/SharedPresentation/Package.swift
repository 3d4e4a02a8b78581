// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "SharedPresentation",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "SharedPresentation", targets: ["SharedPresentation"]),
        .library(name: "TextSnapshotTesting", targets: ["TextSnapshotTesting"]),
    ],
    dependencies: [
        .package(name: "RepositoryDefinitions", path: "../Repository/RepositoryDefinitions")
    ],
    targets: [
        .target(
            name: "SharedPresentation",
            dependencies: [.product(name: "RepositoryDefinitions", package: "RepositoryDefinitions")]
        ),
        .target(name: "TextSnapshotTesting", dependencies: ["SharedPresentation"]),
        .testTarget(
            name: "SharedPresentationTests",
            dependencies: [
                "SharedPresentation",
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
