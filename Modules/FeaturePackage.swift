// swift-tools-version:6.0
// The one manifest of the nine feature packages. Each `Modules/<Feature>/<Feature>{Core,Mocks,UI}/Package.swift`
// is a link to this file, so the spec's layout (a feature's plain models and view models, its mocks and spies, its
// screens and previews) is written once and the three features cannot drift apart. A package learns its feature
// and role from its folder's name; what one feature uses beyond the common shape is in `extras`.
import Foundation
import PackageDescription

/// A feature package's part in the spec's layout, named by its folder's ending.
enum Role: String, CaseIterable {
    /// Plain domain models and view models: no wire format, no source.
    case core = "Core"
    /// Edge-case data, static pages and counting spies for tests and previews; never shipped.
    case mocks = "Mocks"
    /// What the feature supplies to the shared scaffold, and its previews.
    case ui = "UI"
}

/// What one feature's package uses beyond the common shape.
struct Extras {
    /// Packages under Modules/, by their path there.
    var packages: [String] = []
    /// The library target's further dependencies.
    var library: [Target.Dependency] = []
    /// The tests' further dependencies.
    var tests: [Target.Dependency] = []
}

/// A product of SharedPresentation.
func presentation(_ product: String) -> Target.Dependency {
    .product(name: product, package: "SharedPresentation")
}

/// The counting repository spies.
let spies = Target.Dependency.product(name: "RepositorySpies", package: "RepositoryDefinitions")

/// Each feature's needs beyond the common shape, by role.
let extras: [String: [Role: Extras]] = [
    "Launches": [
        .core: Extras(packages: ["Repository/RepositoryImplementations"], tests: ["RepositoryImplementations"]),
        .mocks: Extras(packages: ["Repository/RepositoryImplementations"], tests: ["RepositoryImplementations"]),
        .ui: Extras(
            library: [presentation("PresentationCore"), presentation("ICalendarKit")],
            tests: [presentation("ScriptPrinting"), spies]),
    ],
    "Rockets": [
        .core: Extras(packages: ["SharedPresentation"], library: [presentation("PresentationCore")]),
        .mocks: Extras(tests: [spies, .product(name: "SpaceXArchiveRecordings", package: "SpaceXArchive")]),
        .ui: Extras(library: [presentation("PresentationCore")], tests: [presentation("ScriptPrinting"), spies]),
    ],
    "LaunchSites": [
        .core: Extras(packages: ["SharedPresentation"], library: [presentation("PresentationCore")])
    ],
]

let folder = URL(fileURLWithPath: Context.packageDirectory).lastPathComponent
guard let role = Role.allCases.first(where: { folder.hasSuffix($0.rawValue) }),
    case let feature = String(folder.dropLast(role.rawValue.count)), let needs = extras[feature]
else { fatalError("Modules/FeaturePackage.swift: \(folder) is not <Feature>Core, <Feature>Mocks or <Feature>UI") }
let extra = needs[role] ?? Extras()

/// The package of the same feature in another role (`LaunchesCore` for `LaunchesUI`).
func name(_ other: Role) -> String { feature + other.rawValue }

/// The previews' executable: the feature in kebab case ("launch-sites-previews").
let previewsCommand =
    feature.reduce(into: "") { words, letter in
        if letter.isUppercase, !words.isEmpty { words += "-" }
        words += letter.lowercased()
    } + "-previews"

let common: [String]
let products: [Product]
var targets: [Target]
switch role {
case .core:
    common = ["Repository/RepositoryDefinitions", "\(feature)/\(name(.mocks))"]
    products = [.library(name: folder, targets: [folder])]
    targets = [
        .target(name: folder, dependencies: ["RepositoryDefinitions"] + extra.library),
        .testTarget(
            name: folder + "Tests",
            dependencies: [.target(name: folder), "RepositoryDefinitions", .byName(name: name(.mocks)), spies]
                + extra.tests),
    ]
case .mocks:
    common = [
        "Repository/RepositoryDefinitions", "\(feature)/\(name(.core))", "DataSources/SpaceXAPI", "SpaceXArchive",
    ]
    products = [.library(name: folder, targets: [folder])]
    targets = [
        .target(
            name: folder,
            dependencies: [
                .byName(name: name(.core)), "RepositoryDefinitions", "SpaceXAPI", "SpaceXArchive", spies,
                .product(name: "SpaceXAPIMocks", package: "SpaceXAPI"),
            ]),
        .testTarget(
            name: folder + "Tests",
            dependencies: [.target(name: folder), .byName(name: name(.core)), "RepositoryDefinitions"] + extra.tests),
    ]
case .ui:
    common = [
        "Repository/RepositoryDefinitions", "\(feature)/\(name(.core))", "\(feature)/\(name(.mocks))",
        "SharedPresentation",
    ]
    // Every screen in every state from the mocks; never linked into the app.
    products = [
        .library(name: folder, targets: [folder]), .executable(name: previewsCommand, targets: [previewsCommand]),
    ]
    let screens: [Target.Dependency] = [
        .byName(name: name(.core)), "SharedPresentation", "RepositoryDefinitions",
    ]
    targets = [
        .target(
            name: folder,
            dependencies: screens + [presentation("ScriptPrinting"), presentation("CommandLineKit")] + extra.library),
        .target(
            name: feature + "Previews",
            dependencies: [.target(name: folder), .byName(name: name(.mocks)), presentation("TextPreviewing")]
                + screens,
            path: "Previews/\(feature)Previews"),
        .executableTarget(
            name: previewsCommand, dependencies: [.target(name: feature + "Previews")],
            path: "Previews/\(previewsCommand)"),
        .testTarget(
            name: feature + "PreviewsTests",
            dependencies: [.target(name: feature + "Previews"), presentation("TextPreviewing")]),
        .testTarget(
            name: folder + "Tests",
            dependencies: [.target(name: folder), .byName(name: name(.mocks)), presentation("TextSnapshotTesting")]
                + screens + extra.tests,
            exclude: ["Snapshots/__Snapshots__"]),
    ]
}

let package = Package(
    name: folder,
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: products,
    dependencies: (common + extra.packages).map { .package(path: "../../" + $0) },
    targets: targets,
    swiftLanguageModes: [.v6]
)
