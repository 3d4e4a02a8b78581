// swift-tools-version:6.0
import PackageDescription

// The text layer, as targets with one-way dependencies (each lists only what it uses):
//   PresentationCore ◀── SharedPresentation (view kit) ◀── ScriptPrinting ◀── TerminalRuntime
//   CommandLineKit (parsing, help, usage, manual page, shell completion): Foundation only
// Only TerminalRuntime touches the terminal; PresentationCore and the view kit stay platform-neutral.
let package = Package(
    name: "SharedPresentation",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        // The SwiftUI-like text view kit, interaction as data, pictures as data and the list/detail scaffold.
        .library(name: "SharedPresentation", targets: ["SharedPresentation"]),
        // Platform-neutral presentation logic every feature's screens share (the paged list's view model); no
        // terminal code, so an iOS app can sit on it.
        .library(name: "PresentationCore", targets: ["PresentationCore"]),
        // The terminal: raw mode, input and key decoding, signals, the frame writer and session, graphics query,
        // and the process's standard output and error as script mode's console.
        .library(name: "TerminalRuntime", targets: ["TerminalRuntime"]),
        // Command lines from option and command tables: parsing, help, usage, manual page, shell completion.
        .library(name: "CommandLineKit", targets: ["CommandLineKit"]),
        // An iCalendar (RFC 5545) writer: no terminal code, no dependency.
        .library(name: "ICalendarKit", targets: ["ICalendarKit"]),
        // Script mode: a command's answer printed once (screen or JSON), its failures and warnings, the console.
        .library(name: "ScriptPrinting", targets: ["ScriptPrinting"]),
        .library(name: "TextSnapshotTesting", targets: ["TextSnapshotTesting"]),
        // The terminal's previews: a named view in one state, and the command line that prints them.
        .library(name: "TextPreviewing", targets: ["TextPreviewing"]),
        .executable(name: "presentation-previews", targets: ["presentation-previews"]),
    ],
    dependencies: [
        .package(name: "RepositoryDefinitions", path: "../Repository/RepositoryDefinitions")
    ],
    targets: [
        .target(
            name: "PresentationCore",
            dependencies: [.product(name: "RepositoryDefinitions", package: "RepositoryDefinitions")]
        ),
        .target(
            name: "SharedPresentation",
            dependencies: [
                "PresentationCore", "CommandLineKit",
                .product(name: "RepositoryDefinitions", package: "RepositoryDefinitions"),
            ]
        ),
        .target(
            name: "TerminalRuntime",
            dependencies: [
                "SharedPresentation", "ScriptPrinting",
                .product(name: "RepositoryDefinitions", package: "RepositoryDefinitions"),
            ]
        ),
        .target(name: "CommandLineKit"),
        .target(name: "ICalendarKit"),
        .target(
            name: "ScriptPrinting",
            dependencies: [
                "SharedPresentation", .product(name: "RepositoryDefinitions", package: "RepositoryDefinitions"),
            ]
        ),
        // Test support for every feature's screens: goldens, sweeps, and the list scaffold's states and paging
        // checked the same way for every feature (over RepositorySpies' spy).
        .target(
            name: "TextSnapshotTesting",
            dependencies: [
                "SharedPresentation", .product(name: "RepositoryDefinitions", package: "RepositoryDefinitions"),
                .product(name: "RepositorySpies", package: "RepositoryDefinitions"),
            ]
        ),
        .target(name: "TextPreviewing", dependencies: ["SharedPresentation"]),
        .target(
            name: "SharedPresentationPreviews",
            dependencies: [
                "SharedPresentation", "TextPreviewing",
                .product(name: "RepositoryDefinitions", package: "RepositoryDefinitions"),
            ],
            path: "Previews/SharedPresentationPreviews"
        ),
        .executableTarget(
            name: "presentation-previews", dependencies: ["SharedPresentationPreviews"],
            path: "Previews/presentation-previews"),
        .testTarget(
            name: "SharedPresentationPreviewsTests",
            dependencies: ["SharedPresentationPreviews", "TextPreviewing", "SharedPresentation"]
        ),
        .testTarget(
            name: "SharedPresentationTests",
            dependencies: [
                "SharedPresentation", "PresentationCore",
                .product(name: "RepositorySpies", package: "RepositoryDefinitions"),
                "TextSnapshotTesting",
                .product(name: "RepositoryDefinitions", package: "RepositoryDefinitions"),
            ],
            exclude: ["Screens/__Snapshots__"]
        ),
        .testTarget(
            name: "TerminalRuntimeTests", dependencies: ["TerminalRuntime", "SharedPresentation", "ScriptPrinting"]),
        .testTarget(name: "ICalendarKitTests", dependencies: ["ICalendarKit"]),
        .testTarget(name: "CommandLineKitTests", dependencies: ["CommandLineKit", "SharedPresentation"]),
        .testTarget(
            name: "ScriptPrintingTests",
            dependencies: [
                "ScriptPrinting", "SharedPresentation",
                .product(name: "RepositoryDefinitions", package: "RepositoryDefinitions"),
                .product(name: "RepositorySpies", package: "RepositoryDefinitions"),
            ]
        ),
        .testTarget(
            name: "TextSnapshotTestingTests",
            dependencies: ["TextSnapshotTesting", "SharedPresentation"],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
