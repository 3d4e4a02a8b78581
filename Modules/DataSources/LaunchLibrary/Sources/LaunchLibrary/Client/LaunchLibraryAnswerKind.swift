/// The kinds of Launch Library answers, each saved for its own time (the service sends no validators):
/// upcoming launches change by the hour, past launches settle within a day, vehicles rarely change.
public enum LaunchLibraryAnswerKind: Sendable, Hashable, CaseIterable {
    /// Lists and launches that may still change: anything not wholly in the past.
    case upcomingLaunches
    /// Lists wholly before now.
    case pastLaunches
    /// Vehicle configurations.
    case vehicles
}
