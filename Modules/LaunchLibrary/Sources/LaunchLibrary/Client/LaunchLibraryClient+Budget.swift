import Foundation

/// What the user is told about the request budget after a throttled answer.
extension LaunchLibraryClient {
    /// Requests an hour Launch Library allows without a key.
    public static let hourlyBudget = 15

    /// "The Launch Library allows 15 requests an hour; next in 12 min" while throttled at `now`; nil otherwise
    /// (the article keeps the name's capitals in the one message style, which lowers a leading capital).
    public func budgetNotice(now: Date) -> String? {
        guard let next = nextRequestAllowed else { return nil }
        let minutes = max(1, Int((next.timeIntervalSince(now) / 60).rounded(.up)))
        return "The Launch Library allows \(Self.hourlyBudget) requests an hour; next in \(minutes) min"
    }
}
