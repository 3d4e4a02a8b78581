import Foundation

/// A launches list's source that knows what it can't be asked for (``LaunchCriteria``), so the filter form says
/// so on the field at fault before any request, as `spacex launches` does.
@MainActor
public protocol LaunchCriteriaChecking: AnyObject {
    /// What the source can't be asked for among `criteria`, as one line; nil when it can ask for all.
    func unsupportedCriteria(_ criteria: LaunchCriteria) -> String?
}
