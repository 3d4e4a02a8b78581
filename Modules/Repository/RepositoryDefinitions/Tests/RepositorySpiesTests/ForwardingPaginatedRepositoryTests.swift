import Foundation
import RepositoryDefinitions
import RepositorySpies
import XCTest

/// A listed item.
private struct Listed: Identifiable, Sendable, Equatable {
    var id: String
}

/// A wrapper that writes nothing of the contract itself.
@MainActor
private final class Wrapper: ForwardingPaginatedRepository {
    typealias Item = Listed
    typealias Filter = String

    let base: any PaginatedRepository<Listed, String>

    init(_ base: any PaginatedRepository<Listed, String>) { self.base = base }
}

/// ``ForwardingPaginatedRepository``: every member a wrapper does not write is its base's.
@MainActor
final class ForwardingPaginatedRepositoryTests: XCTestCase {
    func testEveryMemberIsTheBases() async {
        let spy = PaginatedRepositorySpy<Listed, String>(filter: "f")
        spy.onLoad = { $0.state = .loaded([Listed(id: "a")], freshness: .live) }
        spy.hasNextPage = true
        spy.isLoadingMore = true
        spy.loadMoreError = .offline
        spy.totalItems = 7
        spy.itemHandler = { .loaded(Listed(id: $0), freshness: .live) }
        spy.refreshItemHandler = { .failed(.notFound(id: $0), cached: nil) }
        spy.cachedItems["c"] = Fetched(value: Listed(id: "c"), freshness: .live, isFresh: true)
        let wrapper = Wrapper(spy)

        await wrapper.load()
        await wrapper.refresh()
        await wrapper.loadMore()
        await wrapper.setFilter("g")
        let item = await wrapper.item(id: "i")
        let refreshed = await wrapper.refreshItem(id: "r")
        let cached = await wrapper.cachedItem(id: "c")

        XCTAssertEqual(wrapper.state, .loaded([Listed(id: "a")], freshness: .live))
        XCTAssertEqual(wrapper.filter, "g")
        XCTAssertTrue(wrapper.hasNextPage)
        XCTAssertTrue(wrapper.isLoadingMore)
        XCTAssertEqual(wrapper.loadMoreError, .offline)
        XCTAssertEqual(wrapper.totalItems, 7)
        XCTAssertEqual([spy.loadCallCount, spy.refreshCallCount, spy.loadMoreCallCount], [1, 1, 1])
        XCTAssertEqual(spy.setFilterCalls, ["g"])
        XCTAssertEqual(item.value, Listed(id: "i"))
        XCTAssertEqual(refreshed.error, .notFound(id: "r"))
        XCTAssertEqual(cached?.value, Listed(id: "c"))
        XCTAssertEqual(spy.cachedItemCalls, ["c"])
    }
}
