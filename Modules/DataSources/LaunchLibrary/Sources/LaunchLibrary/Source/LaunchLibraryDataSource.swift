import DataSourceKit
import Foundation
import RepositoryImplementations

/// Launch Library 2 (The Space Devs) as a ``DataSource`` (`--source ll2`): current launches, 15 requests an hour
/// without a key (`SPACEX_LL2_TOKEN` sends one), no built-in copy.
public struct LaunchLibraryDataSource: DataSource {
    /// The variable holding the Launch Library key (`Authorization: Token <key>`).
    public static let tokenVariable = "SPACEX_LL2_TOKEN"

    public let name = "ll2"
    public let summary = "Launch Library 2"
    public var defaultBaseURL: URL { LaunchLibraryClient.defaultBaseURL }
    public var hourlyBudget: Int? { LaunchLibraryClient.hourlyBudget }

    /// Creates the source.
    public init() {}

    public func environmentProblem(_ environment: [String: String]) -> String? {
        do {
            _ = try TokenAuthorization(configurationValue: environment[Self.tokenVariable])
            return nil
        } catch {
            return "\(Self.tokenVariable): \(error)"
        }
    }

    @MainActor
    public func connect(_ context: DataSourceContext) -> any ConnectedDataSource {
        // The key was checked by environmentProblem(_:) before the run started.
        let authorization = try? TokenAuthorization(configurationValue: context.environment[Self.tokenVariable])
        let client = LaunchLibraryClient(
            configuration: context.configuration, authorization: authorization ?? nil, transport: context.transport,
            cache: context.cache, documents: context.documents, now: context.now)
        return LaunchLibraryConnection(client: client, refresh: context.configuration.revalidateCachedBefore != nil)
    }
}
