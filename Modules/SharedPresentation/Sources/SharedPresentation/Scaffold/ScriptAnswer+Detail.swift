import Foundation
import RepositoryDefinitions

extension ScriptAnswer {
    /// One item of any feature in script mode, by id or by name (the detail scaffold's script half): an id (any
    /// case, spaces around it ignored) is fetched from the repository `repository` makes (only then), anything
    /// else is found with `name`; then the feature's `answer` for the item, or why there is nothing to show.
    @MainActor
    public static func detail<Item: Sendable, Filter>(
        _ idOrName: String, in repository: () -> any PaginatedRepository<Item, Filter>,
        name: (String) async -> Result<LoadState<Item>, ScriptFailure>,
        answer: (_ item: Item, _ state: LoadState<Item>) -> ScriptAnswer
    ) async -> Result<ScriptAnswer, ScriptFailure> {
        let trimmed = idOrName.trimmingCharacters(in: .whitespaces)
        let state: LoadState<Item>
        if DocumentID.isValid(trimmed) {
            state = await repository().item(id: trimmed.lowercased())
        } else {
            switch await name(idOrName) {
            case .success(let found): state = found
            case .failure(let failure): return .failure(failure)
            }
        }
        guard let item = state.value else { return .failure(.unavailable(state.error)) }
        return .success(answer(item, state))
    }
}
