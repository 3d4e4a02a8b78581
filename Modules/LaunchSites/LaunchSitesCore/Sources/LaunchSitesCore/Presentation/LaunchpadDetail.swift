import Foundation
import RepositoryDefinitions

/// A launch site as its detail shows it, plain values any UI can render: names, place, time zone and the local
/// time, coordinates, status, launch record with the success rate, the rockets flown from it, the description
/// and the photo. API text is kept raw; sanitising it for a terminal is the UI's job.
public struct LaunchpadDetail: Sendable, Hashable, Identifiable {
    /// The text shown when the site has no name.
    static let unknownName = "Unknown site"

    /// The API id.
    public let id: String
    /// The short name, like "KSC LC 39A", falling back to the full name.
    public let name: String
    /// The full name when it differs from ``name``.
    public let fullName: String?
    /// "Locality, Region", like "Cape Canaveral, Florida", when known.
    public let place: String?
    /// The IANA time zone, when it names one this system knows.
    public let timeZone: TimeZone?
    /// "28.5619° N, 80.5774° W", when both coordinates are known.
    public let coordinates: String?
    /// In use, retired or being built.
    public let status: LaunchSiteStatus
    /// Launches attempted from here, when recorded.
    let launchAttempts: Int?
    /// Launches that succeeded, when recorded.
    let launchSuccesses: Int?
    /// The rockets flown from here, by name (or id when the name was not populated).
    public let rocketNames: [String]
    /// The description, when there is one.
    public let details: String?
    /// The photos (`images.large`); the first is the site's picture.
    public let photos: [URL]

    /// The detail of `launchpad`.
    public init(launchpad: Launchpad) {
        id = launchpad.id
        let fullName = Self.nonEmpty(launchpad.fullName)
        name = Self.nonEmpty(launchpad.name) ?? fullName ?? Self.unknownName
        self.fullName = fullName == name ? nil : fullName
        let placeParts = [launchpad.locality, launchpad.region].compactMap(Self.nonEmpty)
        place = placeParts.isEmpty ? nil : placeParts.joined(separator: ", ")
        timeZone = Self.nonEmpty(launchpad.timezone).flatMap(TimeZone.init(identifier:))
        coordinates = Self.coordinates(latitude: launchpad.latitude, longitude: launchpad.longitude)
        status = LaunchSiteStatus(launchpad.status)
        launchAttempts = launchpad.launchAttempts
        launchSuccesses = launchpad.launchSuccesses
        rocketNames = launchpad.rockets.map { Self.nonEmpty($0.name) ?? "Rocket \($0.id)" }
        details = Self.nonEmpty(launchpad.details)
        photos = launchpad.images?.large ?? []
    }

    /// The site's picture: the first large photo.
    public var imageURL: URL? { photos.first }

    /// The share of attempts that succeeded, 0 to 1; nil without attempts (or with an impossible record).
    var successRate: Double? {
        guard let attempts = launchAttempts, let successes = launchSuccesses, attempts > 0, successes <= attempts
        else { return nil }
        return Double(successes) / Double(attempts)
    }

    /// "57 of 60 succeeded (95%)", "No launches yet", or "Not recorded". The percentage is whole and never says
    /// 100% while a launch failed.
    public var launchRecord: String {
        guard let attempts = launchAttempts else { return "Not recorded" }
        guard attempts > 0 else { return "No launches yet" }
        guard let successes = launchSuccesses, let rate = successRate else { return "\(attempts) attempted" }
        let percent = Int((rate * 100).rounded())
        return "\(successes) of \(attempts) succeeded (\(successes < attempts ? min(percent, 99) : percent)%)"
    }

    /// The site's local time at `date`, like "10:45 Thu 26 Nov (UTC−5)"; nil without a known time zone.
    public func localTime(at date: Date) -> String? {
        guard let timeZone else { return nil }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = "HH:mm EEE d MMM"
        return "\(formatter.string(from: date)) (\(Self.offsetText(seconds: timeZone.secondsFromGMT(for: date))))"
    }

    /// "UTC", "UTC+12", "UTC−5", "UTC+5:30".
    static func offsetText(seconds: Int) -> String {
        guard seconds != 0 else { return "UTC" }
        let minutes = abs(seconds) / 60
        let sign = seconds < 0 ? "−" : "+"
        return "UTC\(sign)\(minutes / 60)" + (minutes % 60 == 0 ? "" : String(format: ":%02d", minutes % 60))
    }

    /// Degrees with four decimals and a hemisphere letter; nil unless both are known and in range.
    static func coordinates(latitude: Double?, longitude: Double?) -> String? {
        guard let latitude, let longitude, abs(latitude) <= 90, abs(longitude) <= 180 else { return nil }
        let north = String(format: "%.4f", abs(latitude)) + "° " + (latitude < 0 ? "S" : "N")
        let east = String(format: "%.4f", abs(longitude)) + "° " + (longitude < 0 ? "W" : "E")
        return "\(north), \(east)"
    }

    private static func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return nil }
        return text
    }
}
