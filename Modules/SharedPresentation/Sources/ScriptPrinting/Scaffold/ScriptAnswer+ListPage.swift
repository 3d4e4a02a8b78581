import Foundation
import RepositoryDefinitions
import SharedPresentation

extension ScriptAnswer {
    /// One page of any feature's list in script mode (the list scaffold's script half): loads `repository` (made
    /// for that page), answers why there is nothing to show (unavailable, or `page` past the end), else the
    /// feature's `screen` of the page with no selection, the page footer when the list has more than one page,
    /// and the items as the `--json` model.
    @MainActor
    public static func listPage<Item: Sendable, Filter, Screen: View>(
        _ repository: any PaginatedRepository<Item, Filter>, page: Int, limit: Int, command: String, now: Date,
        screen: (_ state: LoadState<[Item]>, _ frame: PagedListFrame, _ totalCount: Int?) -> Screen
    ) async -> Result<ScriptAnswer, ScriptFailure> {
        await repository.load()
        let state = repository.state
        guard let items = state.value else { return .failure(.unavailable(state.error)) }
        let total = repository.totalItems
        if items.isEmpty, let total, total > 0 {
            return .failure(.pastTheEnd(page: page, limit: limit, total: total, noun: command))
        }
        let frame = PagedListFrame(pagination: repository.hasNextPage ? .idle : .endOfList, now: now)
        let footer = ScriptPage.ifPaged(
            page: page, limit: limit, total: total, hasNext: repository.hasNextPage, command: command)
        return .success(ScriptAnswer(screen: screen(state, frame, total), page: footer, json: items, state: state))
    }
}
