import Foundation
import LaunchLibraryRecordings

/// The records the fake serves: the 156 recorded 2026 launches and the three SpaceX vehicle configurations, each
/// kept as its JSON bytes with the fields the filters need.
public struct FakeLaunchLibraryDataset: Sendable {
    /// One launch: what the filters and ordering read, and its record.
    public struct Launch: Sendable {
        /// The UUID.
        public let id: String
        /// The name (`Starship | Flight 12`).
        public let name: String
        /// The NET.
        public let net: Date
        /// The launch service provider's id.
        public let providerID: Int?
        /// Lowercased text `search` matches: name, mission, pad, location, provider and rocket names.
        let searchText: String
        /// When LL2 last edited it.
        let lastUpdated: Date
        /// What the criteria filters read: the rocket configuration's name, the pad's and its location's ids,
        /// the status id, and whether a crew flies (its spacecraft stage lists a launch crew).
        let facets: Facets
        /// The record as recorded (2.2.0 shape).
        let record: Data
    }

    /// The fields of a launch the criteria filters (`rocket__configuration__name`, `pad`, `location__ids`,
    /// `status__ids`, `is_crewed`) read.
    struct Facets: Sendable {
        let configurationName: String
        let padID: Int?
        let locationID: Int?
        let statusID: Int?
        let isCrewed: Bool
    }

    /// One vehicle configuration.
    public struct Configuration: Sendable {
        /// The configuration id.
        public let id: Int
        /// The manufacturer's name.
        let manufacturer: String
        /// The record as recorded (2.2.0 shape).
        let record: Data
    }

    /// The launches, ordered by NET, then id.
    public let launches: [Launch]
    /// The configurations, by id.
    public let configurations: [Configuration]

    /// Loads the recordings; `launchDocuments`, when given, are the launch records served instead of the 2026
    /// ones (one state of a recorded transition, say).
    public init(launchDocuments: [[String: Any]]? = nil) throws {
        let records: [[String: Any]]
        if let launchDocuments {
            records = launchDocuments.map { ["launch": $0] }
        } else {
            let launchFile = try JSONSerialization.jsonObject(
                with: LaunchLibraryRecordings.data(named: LaunchLibraryRecordings.launches2026))
            records = ((launchFile as? [String: Any])?["records"] as? [[String: Any]]) ?? []
        }
        launches = try records.compactMap { record in try (record["launch"] as? [String: Any]).flatMap(Self.launch) }
            .sorted { ($0.net, $0.id) < ($1.net, $1.id) }
        let configurationFile = try JSONSerialization.jsonObject(
            with: LaunchLibraryRecordings.data(named: LaunchLibraryRecordings.launcherConfigurations220))
        configurations = try ((configurationFile as? [[String: Any]]) ?? []).compactMap { object in
            guard let id = object["id"] as? Int else { return nil }
            let maker = (object["manufacturer"] as? [String: Any])?["name"] as? String ?? ""
            return Configuration(
                id: id, manufacturer: maker, record: try JSONSerialization.data(withJSONObject: object))
        }.sorted { $0.id < $1.id }
    }

    private static func launch(_ object: [String: Any]) throws -> Launch? {
        guard let id = object["id"] as? String, let net = (object["net"] as? String).flatMap(Self.date) else {
            return nil
        }
        func field(_ path: [String]) -> Any? {
            var value: Any? = object
            for key in path { value = (value as? [String: Any])?[key] }
            return value
        }
        func name(_ path: String...) -> String { field(path) as? String ?? "" }
        let spacecraft = field(["rocket", "spacecraft_stage"])
        let stages = (spacecraft as? [[String: Any]]) ?? (spacecraft as? [String: Any]).map { [$0] } ?? []
        let facets = Facets(
            configurationName: name("rocket", "configuration", "name"), padID: field(["pad", "id"]) as? Int,
            locationID: field(["pad", "location", "id"]) as? Int, statusID: field(["status", "id"]) as? Int,
            isCrewed: stages.contains { !(($0["launch_crew"] as? [Any]) ?? []).isEmpty })
        let search = [
            name("name"), name("mission", "name"), name("pad", "name"), name("pad", "location", "name"),
            name("launch_service_provider", "name"), name("rocket", "configuration", "name"),
            name("rocket", "configuration", "full_name"),
        ]
        return Launch(
            id: id, name: name("name"), net: net,
            providerID: (object["launch_service_provider"] as? [String: Any])?["id"] as? Int,
            searchText: search.joined(separator: "\n").lowercased(),
            lastUpdated: (object["last_updated"] as? String).flatMap(Self.date) ?? net, facets: facets,
            record: try JSONSerialization.data(withJSONObject: object))
    }

    /// An ISO 8601 instant (`2026-05-22T22:30:24Z`, also with a fraction or an offset).
    static func date(_ text: String) -> Date? {
        (try? Date(text, strategy: .iso8601))
            ?? (try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true)))
    }
}
