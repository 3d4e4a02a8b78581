import DocumentQuery

/// A scheduled fault: which requests it hits and for how long.
public struct FaultRule: Sendable, Equatable {
    /// How long a rule stays in the schedule.
    public enum Duration: Sendable, Equatable {
        /// For this many more matching requests.
        case times(Int)
        /// For every matching request until the schedule is cleared.
        case untilCleared
    }

    /// What happens to a matching request.
    public var fault: FakeFault
    /// Only requests whose path starts with this are hit; nil hits every request.
    public var pathPrefix: String?
    /// How many more requests the rule hits.
    public var duration: Duration

    /// Creates a rule.
    public init(fault: FakeFault, pathPrefix: String? = nil, duration: Duration = .times(1)) {
        self.fault = fault
        self.pathPrefix = pathPrefix
        self.duration = duration
    }

    /// Whether the rule applies to a request for `path`.
    public func applies(to path: String) -> Bool {
        pathPrefix.map(path.hasPrefix) ?? true
    }

    /// The rule as control JSON: the fault's fields plus `path` and `count` or `"always": true`.
    public var controlJSON: OrderedJSONObject {
        var object = fault.controlJSON
        if let pathPrefix { object["path"] = .string(pathPrefix) }
        switch duration {
        case .times(let count): object["count"] = .int(count)
        case .untilCleared: object["always"] = .bool(true)
        }
        return object
    }

    /// Reads a rule from control JSON; without `count` or `always` it hits one request.
    public init(controlJSON object: OrderedJSONObject) throws(FaultSpecificationError) {
        let fields = ControlFields(object: object)
        let fault = try FakeFault(controlJSON: object)
        let always = try fields.optionalBool("always") ?? false
        let count = try fields.optionalInt("count") ?? 1
        guard count >= 1 else { throw FaultSpecificationError("\"count\" must be at least 1") }
        self.init(
            fault: fault, pathPrefix: try fields.optionalString("path"),
            duration: always ? .untilCleared : .times(count))
    }
}
