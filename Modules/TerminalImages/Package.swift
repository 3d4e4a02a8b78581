// swift-tools-version:6.0
import PackageDescription

// Pure-Swift image decoding (PNG with its own inflate, baseline and progressive JPEG) and terminal picture
// output (kitty, iTerm2, sixel, colour half-blocks). Depends on nothing but Foundation.
let package = Package(
    name: "TerminalImages",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "TerminalImages", targets: ["TerminalImages"])
    ],
    targets: [
        .target(name: "TerminalImages"),
        .testTarget(
            name: "TerminalImagesTests",
            dependencies: ["TerminalImages"],
            exclude: ["Output/__Snapshots__"],
            resources: [.copy("Fixtures")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
