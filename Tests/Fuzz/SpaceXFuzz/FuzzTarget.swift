import Foundation

/// One fuzz target: a parser fed arbitrary bytes, with the invariants that are cheap to check.
///
/// A target returns normally for every input it refuses; a crash, a failed ``fuzzCheck(_:_:)``, a leak, a run over
/// 1 s or over 256 MB is what libFuzzer reports.
struct FuzzTarget: Sendable {
    /// The name `scripts/fuzz` and `SPACEX_FUZZ_TARGET` use; also the corpus folder's name.
    let name: String
    /// Feeds one input to the parser.
    let run: @Sendable ([UInt8]) -> Void

    /// The target this process feeds, named by `SPACEX_FUZZ_TARGET`; a process without a valid name stops.
    static let selected: FuzzTarget = {
        let name = ProcessInfo.processInfo.environment["SPACEX_FUZZ_TARGET"] ?? ""
        guard let target = all.first(where: { $0.name == name }) else {
            let names = all.map(\.name).joined(separator: ", ")
            FileHandle.standardError.write(Data("spacex-fuzz: set SPACEX_FUZZ_TARGET to one of \(names)\n".utf8))
            exit(2)
        }
        return target
    }()

    /// Every target, in the order `scripts/fuzz --list` prints them.
    static let all: [FuzzTarget] = [
        FuzzTarget(name: "http-answer", run: TransportTargets.httpAnswer),
        FuzzTarget(name: "ordered-json", run: JSONTargets.orderedJSON),
        FuzzTarget(name: "json-value", run: JSONTargets.jsonValue),
        FuzzTarget(name: "page-envelope", run: JSONTargets.pageEnvelope),
        FuzzTarget(name: "spacex-launches", run: SourceTargets.spaceXLaunches),
        FuzzTarget(name: "spacex-rockets", run: SourceTargets.spaceXRockets),
        FuzzTarget(name: "spacex-launchpads", run: SourceTargets.spaceXLaunchpads),
        FuzzTarget(name: "ll2-launches", run: SourceTargets.launchLibraryLaunches),
        FuzzTarget(name: "ll2-configurations", run: SourceTargets.launchLibraryConfigurations),
        FuzzTarget(name: "png", run: PictureTargets.png),
        FuzzTarget(name: "jpeg", run: PictureTargets.jpeg),
        FuzzTarget(name: "zlib", run: PictureTargets.zlib),
        FuzzTarget(name: "text", run: TerminalTargets.text),
        FuzzTarget(name: "keys", run: TerminalTargets.keys),
        FuzzTarget(name: "command-line", run: TerminalTargets.commandLine),
        FuzzTarget(name: "cache-file", run: TransportTargets.cacheFile),
        FuzzTarget(name: "icalendar", run: CalendarTargets.iCalendar),
        FuzzTarget(name: "change-history", run: SavedFileTargets.changeHistory),
        FuzzTarget(name: "calendar-ledger", run: SavedFileTargets.calendarLedger),
    ]
}

/// Stops the run with `message` when an invariant does not hold (libFuzzer then saves the input as a crash).
func fuzzCheck(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() { fatalError("invariant broken: \(message())") }
}
