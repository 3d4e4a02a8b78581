import RepositoryDefinitions

/// A failure explained: a red warning glyph and title, the message, and how to retry ("Press r to retry").
public struct ErrorView: View {
    /// What failed.
    let title: String
    /// What happened and what the user can do.
    let message: String
    /// The key that retries, or nil when retrying cannot help.
    let retryKey: String?

    /// Creates an error view; pass `retryKey: nil` to leave out the retry hint.
    public init(title: String, message: String, retryKey: String? = "r") {
        self.title = title
        self.message = message
        self.retryKey = retryKey
    }

    /// Creates an error view for a repository error; the retry hint only appears when retrying may help.
    public init(_ error: RepositoryError, retryKey: String = "r") {
        self.init(title: error.title, message: error.userMessage, retryKey: error.isTransient ? retryKey : nil)
    }

    /// Glyph column beside the title, message and hint.
    public var body: some View {
        HStack(spacing: 1) {
            StatusGlyph(status: .failure)
            VStack(spacing: 1) {
                VStack {
                    Text(title).bold().foregroundColor(.red)
                    Text(message)
                }
                if let retryKey {
                    RetryHint(key: retryKey)
                }
            }
        }
    }
}
