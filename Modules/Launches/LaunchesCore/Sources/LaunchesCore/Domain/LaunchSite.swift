import Foundation

/// Where a launch lifted off, as the list and detail show it.
public struct LaunchSite: Sendable, Hashable {
    /// The text shown when the launchpad is not populated.
    public static let unknownName = "Unknown site"

    /// The launchpad's API id, when known.
    public let id: String?
    /// The short name, like "KSC LC 39A", or "Unknown site".
    public let name: String
    /// The full name, falling back to the short name.
    public let fullName: String
    /// "Locality, Region", like "Cape Canaveral, Florida", when known.
    public let place: String?
    /// The site's IANA time zone identifier, when known.
    let timeZoneIdentifier: String?

    /// The site of `launch`.
    public init(launch: Launch) {
        let pad = launch.launchpad
        id = pad?.id
        name = Self.nonEmpty(pad?.name) ?? Self.nonEmpty(pad?.fullName) ?? Self.unknownName
        fullName = Self.nonEmpty(pad?.fullName) ?? name
        let placeParts = [pad?.locality, pad?.region].compactMap { Self.nonEmpty($0) }
        place = placeParts.isEmpty ? nil : placeParts.joined(separator: ", ")
        timeZoneIdentifier = Self.nonEmpty(pad?.timezone)
    }

    private static func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
        return text
    }
}
