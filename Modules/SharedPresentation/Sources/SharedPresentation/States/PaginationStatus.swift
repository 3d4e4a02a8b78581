import RepositoryDefinitions

/// Where loading further pages stands, shown as the footer of a ``PaginatedListView``.
public enum PaginationStatus: Sendable, Equatable {
    /// More pages exist and none is loading; no footer.
    case idle
    /// The next page is loading: "Loading more…".
    case loadingMore
    /// Every page is loaded: "End of list".
    case endOfList
    /// The next page failed: the error's message and, when it may help, "Press r to retry".
    case failed(RepositoryError)
}
