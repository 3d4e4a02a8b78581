import Foundation
import RepositoryDefinitions

/// One of a launch's `updates[]` (detailed mode): a free-text note by a Launch Library editor.
struct LaunchLibraryUpdate: Decodable, Sendable, Hashable {
    /// The note.
    var comment: String?
    /// Its source page.
    var infoURL: URL?
    /// The editor's name.
    var createdBy: String?
    /// When it was posted.
    var createdOn: Date?

    private enum CodingKeys: String, CodingKey {
        case comment
        case infoURL = "info_url"
        case createdBy = "created_by"
        case createdOn = "created_on"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        comment = container.lenient(String.self, forKey: .comment)
        infoURL = container.lenientURL(forKey: .infoURL)
        createdBy = container.lenient(String.self, forKey: .createdBy)
        createdOn = container.launchLibraryDate(forKey: .createdOn)
    }
}
