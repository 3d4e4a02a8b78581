import Foundation

/// One note a source posted about a launch (Launch Library's `updates[]`: free text by its editors, with who wrote
/// it, when, and a link); sources without notes leave a launch's list empty.
public struct LaunchUpdate: Sendable, Hashable {
    /// The note.
    public var comment: String
    /// Who wrote it.
    public var author: String?
    /// When it was posted.
    public var postedAt: Date?
    /// Where it came from, http(s) only.
    public var infoURL: URL?

    /// Creates a note.
    public init(comment: String, author: String? = nil, postedAt: Date? = nil, infoURL: URL? = nil) {
        self.comment = comment
        self.author = author
        self.postedAt = postedAt
        self.infoURL = infoURL
    }
}
