// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "RocketsCore",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "RocketsCore", targets: ["RocketsCore"])
    ],
    dependencies: [
        .package(name: "RepositoryDefinitions", path: "../../Repository/RepositoryDefinitions"),
        .package(name: "RocketsMocks", path: "../RocketsMocks"),
    ],
    targets: [
        .target(
            name: "RocketsCore",
            dependencies: [.product(name: "RepositoryDefinitions", package: "RepositoryDefinitions")]
        ),
        .testTarget(
            name: "RocketsCoreTests",
            dependencies: [
                "RocketsCore",
                .product(name: "RepositoryDefinitions", package: "RepositoryDefinitions"),
                .product(name: "RepositorySpies", package: "RepositoryDefinitions"),
                .product(name: "RocketsMocks", package: "RocketsMocks"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
