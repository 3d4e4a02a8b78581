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

extension PaginationStatus {
    /// The footer for a list's paging facts, the same rule for every feature: a failure wins over loading,
    /// loading over the end of the list, and a list with more pages and nothing in flight has no footer.
    public init(isLoadingMore: Bool, loadMoreError: RepositoryError?, hasNextPage: Bool) {
        if let loadMoreError {
            self = .failed(loadMoreError)
        } else if isLoadingMore {
            self = .loadingMore
        } else {
            self = hasNextPage ? .idle : .endOfList
        }
    }
}
