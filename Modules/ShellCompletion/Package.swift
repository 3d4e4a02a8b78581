// swift-tools-version:6.0
import PackageDescription

// Shell completion scripts (bash, zsh, fish) generated from a description of a command line: its commands,
// options and the values each takes. Generic: names no feature and no app; the app describes itself from its
// option table. No dependencies.
let package = Package(
    name: "ShellCompletion",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "ShellCompletion", targets: ["ShellCompletion"])
    ],
    targets: [
        .target(name: "ShellCompletion"),
        .testTarget(name: "ShellCompletionTests", dependencies: ["ShellCompletion"]),
    ],
    swiftLanguageModes: [.v6]
)
