import Foundation

/// One run of every suite, in order, with progress on standard error.
struct BenchRun {
    let options: BenchOptions

    /// Runs the suites and returns what they found.
    func run() throws -> ResultsDocument {
        let work = URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true)
            .appendingPathComponent("spacex-bench-\(getpid())", isDirectory: true)
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let fixtures = try BenchFixtures()
        defer { fixtures.server.stop() }

        let startup = StartupSuite(
            options: options, fixtures: fixtures, workDirectory: work, runs: options.quick ? 10 : 41)
        if options.startupOnly {
            progress("6 start-up only: static vs dynamic, archive vs cache")
            return ResultsDocument(options: options, suites: [try startup.run()])
        }
        let largePictures = LargePictureSuite(
            workDirectory: work, runs: options.quick ? 3 : 7,
            memory: options.time.map { (options.spacex, $0, fixtures, options.quick ? 1 : 3) })
        if options.largePicturesOnly {
            progress("5b large pictures only")
            return ResultsDocument(options: options, suites: [try largePictures.run()])
        }
        progress("1/4 requests and bytes per screen")
        let (traffic, listPage) = try TrafficSuite(fixtures: fixtures, spacex: options.spacex, workDirectory: work)
            .run()
        progress("1b/4 list page bytes with and without select")
        let savings = try SelectSavingsSuite(fixtures: fixtures, listPage: listPage).run()
        progress("2-3/4 decode and render")
        let decodeRender = try DecodeRenderSuite(fixtures: fixtures, runs: options.quick ? 15 : 101).run()
        progress("4/4 whole process")
        let process = try ProcessSuite(
            options: options, fixtures: fixtures, listPage: listPage, workDirectory: work,
            runs: options.quick ? 10 : 41, memoryRuns: options.quick ? 3 : 9
        ).run()
        progress("5 pictures")
        var pictureSuite = PictureSuite(workDirectory: work, runs: options.quick ? 9 : 31)
        pictureSuite.memory = options.time.map { (options.spacex, $0, fixtures, options.quick ? 3 : 7) }
        let pictures = try pictureSuite.run()
        progress("5b large pictures (issue 27)")
        var suites = [traffic, savings, decodeRender, process, pictures, try largePictures.run()]
        if options.staticSpacex != nil {
            progress("6 start-up: static vs dynamic, archive vs cache")
            suites.append(try startup.run())
        }
        return ResultsDocument(options: options, suites: suites)
    }

    private func progress(_ step: String) {
        FileHandle.standardError.write(Data("spacex-bench: \(step)\n".utf8))
    }
}
