// swift-tools-version:6.0
import PackageDescription

// Fetches pictures (mission patches, rocket photos) through the app's HTTP transport, keeps the files in their
// own cache store, and decodes them with TerminalImages; draws them over a terminal session's frames
// (TerminalRuntime's FrameOverlay). Names no feature.
let package = Package(
    name: "PictureLoading",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "PictureLoading", targets: ["PictureLoading"])
    ],
    dependencies: [
        .package(name: "RepositoryDefinitions", path: "../Repository/RepositoryDefinitions"),
        .package(name: "SharedPresentation", path: "../SharedPresentation"),
        .package(name: "TerminalImages", path: "../TerminalImages"),
    ],
    targets: [
        .target(
            name: "PictureLoading",
            dependencies: [
                .product(name: "RepositoryDefinitions", package: "RepositoryDefinitions"),
                .product(name: "SharedPresentation", package: "SharedPresentation"),
                .product(name: "TerminalRuntime", package: "SharedPresentation"),
                .product(name: "ScriptPrinting", package: "SharedPresentation"),
                .product(name: "TerminalImages", package: "TerminalImages"),
            ]
        ),
        .testTarget(
            name: "PictureLoadingTests",
            dependencies: [
                "PictureLoading",
                .product(name: "RepositoryDefinitions", package: "RepositoryDefinitions"),
                .product(name: "RepositorySpies", package: "RepositoryDefinitions"),
                .product(name: "SharedPresentation", package: "SharedPresentation"),
                .product(name: "TerminalRuntime", package: "SharedPresentation"),
                .product(name: "ScriptPrinting", package: "SharedPresentation"),
                .product(name: "TerminalImages", package: "TerminalImages"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
