import Foundation
import RepositoryDefinitions
import RepositorySpies
import SharedPresentation
import XCTest

extension PagedListController {
    /// Fails unless the feature's list over `repository`, which pages `total` items in two pages, says "2 of
    /// <total>" in its title bar after loading and moving down at `height` lines and ends with "End of list" once
    /// the second page is in, then says "Couldn't load more" while a next page has failed and "Loading more…" while
    /// it loads: the feature's screen reads the view model's rows, total and paging, the same way for every feature.
    public static func assertReadsRowsTotalAndPaging(
        over repository: PaginatedRepositorySpy<Feature.Item, Feature.Filter>, total: Int, height: Int, now: Date,
        file: StaticString = #filePath, line: UInt = #line
    ) async {
        let list = Self(repository: repository, now: { now })
        await list.viewModel.load()
        for work in list.handle(.down, in: ScreenEnvironment(width: 80, height: height)).work { await work() }
        let moved = plainLines(of: list, height: height)
        XCTAssertTrue(
            moved.first?.hasSuffix("2 of \(total)") == true, moved.joined(separator: "\n"), file: file, line: line)

        await list.viewModel.loadMore()
        let all = plainLines(of: list, height: 60)
        XCTAssertEqual(
            all.last(where: { !$0.isEmpty }), "  End of list", all.joined(separator: "\n"), file: file, line: line)

        repository.hasNextPage = true
        repository.loadMoreError = .timeout
        let failed = plainLines(of: list, height: 60)
        XCTAssertTrue(
            failed.contains { $0.contains("Couldn't load more") }, failed.joined(separator: "\n"), file: file,
            line: line)

        repository.loadMoreError = nil
        repository.isLoadingMore = true
        let loading = plainLines(of: list, height: 60)
        XCTAssertTrue(
            loading.contains { $0.contains("Loading more…") }, loading.joined(separator: "\n"), file: file, line: line)
    }

    /// Fails unless the list's key bar reads `expected` at 80 columns: the scaffold's keys with the feature's own.
    nonisolated public static func assertKeyBar(
        reads expected: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(TextRenderer.plain.render(KeyHintBar(hints), width: 80), [expected], file: file, line: line)
    }
}
