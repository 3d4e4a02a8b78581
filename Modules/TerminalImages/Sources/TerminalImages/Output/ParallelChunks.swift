import Foundation

/// Splits independent work over `0..<count` (rows, bands) into ranges run at once on the machine's cores, for
/// the megabyte-sized pictures of the graphics protocols; small work stays on the calling thread.
///
/// Eight ranges per core, taken as threads come free, so a core that is busy with something else delays little:
/// the calling thread keeps taking ranges. The output does not depend on how the work was split.
enum ParallelChunks {
    /// Calls `body` with consecutive ranges that together cover `0..<count`, several at once when `work` (in any
    /// unit) is at least `minimumWork` and there are at least 16 items; otherwise once with the whole range.
    /// `body` must only write what belongs to its own range.
    static func forEach(of count: Int, work: Int, minimumWork: Int, _ body: (Range<Int>) -> Void) {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        guard work >= minimumWork, cores > 1, count >= 16 else {
            body(0..<count)
            return
        }
        let chunks = min(count / 2, cores * 8)
        let size = (count + chunks - 1) / chunks
        withoutActuallyEscaping(body) { body in
            let shared = SharedBody(call: body)
            DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
                let start = chunk * size
                if start < count { shared.call(start..<min(count, start + size)) }
            }
        }
    }

    /// The body handed to the worker threads.
    ///
    /// `@unchecked Sendable`: the body is called at the same time only with disjoint ranges; callers write
    /// nothing but what belongs to their range and buffers they allocate in the call, and what they read does
    /// not change until every call has returned (`concurrentPerform` waits for them all).
    private struct SharedBody: @unchecked Sendable {
        let call: (Range<Int>) -> Void
    }
}
