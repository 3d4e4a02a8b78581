import Foundation
import RepositoryDefinitions

/// What else narrows a launch list besides days and search: a vehicle family, a launch site, a status and crewed
/// flights only (`--rocket`, `--site`, `--status`, `--crewed`, and the filter form). Source-neutral: each source
/// turns it into its own one request, or says what it cannot ask. Typed names are read the one way every lookup reads names (``NameMatches``).
public struct LaunchCriteria: Sendable, Hashable {
    /// Only this vehicle family.
    public var rocket: LaunchVehicle?
    /// Only launches from this site.
    public var site: LaunchSiteChoice?
    /// Only launches in this status.
    public var status: LaunchStatusChoice?
    /// Only crewed flights.
    public var crewedOnly: Bool

    /// Criteria that narrow nothing unless given.
    public init(
        rocket: LaunchVehicle? = nil, site: LaunchSiteChoice? = nil, status: LaunchStatusChoice? = nil,
        crewedOnly: Bool = false
    ) {
        self.rocket = rocket
        self.site = site
        self.status = status
        self.crewedOnly = crewedOnly
    }

    /// The criteria typed as text (nil or blank text leaves that criterion out); a name that matches nothing,
    /// or several equally well, is an error naming it and what it could be.
    public init(rocket: String?, site: String?, status: String?, crewedOnly: Bool) throws(LaunchCriteriaError) {
        self.init(
            rocket: try Self.choose(rocket, among: LaunchVehicle.allCases, kind: .rocket) { $0.spellings },
            site: try Self.choose(site, among: LaunchSiteChoice.allCases, kind: .site) { $0.spellings },
            status: try Self.choose(status, among: LaunchStatusChoice.allCases, kind: .status) { $0.spellings },
            crewedOnly: crewedOnly)
    }

    /// Whether any criterion narrows the list.
    public var isEmpty: Bool { rocket == nil && site == nil && status == nil && !crewedOnly }

    /// A few words for a status line: `Starship, KSC LC 39A, success, crewed`; nil when nothing narrows.
    public var summary: String? {
        let parts = [rocket?.name, site?.name, status?.label, crewedOnly ? "crewed" : nil].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// The one item `text` names among `items`, by ``NameMatches``; nil for nil or blank text.
    static func choose<Item>(
        _ text: String?, among items: [Item], kind: LaunchCriteriaError.Kind, spellings: (Item) -> [String]
    ) throws(LaunchCriteriaError) -> Item? {
        guard let text, !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return nil }
        let matches = NameMatches(text, among: items, spellings: spellings)
        if let item = matches.single() { return item }
        if matches.items.isEmpty { throw .noMatch(kind: kind, input: text, known: items.map { spellings($0)[0] }) }
        throw .ambiguous(kind: kind, input: text, candidates: matches.items.map { spellings($0)[0] })
    }
}
