import Foundation
import RepositoryDefinitions

/// What the user is told about the request budget after a throttled answer.
extension LaunchLibraryClient {
    /// Requests an hour Launch Library allows without a key.
    public static let hourlyBudget = 15

    /// "The Launch Library allows 15 requests an hour; next in 12 min" while throttled at `now`; nil otherwise
    /// (the article keeps the name's capitals in the one message style, which lowers a leading capital).
    public func budgetNotice(now: Date) -> String? {
        guard let next = nextRequestAllowed else { return nil }
        return DataService.launchLibrary.budgetNotice(wait: next.timeIntervalSince(now))
    }
}

extension DataService {
    /// Launch Library 2 (The Space Devs), which failure messages name with its hourly budget.
    public static let launchLibrary = DataService(
        name: "the Launch Library", hourlyBudget: LaunchLibraryClient.hourlyBudget)
}
