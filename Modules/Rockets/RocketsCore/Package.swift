// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "RocketsCore",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [.library(name: "RocketsCore", targets: ["RocketsCore"])],
    dependencies: [
        .package(path: "../../Repository/RepositoryDefinitions"), .package(path: "../../SharedPresentation"),
        .package(path: "../RocketsMocks"),
    ],
    targets: [
        .target(
            name: "RocketsCore",
            dependencies: ["RepositoryDefinitions", .product(name: "PresentationCore", package: "SharedPresentation")]
        ),
        .testTarget(
            name: "RocketsCoreTests",
            dependencies: [
                "RocketsCore", "RepositoryDefinitions", "RocketsMocks",
                .product(name: "RepositorySpies", package: "RepositoryDefinitions"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
