import Foundation
import RepositoryImplementations
import SpaceXAPI
import SpaceXArchive

/// The built-in archive's documents read into domain values exactly as the app reads the API's answers
/// (``SpaceXDocument`` with the shared decoder): the features' test and preview data (LaunchesMocks, RocketsMocks,
/// LaunchSitesMocks), real data never written out by hand, read one way. A test-support target of its own, so the
/// source's public surface holds only what the app uses.
public enum ArchiveDocuments {
    /// Every document of `file` as a `Value`. The archive is built in and its own tests parse every file, so a
    /// file that no longer decodes stops the program, naming the file and why.
    public static func all<Value: SpaceXDecodable>(_ type: Value.Type, in file: SpaceXArchive.File) -> [Value] {
        do {
            return try SpaceXJSON.makeDecoder().decode([SpaceXDocument<Value>].self, from: file.data).map(\.value)
        } catch {
            preconditionFailure("the archive's \(file.rawValue) no longer decodes: \(error)")
        }
    }
}
