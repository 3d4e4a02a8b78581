// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "LaunchesCore",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [.library(name: "LaunchesCore", targets: ["LaunchesCore"])],
    dependencies: [
        .package(path: "../../Repository/RepositoryDefinitions"),
        .package(path: "../../Repository/RepositoryImplementations"), .package(path: "../LaunchesMocks"),
    ],
    targets: [
        .target(
            name: "LaunchesCore",
            dependencies: ["RepositoryDefinitions"]
        ),
        .testTarget(
            name: "LaunchesCoreTests",
            dependencies: [
                "LaunchesCore", "RepositoryDefinitions", "RepositoryImplementations", "LaunchesMocks",
                .product(name: "RepositorySpies", package: "RepositoryDefinitions"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
