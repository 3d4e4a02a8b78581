// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "LaunchesCore",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "LaunchesCore", targets: ["LaunchesCore"])
    ],
    dependencies: [
        .package(name: "RepositoryDefinitions", path: "../../Repository/RepositoryDefinitions"),
        .package(name: "RepositoryImplementations", path: "../../Repository/RepositoryImplementations"),
        .package(name: "LaunchesMocks", path: "../LaunchesMocks"),
    ],
    targets: [
        .target(
            name: "LaunchesCore",
            dependencies: [.product(name: "RepositoryDefinitions", package: "RepositoryDefinitions")]
        ),
        .testTarget(
            name: "LaunchesCoreTests",
            dependencies: [
                "LaunchesCore",
                .product(name: "RepositoryDefinitions", package: "RepositoryDefinitions"),
                .product(name: "RepositorySpies", package: "RepositoryDefinitions"),
                .product(name: "RepositoryImplementations", package: "RepositoryImplementations"),
                .product(name: "LaunchesMocks", package: "LaunchesMocks"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
