import Foundation
import RepositoryDefinitions
import SharedPresentation

extension ScriptAnswer {
    /// One item of any feature in script mode, by id or by name (the detail scaffold's script half): an id (any
    /// case, spaces around it ignored) is fetched from the repository `repository` makes (only then), anything
    /// else is found with `name`; then the feature's `answer` for the item, or why there is nothing to show.
    ///
    /// This is the one place that tells an id from a name (``DocumentID``): an id followed by more words is a
    /// usage error ("unexpected argument"), since no name starts with an id.
    @MainActor
    public static func detail<Item: Sendable, Filter>(
        _ idOrName: String, in repository: () -> any PaginatedRepository<Item, Filter>,
        name: (String) async -> Result<LoadState<Item>, ScriptFailure>,
        answer: (_ item: Item, _ state: LoadState<Item>) -> ScriptAnswer
    ) async -> Result<ScriptAnswer, ScriptFailure> {
        let words = idOrName.trimmingCharacters(in: .whitespaces).split(separator: " ", maxSplits: 1)
        let state: LoadState<Item>
        if let first = words.first, DocumentID.isValid(String(first)) {
            if words.count > 1, let extra = words[1].split(separator: " ").first {
                return .failure(.usage("unexpected argument '\(extra)'", showsUsage: true))
            }
            state = await repository().item(id: first.lowercased())
        } else {
            switch await name(idOrName) {
            case .success(let found): state = found
            case .failure(let failure): return .failure(failure)
            }
        }
        guard let item = state.value else { return .failure(.unavailable(state.error)) }
        return .success(answer(item, state))
    }

    /// One item by id or by name, a name found in the whole list `repository` loads (one request either way: the
    /// item is then taken from that list): `find` picks the item a name means among the listed ones, or says why
    /// there is none (a usage failure for a name several items start with, unavailable for none).
    @MainActor
    public static func detail<Item: Identifiable & Sendable, Filter>(
        _ idOrName: String, listedIn repository: any PaginatedRepository<Item, Filter>,
        find: ([Item], String) -> Result<Item, ScriptFailure>,
        answer: (_ item: Item, _ state: LoadState<Item>) -> ScriptAnswer
    ) async -> Result<ScriptAnswer, ScriptFailure> where Item.ID == String {
        await detail(idOrName, in: { repository }) { name in
            await repository.load()
            guard let items = repository.state.value else { return .failure(.unavailable(repository.state.error)) }
            switch find(items, name) {
            case .success(let found): return .success(await repository.item(id: found.id))
            case .failure(let failure): return .failure(failure)
            }
        } answer: { item, state in
            answer(item, state)
        }
    }
}
