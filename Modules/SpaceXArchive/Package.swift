// swift-tools-version:6.0
import PackageDescription

// The r/SpaceX API's recorded data (frozen since October 2022), built into code: the app's offline archive, and
// the recorded query answers tests compare against. Foundation only.
let package = Package(
    name: "SpaceXArchive",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "SpaceXArchive", targets: ["SpaceXArchive"]),
        // For tests only: the recorded `query` answers; never linked into the app.
        .library(name: "SpaceXArchiveRecordings", targets: ["SpaceXArchiveRecordings"]),
    ],
    targets: [
        .target(name: "SpaceXArchive"),
        .target(name: "SpaceXArchiveRecordings", dependencies: ["SpaceXArchive"]),
        .testTarget(name: "SpaceXArchiveTests", dependencies: ["SpaceXArchive", "SpaceXArchiveRecordings"]),
    ],
    swiftLanguageModes: [.v6]
)
