import Foundation
import LaunchesCore

/// Forty-two real launches from 2006 to 2022 (eleven of them in 2020), populated as a list query returns them;
/// the App's offline sample data and the source of the paging fixtures.
enum SampleLaunches {
    /// The instant `seconds` after 1970, for writing dates as the API's `date_unix`.
    static func date(_ seconds: Int) -> Date {
        Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    /// A URL from a literal known to be valid.
    static func url(_ string: String) -> URL {
        URL(string: string)!
    }
}
