import CommandLineKit
import Foundation

/// How `spacex calendar` writes its events: which source's ids make the `UID`s, whether launches known only to
/// the month, quarter, half or year get an all-day "NET" event, and the reminders before each timed launch.
public struct LaunchCalendarOptions: Sendable, Equatable {
    /// The source's short name (`ll2`, `spacex`): `UID`s are `<source id>@<source>.spacex-info`.
    public var source: String
    /// `--tentative`: launches known only to a coarser period than a day get an all-day event on its last day.
    public var tentative: Bool
    /// `--remind`: seconds before the start at which each event alerts, largest first.
    public var reminders: [Int]
    /// How often subscribers should re-read the file, in seconds (`REFRESH-INTERVAL`).
    public var refresh: Int

    /// The most reminders `--remind` takes.
    public static let maximumReminders = 10

    /// Creates options.
    public init(source: String, tentative: Bool = false, reminders: [Int] = [], refresh: Int = 1800) {
        self.source = source
        self.tentative = tentative
        self.reminders = reminders
        self.refresh = refresh
    }

    /// The reminders of `--remind 1h,10m`: see ``times(parsing:option:)``.
    public static func reminders(parsing text: String) throws(LaunchCalendarOptionError) -> [Int] {
        try times(parsing: text, option: "--remind")
    }

    /// The times of `option` (`--remind 1h,10m`, `--before`): numbers with `s`, `m`, `h` or `d`, comma-separated,
    /// each at most 30 days, largest first; throws a one-line message naming `option` otherwise.
    public static func times(parsing text: String, option: String) throws(LaunchCalendarOptionError) -> [Int] {
        let items = text.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard items.count <= maximumReminders else { throw .init("\(option) takes at most \(maximumReminders) times") }
        var seconds: [Int] = []
        for item in items {
            guard let unit = item.last, let factor = ["s": 1, "m": 60, "h": 3600, "d": 86_400][unit.lowercased()],
                let number = Int(item.dropLast()), number >= 0, number <= 30 * 86_400 / factor
            else {
                throw .init("\(option) takes times like 1h,10m (s, m, h or d, at most 30d); got \"\(item)\"")
            }
            seconds.append(number * factor)
        }
        return Array(Set(seconds)).sorted(by: >)
    }
}

/// A bad `spacex calendar` option, as a one-line message.
public struct LaunchCalendarOptionError: CommandLineValueError, Sendable, Equatable {
    /// The message.
    public let message: String

    /// Creates the error.
    public init(_ message: String) { self.message = message }
}
