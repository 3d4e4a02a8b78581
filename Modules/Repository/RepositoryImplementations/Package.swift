// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "RepositoryImplementations",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "RepositoryImplementations", targets: ["RepositoryImplementations"])
    ],
    dependencies: [
        .package(name: "RepositoryDefinitions", path: "../RepositoryDefinitions"),
        .package(name: "DocumentQuery", path: "../DocumentQuery"),
        .package(name: "FakeSpaceXAPI", path: "../../TestSupport/FakeSpaceXAPI"),
        .package(name: "SpaceXArchive", path: "../../SpaceXArchive"),
    ],
    targets: [
        .target(
            name: "RepositoryImplementations",
            dependencies: [
                .product(name: "RepositoryDefinitions", package: "RepositoryDefinitions"),
                .product(name: "DocumentQuery", package: "DocumentQuery"),
            ]
        ),
        .testTarget(
            name: "RepositoryImplementationsTests",
            dependencies: [
                "RepositoryImplementations",
                .product(name: "RepositoryDefinitions", package: "RepositoryDefinitions"),
                .product(name: "DocumentQuery", package: "DocumentQuery"),
                .product(name: "RepositorySpies", package: "RepositoryDefinitions"),
                .product(name: "FakeSpaceXAPI", package: "FakeSpaceXAPI"),
                .product(name: "LoopbackHTTPServer", package: "FakeSpaceXAPI"),
                .product(name: "SpaceXArchiveRecordings", package: "SpaceXArchive"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
