// spacex-bench: measures the costs users feel (requests and bytes per screen, decoding, rendering, process
// start-up and memory) against their floors, prints the figures and writes Tests/Benchmarks/RESULTS.md.
// Run it through scripts/bench, which builds everything in release mode and passes the machine's details.
import Foundation

let options: BenchOptions
do {
    options = try BenchOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("spacex-bench: \(error)\n".utf8))
    exit(2)
}

do {
    let document = try BenchRun(options: options).run()
    print(document.text, terminator: "")
    if let path = options.results {
        try document.markdown.write(toFile: path, atomically: true, encoding: .utf8)
        print("wrote \(path)")
    }
} catch {
    FileHandle.standardError.write(Data("spacex-bench: \(error)\n".utf8))
    exit(1)
}
