import Foundation

/// Splits independent work over `0..<count` (rows, bands) into ranges run at once on the machine's cores, for
/// the megabyte-sized pictures of the graphics protocols; small work stays on the calling thread.
///
/// Eight ranges per core, taken as threads come free, so a core that is busy with something else delays little:
/// the calling thread keeps taking ranges. The output does not depend on how the work was split.
enum ParallelChunks {
    /// How many ranges ``forEach(of:work:minimumWork:_:)`` asks for: one when `work` is under `minimumWork` or
    /// there are fewer than 16 items, else up to eight per core, counting at least two cores, so the work is
    /// split (and the split tested) the same way on a one-core machine, where the ranges simply run in turn.
    static func chunkCount(of count: Int, work: Int, minimumWork: Int) -> Int {
        guard work >= minimumWork, count >= 16 else { return 1 }
        return min(count / 2, max(2, ProcessInfo.processInfo.activeProcessorCount) * 8)
    }

    /// Calls `body` with consecutive ranges that together cover `0..<count`, several at once on the machine's
    /// cores when ``chunkCount(of:work:minimumWork:)`` is more than one; otherwise once with the whole range.
    /// `body` must only write what belongs to its own range.
    static func forEach(of count: Int, work: Int, minimumWork: Int, _ body: (Range<Int>) -> Void) {
        let chunks = chunkCount(of: count, work: work, minimumWork: minimumWork)
        guard chunks > 1 else {
            body(0..<count)
            return
        }
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
