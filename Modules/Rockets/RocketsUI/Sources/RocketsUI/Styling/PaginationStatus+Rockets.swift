import RepositoryDefinitions
import SharedPresentation

extension PaginationStatus {
    /// The list footer for the rockets repository's paging facts: a failure wins over loading, loading over the
    /// end of the list, and a list with more pages and nothing in flight has no footer.
    static func rockets(isLoadingMore: Bool, loadMoreError: RepositoryError?, hasNextPage: Bool) -> PaginationStatus {
        if let loadMoreError { return .failed(loadMoreError) }
        if isLoadingMore { return .loadingMore }
        return hasNextPage ? .idle : .endOfList
    }
}
