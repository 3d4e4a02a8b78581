import Foundation

/// The command line of `spacex-bench`, as `scripts/bench` passes it.
struct BenchOptions {
    /// The release `spacex` executable.
    var spacex = ""
    /// The floor program: a Swift program that links Foundation and prints one line.
    var floor = ""
    /// The reference floor that also links FoundationNetworking, or nil to leave it out.
    var networkingFloor: String?
    /// The static, stripped `spacex` of `scripts/release`, for the start-up step; nil leaves that step out.
    var staticSpacex: String?
    /// The networking floor linked with `-static-stdlib`, for the start-up step.
    var staticNetworkingFloor: String?
    /// Only the start-up step (`--startup-only`): the other steps are left out.
    var startupOnly = false
    /// Only the large-pictures step (`--large-pictures-only`).
    var largePicturesOnly = false
    /// Where to write the Markdown results, or nil to only print them.
    var results: String?
    /// `curl`, for the floor of a cold fetch; nil skips that comparison.
    var curl: String?
    /// GNU `time`, for peak memory; nil skips the memory figures.
    var time: String?
    /// The machine's CPU model.
    var cpu = "unknown"
    /// The machine's logical core count.
    var cores = "unknown"
    /// The Swift compiler's version line.
    var swiftVersion = "unknown"
    /// The operating system.
    var system = "unknown"
    /// When the run happened.
    var date = "unknown"
    /// Fewer repetitions, for a quick check of the tool itself (figures are noisier).
    var quick = false

    /// The usage line.
    static let usage =
        "usage: spacex-bench --spacex PATH --floor PATH [--networking-floor PATH] [--results FILE] "
        + "[--curl PATH] [--static-spacex PATH --static-networking-floor PATH] [--startup-only] [--large-pictures-only] "
        + "[--time PATH] [--cpu TEXT] [--cores N] [--swift-version TEXT] [--system TEXT] [--date TEXT] [--quick]"

    /// Parses `arguments` (without the program name).
    static func parse(_ arguments: [String]) throws -> BenchOptions {
        var options = BenchOptions()
        var remaining = arguments[...]
        while let flag = remaining.popFirst() {
            switch flag {
            case "--quick":
                options.quick = true
                continue
            case "--startup-only":
                options.startupOnly = true
                continue
            case "--large-pictures-only":
                options.largePicturesOnly = true
                continue
            default: break
            }
            guard let value = remaining.popFirst() else { throw BenchError("\(flag) needs a value\n\(usage)") }
            switch flag {
            case "--spacex": options.spacex = value
            case "--floor": options.floor = value
            case "--networking-floor": options.networkingFloor = value.isEmpty ? nil : value
            case "--static-spacex": options.staticSpacex = value.isEmpty ? nil : value
            case "--static-networking-floor": options.staticNetworkingFloor = value.isEmpty ? nil : value
            case "--results": options.results = value
            case "--curl": options.curl = value.isEmpty ? nil : value
            case "--time": options.time = value.isEmpty ? nil : value
            case "--cpu": options.cpu = value
            case "--cores": options.cores = value
            case "--swift-version": options.swiftVersion = value
            case "--system": options.system = value
            case "--date": options.date = value
            default: throw BenchError("unknown option \(flag)\n\(usage)")
            }
        }
        for (name, path) in [("--spacex", options.spacex), ("--floor", options.floor)]
        where !FileManager.default.isExecutableFile(atPath: path) {
            throw BenchError("\(name): no executable at \"\(path)\"\n\(usage)")
        }
        return options
    }
}
