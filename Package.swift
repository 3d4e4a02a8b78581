// swift-tools-version:6.0
import PackageDescription

// The workspace root: composes the local packages under Modules/ into the `spacex` executable (App/).
let package = Package(
    name: "SpaceXInfo",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .executable(name: "spacex", targets: ["spacex"])
    ],
    dependencies: [
        .package(name: "RepositoryDefinitions", path: "Modules/Repository/RepositoryDefinitions"),
        .package(name: "RepositoryImplementations", path: "Modules/Repository/RepositoryImplementations"),
        .package(name: "LaunchesCore", path: "Modules/Launches/LaunchesCore"),
        .package(name: "LaunchesMocks", path: "Modules/Launches/LaunchesMocks"),
        .package(name: "LaunchesUI", path: "Modules/Launches/LaunchesUI"),
        .package(name: "RocketsCore", path: "Modules/Rockets/RocketsCore"),
        .package(name: "LaunchSitesCore", path: "Modules/LaunchSites/LaunchSitesCore"),
        .package(name: "LaunchSitesMocks", path: "Modules/LaunchSites/LaunchSitesMocks"),
        .package(name: "LaunchSitesUI", path: "Modules/LaunchSites/LaunchSitesUI"),
        .package(name: "RocketsMocks", path: "Modules/Rockets/RocketsMocks"),
        .package(name: "RocketsUI", path: "Modules/Rockets/RocketsUI"),
        .package(name: "SharedPresentation", path: "Modules/SharedPresentation"),
        .package(name: "SpaceXArchive", path: "Modules/SpaceXArchive"),
        .package(name: "TerminalImages", path: "Modules/TerminalImages"),
        .package(name: "PictureLoading", path: "Modules/PictureLoading"),
        .package(name: "FakeSpaceXAPI", path: "Modules/TestSupport/FakeSpaceXAPI"),
        .package(name: "DataSourceKit", path: "Modules/DataSources/DataSourceKit"),
        .package(name: "LaunchLibrary", path: "Modules/DataSources/LaunchLibrary"),
        .package(name: "FakeLaunchLibrary", path: "Modules/TestSupport/FakeLaunchLibrary"),
        .package(name: "LaunchLibraryRecordings", path: "Modules/TestSupport/LaunchLibraryRecordings"),
        .package(name: "DocumentQuery", path: "Modules/Repository/DocumentQuery"),
        .package(name: "SpaceXAPI", path: "Modules/DataSources/SpaceXAPI"),
    ],
    targets: [
        .target(
            name: "SpaceXCLI",
            dependencies: [
                .product(name: "SpaceXAPI", package: "SpaceXAPI"),
                .product(name: "RepositoryDefinitions", package: "RepositoryDefinitions"),
                .product(name: "RepositoryImplementations", package: "RepositoryImplementations"),
                .product(name: "LaunchesCore", package: "LaunchesCore"),
                .product(name: "LaunchesUI", package: "LaunchesUI"),
                .product(name: "RocketsCore", package: "RocketsCore"),
                .product(name: "RocketsUI", package: "RocketsUI"),
                .product(name: "LaunchSitesCore", package: "LaunchSitesCore"),
                .product(name: "LaunchSitesUI", package: "LaunchSitesUI"),
                .product(name: "SharedPresentation", package: "SharedPresentation"),
                .product(name: "TerminalRuntime", package: "SharedPresentation"),
                .product(name: "CommandLineKit", package: "SharedPresentation"),
                .product(name: "ScriptPrinting", package: "SharedPresentation"),
                .product(name: "TerminalImages", package: "TerminalImages"),
                .product(name: "PictureLoading", package: "PictureLoading"),
                .product(name: "DataSourceKit", package: "DataSourceKit"),
                .product(name: "LaunchLibrary", package: "LaunchLibrary"),
            ],
            path: "App/Sources/SpaceXCLI"
        ),
        // In a dynamically linked build (debug, tests) FoundationNetworking reaches libcurl's curl_multi_setopt
        // through the dynamic linker: exported from the executable, LibcurlOnDemand's wins, so its socket callback
        // (waiting is idle, issue 17) is in every build, not only the static release.
        .executableTarget(
            name: "spacex", dependencies: ["SpaceXCLI", "LibcurlOnDemand"], path: "App/Sources/spacex",
            linkerSettings: [
                .unsafeFlags(["-Xlinker", "--export-dynamic-symbol=curl_multi_setopt"], .when(platforms: [.linux]))
            ]),
        // libcurl opened on the first request instead of at start-up (Linux; see LibcurlOnDemand.c).
        .target(
            name: "LibcurlOnDemand", path: "App/Sources/LibcurlOnDemand",
            linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        // `spacex` with a busy main queue once the browser starts, for the signal tests; never shipped.
        .executableTarget(name: "spacex-busy", dependencies: ["SpaceXCLI"], path: "Tests/BusyBrowser"),
        // The benchmarks behind scripts/bench; never linked into the app.
        .executableTarget(
            name: "spacex-bench",
            dependencies: [
                .product(name: "SpaceXAPI", package: "SpaceXAPI"),
                .product(name: "DocumentQuery", package: "DocumentQuery"),
                .product(name: "FakeSpaceXAPI", package: "FakeSpaceXAPI"),
                .product(name: "LoopbackHTTPServer", package: "FakeSpaceXAPI"),
                .product(name: "RepositoryDefinitions", package: "RepositoryDefinitions"),
                .product(name: "RepositoryImplementations", package: "RepositoryImplementations"),
                .product(name: "LaunchesCore", package: "LaunchesCore"),
                .product(name: "LaunchesUI", package: "LaunchesUI"),
                .product(name: "SharedPresentation", package: "SharedPresentation"),
                .product(name: "TerminalImages", package: "TerminalImages"),
                .product(name: "PictureLoading", package: "PictureLoading"),
                .product(name: "SpaceXArchive", package: "SpaceXArchive"),
            ],
            path: "Tests/Benchmarks/SpaceXBench"
        ),
        .testTarget(
            name: "SpaceXCLITests",
            dependencies: [
                .product(name: "SpaceXAPI", package: "SpaceXAPI"),
                "SpaceXCLI",
                .product(name: "RepositoryDefinitions", package: "RepositoryDefinitions"),
                .product(name: "RepositorySpies", package: "RepositoryDefinitions"),
                .product(name: "LaunchesCore", package: "LaunchesCore"),
                .product(name: "LaunchesMocks", package: "LaunchesMocks"),
                .product(name: "RocketsCore", package: "RocketsCore"),
                .product(name: "RocketsMocks", package: "RocketsMocks"),
                .product(name: "LaunchSitesCore", package: "LaunchSitesCore"),
                .product(name: "LaunchSitesMocks", package: "LaunchSitesMocks"),
                .product(name: "LaunchSitesUI", package: "LaunchSitesUI"),
                .product(name: "SharedPresentation", package: "SharedPresentation"),
                .product(name: "TerminalRuntime", package: "SharedPresentation"),
                .product(name: "CommandLineKit", package: "SharedPresentation"),
                .product(name: "ScriptPrinting", package: "SharedPresentation"),
                .product(name: "PictureLoading", package: "PictureLoading"),
                .product(name: "TerminalImages", package: "TerminalImages"),
                .product(name: "SpaceXArchiveRecordings", package: "SpaceXArchive"),
                .product(name: "TextSnapshotTesting", package: "SharedPresentation"),
                .product(name: "LaunchesUI", package: "LaunchesUI"),
                .product(name: "FakeLaunchLibrary", package: "FakeLaunchLibrary"),
                .product(name: "FakeSpaceXAPI", package: "FakeSpaceXAPI"),
            ],
            path: "Tests/SpaceXCLITests",
            exclude: ["__Snapshots__"]
        ),
        // Helpers shared by the test targets that run the built binary: process runner, pty, the archive's fake API.
        .target(
            name: "EndToEndSupport",
            dependencies: [
                .product(name: "DocumentQuery", package: "DocumentQuery"),
                .product(name: "FakeSpaceXAPI", package: "FakeSpaceXAPI"),
                .product(name: "LoopbackHTTPServer", package: "FakeSpaceXAPI"),
                .product(name: "RepositoryImplementations", package: "RepositoryImplementations"),
                .product(name: "LaunchesCore", package: "LaunchesCore"),
                .product(name: "LaunchesMocks", package: "LaunchesMocks"),
                .product(name: "RocketsCore", package: "RocketsCore"),
                .product(name: "RocketsMocks", package: "RocketsMocks"),
                .product(name: "SpaceXArchive", package: "SpaceXArchive"),
            ],
            path: "Tests/EndToEndSupport",
            // Read from the source tree by PictureFixtures (a real photo for the picture end-to-end tests).
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                .product(name: "SpaceXAPI", package: "SpaceXAPI"),
                "spacex",
                "EndToEndSupport",
                .product(name: "FakeSpaceXAPI", package: "FakeSpaceXAPI"),
                .product(name: "LoopbackHTTPServer", package: "FakeSpaceXAPI"),
                .product(name: "RepositoryDefinitions", package: "RepositoryDefinitions"),
                .product(name: "LaunchesCore", package: "LaunchesCore"),
                .product(name: "LaunchesMocks", package: "LaunchesMocks"),
                .product(name: "RocketsCore", package: "RocketsCore"),
                .product(name: "RocketsMocks", package: "RocketsMocks"),
                .product(name: "FakeLaunchLibrary", package: "FakeLaunchLibrary"),
                .product(name: "LaunchLibraryRecordings", package: "LaunchLibraryRecordings"),
            ],
            path: "Tests/EndToEndTests"
        ),
        .testTarget(
            name: "ReliabilityTests",
            dependencies: [
                .product(name: "SpaceXAPI", package: "SpaceXAPI"),
                "spacex",
                "spacex-busy",
                "EndToEndSupport",
                .product(name: "DocumentQuery", package: "DocumentQuery"),
                .product(name: "FakeSpaceXAPI", package: "FakeSpaceXAPI"),
                .product(name: "LoopbackHTTPServer", package: "FakeSpaceXAPI"),
                .product(name: "RepositoryDefinitions", package: "RepositoryDefinitions"),
                .product(name: "RepositoryImplementations", package: "RepositoryImplementations"),
                .product(name: "LaunchesCore", package: "LaunchesCore"),
                .product(name: "LaunchesMocks", package: "LaunchesMocks"),
                .product(name: "RocketsCore", package: "RocketsCore"),
                .product(name: "RocketsMocks", package: "RocketsMocks"),
                .product(name: "SharedPresentation", package: "SharedPresentation"),
                .product(name: "ScriptPrinting", package: "SharedPresentation"),
            ],
            path: "Tests/ReliabilityTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)

// The libFuzzer targets behind `scripts/fuzz`, which sets SPACEX_FUZZ=1 and builds them with
// `-sanitize=fuzzer,address` in their own build folder: absent from every other build, never linked into `spacex`.
if Context.environment["SPACEX_FUZZ"] == "1" {
    package.targets.append(
        .executableTarget(
            name: "spacex-fuzz",
            dependencies: [
                "SpaceXCLI",
                .product(name: "SpaceXAPI", package: "SpaceXAPI"),
                .product(name: "DocumentQuery", package: "DocumentQuery"),
                .product(name: "RepositoryDefinitions", package: "RepositoryDefinitions"),
                .product(name: "RepositoryImplementations", package: "RepositoryImplementations"),
                .product(name: "LaunchesCore", package: "LaunchesCore"),
                .product(name: "LaunchesUI", package: "LaunchesUI"),
                .product(name: "RocketsCore", package: "RocketsCore"),
                .product(name: "LaunchSitesCore", package: "LaunchSitesCore"),
                .product(name: "LaunchLibrary", package: "LaunchLibrary"),
                .product(name: "SharedPresentation", package: "SharedPresentation"),
                .product(name: "TerminalRuntime", package: "SharedPresentation"),
                .product(name: "CommandLineKit", package: "SharedPresentation"),
                .product(name: "ICalendarKit", package: "SharedPresentation"),
                .product(name: "TerminalImages", package: "TerminalImages"),
            ],
            path: "Tests/Fuzz/SpaceXFuzz",
            linkerSettings: [.unsafeFlags(["-Xlinker", "--allow-multiple-definition"])]
        ))
}
