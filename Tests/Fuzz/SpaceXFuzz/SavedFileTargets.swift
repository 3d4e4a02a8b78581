import Foundation
import LaunchesCore

@testable import LaunchesUI

/// Targets for the files the runs keep beside the cache: the change history and the calendar's ledger. A damaged or
/// edited file is read as empty or with its impossible entries left out, never a crash.
enum SavedFileTargets {
    private static let now = Date(timeIntervalSince1970: 1_779_500_000)

    /// `LaunchChangeHistory` as `SavedJSONFile` reads it: every move it holds is written as `spacex changes` writes
    /// it (text, move, JSON document), a look and a new answer are taken in, and it writes and reads back equal.
    static func changeHistory(_ input: [UInt8]) {
        guard
            var history = SavedJSONFile.decode(
                LaunchChangeHistory.self, from: Data(input),
                accepting: { $0.version == LaunchChangeHistory.currentVersion })
        else { return }
        let text = LaunchChangeText(timeZone: TimeZone(identifier: "UTC")!)
        for record in history.moves(since: nil).prefix(64) {
            _ = text.lines(record.entry)
            _ = text.move(record.entry, seen: record.seen)
            _ = LaunchChangeDocument(record)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let written = try? encoder.encode(history) else { return }
        fuzzCheck(SavedJSONFile.decode(LaunchChangeHistory.self, from: written) == history, "write, read changed it")
        _ = history.look(at: now)
        let answer = [Launch(id: history.records.first?.id ?? "x", name: "Fuzz", dateUtc: now, datePrecision: .hour)]
        _ = history.observe(answer, seen: now, question: "upcoming", completeSpan: LaunchListDiff.Span(from: now))
    }

    /// `LaunchCalendarLedger` as a run reads it: every sequence it keeps is 0 to 2³¹ − 1, before and after a launch
    /// it holds is written again with other dates and cancelled.
    static func calendarLedger(_ input: [UInt8]) {
        guard
            let decoded = SavedJSONFile.decode(
                LaunchCalendarLedger.self, from: Data(input),
                accepting: { $0.version == LaunchCalendarLedger.currentVersion })
        else { return }
        var ledger = decoded.checked()
        let range = 0...LaunchCalendarLedger.sequenceLimit
        fuzzCheck(ledger.entries.values.allSatisfy { range.contains($0.sequence) }, "an impossible sequence kept")
        for uid in ledger.entries.keys.sorted().prefix(16) {
            let launch = Launch(id: uid, name: "Fuzz", dateUtc: now, datePrecision: .hour)
            guard let timing = LaunchCalendarTiming(launch: launch) else { continue }
            let (sequence, _) = ledger.record(uid: uid, feed: "fuzz", timing: timing, properties: [], now: now)
            fuzzCheck(range.contains(sequence), "sequence \(sequence) written")
            if let cancelled = ledger.cancel(uid: uid, now: now) {
                fuzzCheck(range.contains(cancelled.sequence), "sequence \(cancelled.sequence) when cancelled")
            }
        }
    }
}
