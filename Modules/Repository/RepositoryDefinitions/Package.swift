// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "RepositoryDefinitions",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "RepositoryDefinitions", targets: ["RepositoryDefinitions"]),
        .library(name: "RepositorySpies", targets: ["RepositorySpies"]),
    ],
    targets: [
        .target(name: "RepositoryDefinitions"),
        .target(name: "RepositorySpies", dependencies: ["RepositoryDefinitions"]),
        .testTarget(name: "RepositoryDefinitionsTests", dependencies: ["RepositoryDefinitions"]),
        .testTarget(name: "RepositorySpiesTests", dependencies: ["RepositoryDefinitions", "RepositorySpies"]),
    ],
    swiftLanguageModes: [.v6]
)
