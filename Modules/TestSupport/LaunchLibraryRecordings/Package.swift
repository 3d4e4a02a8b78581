// swift-tools-version:6.0
import PackageDescription

// Real Launch Library 2 answers recorded in 2026 (and records of the 2.3.0 shape derived from them), for tests and
// the loopback fake only: never linked into the `spacex` binary. Foundation only.
let package = Package(
    name: "LaunchLibraryRecordings",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "LaunchLibraryRecordings", targets: ["LaunchLibraryRecordings"])
    ],
    targets: [
        .target(name: "LaunchLibraryRecordings", resources: [.copy("Recorded")]),
        .testTarget(name: "LaunchLibraryRecordingsTests", dependencies: ["LaunchLibraryRecordings"]),
    ],
    swiftLanguageModes: [.v6]
)
