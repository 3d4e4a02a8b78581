// swift-tools-version:6.0
import PackageDescription

// Shell completion scripts (bash, zsh, fish) generated from a description of a command line: its commands,
// options and the values each takes, or straight from a SharedPresentation `CommandLineProgram` and its tables.
// Generic: names no feature and no app.
let package = Package(
    name: "ShellCompletion",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "ShellCompletion", targets: ["ShellCompletion"])
    ],
    dependencies: [
        .package(name: "SharedPresentation", path: "../SharedPresentation")
    ],
    targets: [
        .target(
            name: "ShellCompletion",
            dependencies: [.product(name: "SharedPresentation", package: "SharedPresentation")]
        ),
        .testTarget(
            name: "ShellCompletionTests",
            dependencies: ["ShellCompletion", .product(name: "SharedPresentation", package: "SharedPresentation")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
