import Foundation
import RepositoryDefinitions

/// What the user is told about the request budget after a throttled answer.
extension LaunchLibraryClient {
    /// Requests an hour Launch Library allows without a key.
    public static let hourlyBudget = 15

    /// "The Launch Library allows 15 requests an hour; next in 12 min" while throttled at `now`; nil otherwise
    /// (the article keeps the name's capitals in the one message style, which lowers a leading capital). With a
    /// key, the limit is the one the service reported for it.
    public func budgetNotice(now: Date) -> String? {
        guard let next = nextRequestAllowed else { return nil }
        return service.budgetNotice(wait: next.timeIntervalSince(now))
    }

    /// The Launch Library as messages name it: with the limit `/api-throttle/` reported for the key, else the
    /// keyless 15 an hour.
    var service: DataService {
        DataService(
            name: DataService.launchLibrary.name, hourlyBudget: reportedLimit.withLock { $0 } ?? Self.hourlyBudget)
    }

    /// After a 429 with a key: asks `/api-throttle/` (which the service never counts) for the key's hourly limit,
    /// once a run; a failed or odd answer leaves the keyless figure. Never with `--offline` (nothing is sent).
    func learnLimit() async {
        guard asksItsLimit, reportedLimit.withLock({ $0 }) == nil else { return }
        let url = baseURL.appending(path: "api-throttle/")
        guard let answer = try? await client.uncounted(url, as: ThrottleStatus.self),
            let limit = ServerNumber.count(answer.limit), limit > 0
        else { return }
        reportedLimit.withLock { $0 = limit }
    }
}

/// `/api-throttle/`'s answer: 2.3.0 sends an array of one object, 2.2.0 the object; only `your_request_limit` is
/// read.
struct ThrottleStatus: Decodable, Sendable {
    /// Requests the caller may send an hour.
    let limit: Int?

    private struct Entry: Decodable {
        let limit: Int?
        private enum CodingKeys: String, CodingKey { case limit = "your_request_limit" }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let entries = try? container.decode([Entry].self) {
            limit = entries.first?.limit
        } else {
            limit = try container.decode(Entry.self).limit
        }
    }
}

extension DataService {
    /// Launch Library 2 (The Space Devs), which failure messages name with its hourly budget.
    public static let launchLibrary = DataService(
        name: "the Launch Library", hourlyBudget: LaunchLibraryClient.hourlyBudget)
}
