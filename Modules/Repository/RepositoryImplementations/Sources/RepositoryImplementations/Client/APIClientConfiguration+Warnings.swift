import Foundation

extension APIClientConfiguration {
    /// One line per number of the HTTP policy and the cache (`SPACEX_REQUEST_TIMEOUT`, `SPACEX_REQUEST_DEADLINE`,
    /// `SPACEX_MAX_RESPONSE_MB`, `SPACEX_CACHE_LIMIT_MB`) that is set but is not a finite number, naming the
    /// default used instead, for the program to print as warnings: a typo is said, not silently replaced.
    public static func settingWarnings(_ environment: [String: String]) -> [String] {
        let deadline = defaultDeadline(timeout: requestTimeout(environment["SPACEX_REQUEST_TIMEOUT"]))
        let defaults = [
            ("SPACEX_REQUEST_TIMEOUT", "10 s"), ("SPACEX_REQUEST_DEADLINE", "\(Int(deadline)) s"),
            ("SPACEX_MAX_RESPONSE_MB", "32 MB"), ("SPACEX_CACHE_LIMIT_MB", "50 MB"),
        ]
        return defaults.compactMap { name, value in
            guard let text = environment[name], Double(text)?.isFinite != true else { return nil }
            return "\(name) is not a number (\"\(text)\"); using \(value)"
        }
    }
}
