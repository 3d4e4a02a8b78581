// swift-tools-version:6.0
import PackageDescription

// The one MongoDB-style query engine (filter, sort, select, populate, mongoose-paginate-v2 paging) over one ordered
// JSON value type, with its parser and writer: the offline archive (RepositoryImplementations) and the fake API
// server (FakeSpaceXAPI) both answer queries with it. Foundation only.
let package = Package(
    name: "DocumentQuery",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "DocumentQuery", targets: ["DocumentQuery"])
    ],
    targets: [
        .target(name: "DocumentQuery"),
        .testTarget(name: "DocumentQueryTests", dependencies: ["DocumentQuery"]),
    ],
    swiftLanguageModes: [.v6]
)
