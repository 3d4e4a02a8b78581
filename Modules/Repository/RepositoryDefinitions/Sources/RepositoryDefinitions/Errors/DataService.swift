import Foundation

/// The service a failure message names, so a user reading it knows which source failed them: the r/SpaceX API
/// (the spec's, the default) or another source such as Launch Library, with its request budget when it has one.
public struct DataService: Sendable, Hashable {
    /// The name as it reads inside a sentence: "the SpaceX API", "the Launch Library".
    public let name: String
    /// How many requests an hour the service allows, when it says; a throttled message then states it.
    public let hourlyBudget: Int?

    /// A service named `name` (as inside a sentence) allowing `hourlyBudget` requests an hour when given.
    public init(name: String, hourlyBudget: Int? = nil) {
        self.name = name
        self.hourlyBudget = hourlyBudget
    }

    /// The r/SpaceX API, which every message names unless another service is given.
    static let spacexAPI = DataService(name: "the SpaceX API")

    /// The name at the start of a sentence: "The SpaceX API".
    var sentenceName: String {
        name.prefix(1).uppercased() + name.dropFirst()
    }

    /// "The Launch Library allows 15 requests an hour; next in 12 min" for a service with a budget, `wait`
    /// seconds before the next request is allowed (at least a minute is said); nil for a service without one.
    public func budgetNotice(wait: TimeInterval?) -> String? {
        guard let hourlyBudget else { return nil }
        let allows = "\(sentenceName) allows \(hourlyBudget) requests an hour"
        guard let wait, wait.isFinite, wait < 86_400 else { return allows + "; try again later" }
        return allows + "; next in \(max(1, Int((wait / 60).rounded(.up)))) min"
    }
}
