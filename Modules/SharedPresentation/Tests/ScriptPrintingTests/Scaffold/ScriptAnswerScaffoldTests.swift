import Foundation
import RepositoryDefinitions
import RepositorySpies
import SharedPresentation
import Testing

@testable import ScriptPrinting

/// An item for the script halves of the scaffold.
struct Moon: Identifiable, Codable, Sendable, Equatable {
    let id: String
}

/// The script halves of the scaffold: one list page, one item by id or name.
@MainActor
struct ScriptAnswerScaffoldTests {
    static let id = "5e9d0d95eda69955f709d1eb"

    func spy(_ moons: [Moon], total: Int?, hasNext: Bool) -> PaginatedRepositorySpy<Moon, String> {
        let spy = PaginatedRepositorySpy<Moon, String>(filter: "all")
        spy.onLoad = { spy in
            spy.state = .loaded(moons, freshness: .live)
            spy.totalItems = total
            spy.hasNextPage = hasNext
        }
        return spy
    }

    func page(_ spy: PaginatedRepositorySpy<Moon, String>, page: Int = 1) async -> Result<ScriptAnswer, ScriptFailure> {
        await ScriptAnswer.listPage(spy, page: page, limit: 2, command: "moons", now: Date()) { state, frame, total in
            Text("\(state.value?.count ?? 0) of \(total ?? 0), selection \(frame.selection.map(String.init) ?? "none")")
        }
    }

    /// Why `result` has nothing to show, or nil when it has.
    func failure(_ result: Result<ScriptAnswer, ScriptFailure>) -> ScriptFailure? {
        if case .failure(let failure) = result { failure } else { nil }
    }

    @Test func aPageAnswersItsScreenFooterAndModel() async throws {
        let answer = try await page(spy([Moon(id: "a"), Moon(id: "b")], total: 3, hasNext: true)).get()
        #expect(answer.screen.render(width: 40).map(\.plainText) == ["2 of 3, selection none"])
        #expect(answer.page == ScriptPage(page: 1, limit: 2, total: 3, hasNext: true, command: "moons"))
        let single = try await page(spy([Moon(id: "a")], total: 1, hasNext: false)).get()
        #expect(single.page == nil, "one page: no footer")
    }

    @Test func nothingToShowSaysWhy() async {
        let past = await page(spy([], total: 3, hasNext: false), page: 5)
        #expect(failure(past) == .pastTheEnd(page: 5, limit: 2, total: 3, noun: "moons"))
        let failing = PaginatedRepositorySpy<Moon, String>(filter: "all")
        failing.onLoad = { $0.state = .failed(.offline, cached: nil) }
        #expect(failure(await page(failing)) == .unavailable(.offline))
    }

    @Test func anIDIsFetchedAndANameIsLookedUp() async throws {
        let repository = PaginatedRepositorySpy<Moon, String>(filter: "all")
        repository.itemHandler = { .loaded(Moon(id: $0), freshness: .live) }
        var made = 0
        let make = { () -> any PaginatedRepository<Moon, String> in
            made += 1
            return repository
        }
        let answer: (Moon, LoadState<Moon>) -> ScriptAnswer = { moon, state in
            ScriptAnswer(screen: Text(moon.id), json: moon, state: state)
        }

        let byID = try await ScriptAnswer.detail(
            "  \(Self.id.uppercased()) ", in: make,
            name: { _ in
                .failure(.usage("no names"))
            }, answer: answer
        ).get()
        #expect(byID.screen.render(width: 40).map(\.plainText) == [Self.id])

        let byName = await ScriptAnswer.detail(
            "Phobos", in: make,
            name: { name in
                .success(.loaded(Moon(id: name), freshness: .live))
            }, answer: answer)
        #expect(try byName.get().screen.render(width: 40).map(\.plainText) == ["Phobos"])
        #expect(made == 1, "a name makes no repository")

        let unknown = await ScriptAnswer.detail(
            "Deimos", in: make, name: { _ in .failure(.usage("ambiguous")) }, answer: answer)
        #expect(failure(unknown) == .usage("ambiguous"))
        let missing = await ScriptAnswer.detail(
            "Io", in: make, name: { _ in .success(.failed(.offline, cached: nil)) }, answer: answer)
        #expect(failure(missing) == .unavailable(.offline))
    }

    @Test func aNameIsFoundInTheWholeListAndShownFromIt() async throws {
        let listed = spy([Moon(id: "phobos"), Moon(id: "deimos")], total: 2, hasNext: false)
        listed.itemHandler = { .loaded(Moon(id: $0), freshness: .live) }
        let answer: (Moon, LoadState<Moon>) -> ScriptAnswer = { moon, state in
            ScriptAnswer(screen: Text(moon.id), json: moon, state: state)
        }
        let find: ([Moon], String) -> Result<Moon, ScriptFailure> = { moons, name in
            moons.first { $0.id.hasPrefix(name) }.map { .success($0) } ?? .failure(.usage("no moon \(name)"))
        }
        let found = try await ScriptAnswer.detail("dei", listedIn: listed, find: find, answer: answer).get()
        #expect(found.screen.render(width: 40).map(\.plainText) == ["deimos"])
        #expect(listed.loadCallCount == 1 && listed.itemCalls == ["deimos"])

        let byID = try await ScriptAnswer.detail(Self.id, listedIn: listed, find: find, answer: answer).get()
        #expect(byID.screen.render(width: 40).map(\.plainText) == [Self.id])
        #expect(listed.loadCallCount == 1, "an id loads no list")

        #expect(
            failure(await ScriptAnswer.detail("io", listedIn: listed, find: find, answer: answer))
                == .usage("no moon io"))
        let failing = PaginatedRepositorySpy<Moon, String>(filter: "all")
        failing.onLoad = { $0.state = .failed(.timeout, cached: nil) }
        #expect(
            failure(await ScriptAnswer.detail("io", listedIn: failing, find: find, answer: answer))
                == .unavailable(.timeout))
    }

    @Test func anIDFollowedByMoreWordsIsAUsageErrorBeforeAnyFetch() async {
        var made = 0
        let make = { () -> any PaginatedRepository<Moon, String> in
            made += 1
            return PaginatedRepositorySpy<Moon, String>(filter: "all")
        }
        let result = await ScriptAnswer.detail(
            "\(Self.id) extra words", in: make, name: { _ in .failure(.usage("looked up by name")) },
            answer: { moon, state in ScriptAnswer(screen: Text(moon.id), json: moon, state: state) })
        #expect(failure(result) == .usage("unexpected argument 'extra'", showsUsage: true))
        #expect(made == 0, "nothing is fetched")
    }
}
