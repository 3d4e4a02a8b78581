import Dispatch

/// Measures elapsed wall time on the monotonic clock.
enum Stopwatch {
    /// Runs `work` once and returns how long it took, in seconds.
    static func seconds(_ work: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try work()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// Runs every job `runs` times, interleaved (A B C, A B C, …) so load from other processes falls on all of
    /// them alike, after `warmUp` unmeasured rounds; returns the median seconds of each job, in order.
    static func interleavedMedians(runs: Int, warmUp: Int = 3, _ jobs: [() throws -> Void]) throws -> [Double] {
        for _ in 0..<warmUp {
            for job in jobs { try job() }
        }
        var samples = Array(repeating: [Double](), count: jobs.count)
        for _ in 0..<runs {
            for (index, job) in jobs.enumerated() {
                samples[index].append(try seconds(job))
            }
        }
        return samples.map(Statistics.median)
    }
}
