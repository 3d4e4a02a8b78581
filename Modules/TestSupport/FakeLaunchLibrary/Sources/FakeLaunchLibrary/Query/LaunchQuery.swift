import Foundation

/// The query parameters of a launch list: filters (`lsp__id`, `net__gte`, `net__lte`, `net__gt`, `net__lt`,
/// `search`, and the criteria `rocket__configuration__name`, `pad`, `location__ids`, `status__ids`, `is_crewed`),
/// `ordering`, `limit`/`offset` and `mode`, read as Launch Library (Django REST framework) reads them.
struct LaunchQuery {
    /// Launch Library's default page size.
    static let defaultLimit = 10
    /// Its largest page size; a larger `limit` is cut to this, as the real service does.
    static let maximumLimit = 100

    var providerIDs: Set<Int>?
    var netAtLeast: Date?
    var netAtMost: Date?
    var netAfter: Date?
    var netBefore: Date?
    var searchTerms: [String] = []
    /// `rocket__configuration__name` (exact, as Django's plain lookup is).
    var configurationName: String?
    /// `pad`.
    var padID: Int?
    /// `location__ids` (comma list).
    var locationIDs: Set<Int>?
    /// `status__ids` (comma list).
    var statusIDs: Set<Int>?
    /// `is_crewed`.
    var isCrewed: Bool?
    var ordering: [(field: String, descending: Bool)] = []
    var limit = defaultLimit
    var offset = 0
    var mode: LaunchLibraryShape.Mode?

    /// A bad filter value: the message for a 400 answer, `{"<parameter>": ["<message>"]}` as DRF words it.
    struct Invalid: Error {
        let parameter: String
        let message: String
    }

    /// Reads `items`; an unparsable filter value is ``Invalid``, an unparsable `limit`/`offset`/`mode` falls back
    /// to the default and an unknown `ordering` field is ignored, as the real service does.
    init(_ items: [URLQueryItem]) throws(Invalid) {
        for item in items {
            let value = item.value ?? ""
            switch item.name {
            case "lsp__id": providerIDs = Set(try Self.wholeNumbers(value, item.name))
            case "net__gte": netAtLeast = try Self.date(value, item.name)
            case "net__lte": netAtMost = try Self.date(value, item.name)
            case "net__gt": netAfter = try Self.date(value, item.name)
            case "net__lt": netBefore = try Self.date(value, item.name)
            case "rocket__configuration__name": configurationName = value
            case "pad": padID = try Self.wholeNumbers(value, item.name).first
            case "location__ids": locationIDs = Set(try Self.wholeNumbers(value, item.name))
            case "status__ids": statusIDs = Set(try Self.wholeNumbers(value, item.name))
            case "is_crewed":
                switch value.lowercased() {
                case "true", "1": isCrewed = true
                case "false", "0": isCrewed = false
                default: throw Invalid(parameter: item.name, message: "Must be a valid boolean.")
                }
            case "search":
                searchTerms = value.lowercased().split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
            case "ordering":
                ordering = value.split(separator: ",").compactMap { field in
                    let descending = field.hasPrefix("-")
                    let name = String(descending ? field.dropFirst() : field)
                    return ["net", "name", "id", "last_updated"].contains(name) ? (name, descending) : nil
                }
            case "limit":
                if let number = Int(value), number > 0 { limit = min(number, Self.maximumLimit) }
            case "offset":
                if let number = Int(value), number >= 0 { offset = number }
            case "mode":
                mode = LaunchLibraryShape.Mode(rawValue: value)
            default:
                break
            }
        }
    }

    /// Whether `launch` passes every filter.
    func matches(_ launch: FakeLaunchLibraryDataset.Launch) -> Bool {
        if let providerIDs, !providerIDs.contains(launch.providerID ?? -1) { return false }
        if let netAtLeast, launch.net < netAtLeast { return false }
        if let netAtMost, launch.net > netAtMost { return false }
        if let netAfter, launch.net <= netAfter { return false }
        if let netBefore, launch.net >= netBefore { return false }
        let facets = launch.facets
        if let configurationName, facets.configurationName != configurationName { return false }
        if let padID, facets.padID != padID { return false }
        if let locationIDs, !locationIDs.contains(facets.locationID ?? -1) { return false }
        if let statusIDs, !statusIDs.contains(facets.statusID ?? -1) { return false }
        if let isCrewed, facets.isCrewed != isCrewed { return false }
        return searchTerms.allSatisfy { launch.searchText.contains($0) }
    }

    /// `launches` in the asked order (else `fallback`), ties broken by id.
    func ordered(
        _ launches: [FakeLaunchLibraryDataset.Launch], fallback: [(field: String, descending: Bool)]
    ) -> [FakeLaunchLibraryDataset.Launch] {
        let keys = (ordering.isEmpty ? fallback : ordering) + [("id", false)]
        return launches.sorted { left, right in
            for key in keys {
                let comparison = Self.compare(left, right, key.field)
                if comparison != .orderedSame {
                    return key.descending ? comparison == .orderedDescending : comparison == .orderedAscending
                }
            }
            return false
        }
    }

    private static func compare(
        _ left: FakeLaunchLibraryDataset.Launch, _ right: FakeLaunchLibraryDataset.Launch, _ field: String
    ) -> ComparisonResult {
        switch field {
        case "net": left.net.compare(right.net)
        case "last_updated": left.lastUpdated.compare(right.lastUpdated)
        case "name": left.name.compare(right.name)
        default: left.id.compare(right.id)
        }
    }

    /// A comma list of whole numbers (one for `pad`), else ``Invalid`` as DRF words it.
    private static func wholeNumbers(_ text: String, _ parameter: String) throws(Invalid) -> [Int] {
        let numbers = text.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard !numbers.isEmpty, numbers.allSatisfy({ $0 != nil }) else {
            throw Invalid(parameter: parameter, message: "Enter a whole number.")
        }
        return numbers.compactMap { $0 }
    }

    private static func date(_ text: String, _ parameter: String) throws(Invalid) -> Date {
        if let date = FakeLaunchLibraryDataset.date(text) { return date }
        if let day = try? Date(text, strategy: Date.ISO8601FormatStyle().year().month().day()) { return day }
        throw Invalid(parameter: parameter, message: "Enter a valid date/time.")
    }
}
