import Foundation
import Observation
import RepositoryDefinitions
import RepositorySpies
import XCTest

@testable import RepositoryImplementations

/// A source's repository of documents seen as domain items: every call reaches the base, every answer is mapped,
/// and observers of the mapped repository hear the base's changes.
@MainActor
final class MappedPaginatedRepositoryTests: XCTestCase {
    private struct Document: Identifiable, Sendable, Equatable {
        let id: String
        let number: Int
    }

    private struct Item: Identifiable, Sendable, Equatable {
        let id: String
        let text: String
    }

    private let storedAt = Date(timeIntervalSince1970: 1_700_000_000)

    private func mapped(_ base: PaginatedRepositorySpy<Document, Int>)
        -> MappedPaginatedRepository<PaginatedRepositorySpy<Document, Int>, Item>
    {
        MappedPaginatedRepository(base) { Item(id: $0.id, text: "#\($0.number)") }
    }

    func testStateAndPagingFollowTheBaseMapped() async {
        let base = PaginatedRepositorySpy<Document, Int>(filter: 1)
        base.onLoad = { spy in
            spy.state = .loaded([Document(id: "a", number: 1)], freshness: .live)
            spy.hasNextPage = true
            spy.totalItems = 2
        }
        let repository = mapped(base)
        await repository.load()
        XCTAssertEqual(repository.state, .loaded([Item(id: "a", text: "#1")], freshness: .live))
        XCTAssertTrue(repository.hasNextPage)
        XCTAssertEqual(repository.totalItems, 2)
        await repository.loadMore()
        await repository.refresh()
        await repository.setFilter(7)
        XCTAssertEqual(
            [base.loadCallCount, base.loadMoreCallCount, base.refreshCallCount], [1, 1, 1])
        XCTAssertEqual(base.setFilterCalls, [7])
        XCTAssertEqual(repository.filter, 7)
    }

    func testItemsAndSavedItemsAreMapped() async {
        let base = PaginatedRepositorySpy<Document, Int>(filter: 1)
        base.itemResponses.set(
            .failed(.offline, cached: CachedValue(value: Document(id: "b", number: 2), storedAt: storedAt)))
        base.refreshItemResponses.set(.loaded(Document(id: "b", number: 3), freshness: .live))
        base.cachedItems["b"] = Fetched(
            value: Document(id: "b", number: 4), freshness: .cached(storedAt: storedAt), isFresh: false)
        let repository = mapped(base)
        let item = await repository.item(id: "b")
        let refreshed = await repository.refreshItem(id: "b")
        let cached = await repository.cachedItem(id: "b")
        let missing = await repository.cachedItem(id: "c")
        XCTAssertEqual(
            item, .failed(.offline, cached: CachedValue(value: Item(id: "b", text: "#2"), storedAt: storedAt)))
        XCTAssertEqual(refreshed, .loaded(Item(id: "b", text: "#3"), freshness: .live))
        XCTAssertEqual(
            cached, Fetched(value: Item(id: "b", text: "#4"), freshness: .cached(storedAt: storedAt), isFresh: false))
        XCTAssertNil(missing)
        XCTAssertEqual(base.itemCalls, ["b"])
        XCTAssertEqual(base.refreshItemCalls, ["b"])
    }

    func testObserversOfTheMappedRepositoryHearTheBase() {
        let base = PaginatedRepositorySpy<Document, Int>(filter: 1)
        let repository = mapped(base)
        let changed = Locked(false)
        withObservationTracking {
            _ = repository.state
        } onChange: {
            changed.withLock { $0 = true }
        }
        base.state = .loading
        XCTAssertTrue(changed.current)
    }
}
