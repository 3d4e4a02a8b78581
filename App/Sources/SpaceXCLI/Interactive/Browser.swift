import Foundation
import LaunchesCore
import RepositoryDefinitions
import RocketsCore
import SharedPresentation

/// The interactive browser as a state machine: keys in, screens out, no terminal inside.
///
/// Each tab keeps its own navigation stack and place. Feature intents ("show rocket X" from a launch) arrive
/// through ``BrowserNavigator`` and become screens here, so features never know each other.
@MainActor
public final class Browser {
    /// The tab shown.
    public private(set) var tab: BrowserTab = .launches
    /// Whether the key help is shown over the screen.
    public private(set) var showsHelp = false
    /// A one-line message under the screen (an opened link, a hint); cleared by the next key.
    public private(set) var message: String?

    let launchesList: LaunchesListViewModel
    let rocketsList: RocketsListViewModel
    private let launchesRepository: any PaginatedRepository<Launch, LaunchFilter>
    private let rocketsRepository: any PaginatedRepository<Rocket, RocketFilter>
    private let navigator: BrowserNavigator
    let now: @Sendable () -> Date
    private let userTimeZone: TimeZone
    private(set) var stacks: [BrowserTab: [BrowserScreen]] = [.launches: [.launchesList], .rockets: [.rocketsList]]
    private(set) var selection: [BrowserTab: Int] = [.launches: 0, .rockets: 0]
    /// The last known content height, for page moves.
    var pageSize = 10
    /// Each list's scroll offset, kept between frames so the list doesn't jump.
    var listScroll: [BrowserTab: Int] = [:]
    /// Each list's viewport height from the last frame.
    var listViewport: [BrowserTab: Int] = [:]
    /// The spinner's frame, advanced by the session while anything loads.
    public private(set) var tick = 0

    /// Creates a browser over the two repositories.
    public init(
        launches: any PaginatedRepository<Launch, LaunchFilter>, rockets: any PaginatedRepository<Rocket, RocketFilter>,
        userTimeZone: TimeZone, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        let navigator = BrowserNavigator()
        self.navigator = navigator
        self.now = now
        self.userTimeZone = userTimeZone
        launchesRepository = launches
        rocketsRepository = rockets
        launchesList = LaunchesListViewModel(repository: launches, navigator: navigator, now: now)
        rocketsList = RocketsListViewModel(repository: rockets, navigator: navigator)
        navigator.browser = self
    }

    /// The screen on top of the shown tab.
    var screen: BrowserScreen { stacks[tab]?.last ?? .launchesList }

    /// The selected row of the shown tab's list.
    var currentSelection: Int { selection[tab] ?? 0 }

    /// The work to start when the browser opens: the first page of both tabs.
    public func start() -> KeyOutcome {
        var outcome = KeyOutcome()
        outcome.work = [{ [launchesList] in await launchesList.load() }, { [rocketsList] in await rocketsList.load() }]
        return outcome
    }

    /// Whether a request for the shown tab is running, so the session animates the spinner.
    public var isBusy: Bool {
        switch screen {
        case .launchesList: launchesList.state.isLoading || launchesList.isLoadingMore
        case .rocketsList: rocketsList.state.isLoading || rocketsList.isLoadingMore
        case .launchDetail(let model, _): model.isLoading
        case .rocketDetail(let model, _): model.state.isLoading
        case .filter: false
        }
    }

    /// Advances the spinner one frame.
    public func advanceSpinner() {
        tick &+= 1
    }

    // MARK: - Keys

    /// Handles one key press.
    public func handle(_ key: Key) -> KeyOutcome {
        message = nil
        if key == .controlC || key == .controlD { return KeyOutcome(quit: true) }
        if showsHelp {
            showsHelp = false
            return key == .character("q") ? KeyOutcome(quit: true) : .none
        }
        if case .filter(let form, let field, _) = screen { return handleFilter(key, form: form, field: field) }
        switch key {
        case .character("q"): return KeyOutcome(quit: true)
        case .character("?"):
            showsHelp = true
            return .none
        case .tab, .backTab: return switchTab(to: tab.next)
        case .character("1"): return switchTab(to: .launches)
        case .character("2"): return switchTab(to: .rockets)
        case .escape, .backspace, .left, .character("h"):
            if stacks[tab, default: []].count > 1 { stacks[tab]?.removeLast() }
            return .none
        case .character("r"): return refresh()
        default: break
        }
        switch screen {
        case .launchesList, .rocketsList: return handleList(key)
        case .launchDetail, .rocketDetail: return handleDetail(key)
        case .filter: return .none
        }
    }

    private func switchTab(to newTab: BrowserTab) -> KeyOutcome {
        tab = newTab
        return .none
    }

    private func refresh() -> KeyOutcome {
        var outcome = KeyOutcome()
        switch screen {
        case .launchesList: outcome.work = [{ [launchesList] in await launchesList.refresh() }]
        case .rocketsList: outcome.work = [{ [rocketsList] in await rocketsList.refresh() }]
        case .launchDetail(let model, _): outcome.work = [{ await model.refresh() }]
        case .rocketDetail(let model, _): outcome.work = [{ await model.refresh() }]
        case .filter: break
        }
        return outcome
    }

    // MARK: - Lists

    private var rowIDs: [String] {
        tab == .launches ? launchesList.rows.map(\.id) : rocketsList.rows.map(\.id)
    }

    private func handleList(_ key: Key) -> KeyOutcome {
        let count = rowIDs.count
        let current = min(currentSelection, max(0, count - 1))
        var target = current
        switch key {
        case .down, .character("j"): target = current + 1
        case .up, .character("k"): target = current - 1
        case .pageDown, .character(" "): target = current + max(1, pageSize - 1)
        case .pageUp: target = current - max(1, pageSize - 1)
        case .home, .character("g"): target = 0
        case .end, .character("G"): target = count - 1
        case .enter, .right, .character("l"):
            guard count > 0 else { return .none }
            if tab == .launches {
                launchesList.select(id: rowIDs[current])
            } else {
                rocketsList.select(id: rowIDs[current])
            }
            return pendingWork()
        case .character("f") where tab == .launches:
            stacks[.launches, default: []].append(
                .filter(LaunchFilterForm(filter: launchesList.filter, userTimeZone: userTimeZone), field: 0, error: nil)
            )
            return .none
        case .character("x") where tab == .launches:
            guard launchesList.filter.hasCriteria else {
                message = "No filter to clear."
                return .none
            }
            selection[.launches] = 0
            var outcome = KeyOutcome()
            outcome.work = [{ [launchesList] in await launchesList.clearFilter() }]
            return outcome
        case .character("o"):
            message = "Open a \(tab == .launches ? "launch" : "rocket") with ⏎ to see its links."
            return .none
        default:
            return .none
        }
        let clamped = max(0, min(target, count - 1))
        selection[tab] = clamped
        var outcome = KeyOutcome()
        if tab == .launches {
            outcome.work = [{ [launchesList] in await launchesList.loadMoreIfNeeded(visibleIndex: clamped) }]
        } else {
            outcome.work = [{ [rocketsList] in await rocketsList.loadMoreIfNeeded(visibleIndex: clamped) }]
        }
        return outcome
    }

    // MARK: - Details

    private func handleDetail(_ key: Key) -> KeyOutcome {
        guard var place = currentPlace else { return .none }
        let actions = currentActions
        switch key {
        case .down, .character("j"):
            if place.focus + 1 < actions.count, isVisible(action: place.focus + 1, in: place) {
                place.focus += 1
                place.followsFocus = true
            } else {
                place.scroll += 1
                place.followsFocus = false
            }
        case .up, .character("k"):
            if place.focus > 0, isVisible(action: place.focus - 1, in: place) {
                place.focus -= 1
                place.followsFocus = true
            } else {
                place.scroll = max(0, place.scroll - 1)
                place.followsFocus = false
            }
        case .pageDown, .character(" "):
            place.scroll += max(1, pageSize - 1)
            place.followsFocus = false
        case .pageUp:
            place.scroll = max(0, place.scroll - max(1, pageSize - 1))
            place.followsFocus = false
        case .home, .character("g"):
            place.scroll = 0
            place.followsFocus = false
        case .end, .character("G"):
            place.scroll = Int.max / 2
            place.followsFocus = false
        case .enter, .character("o"), .right, .character("l"):
            guard actions.indices.contains(place.focus) else {
                message = "Nothing to open here."
                return .none
            }
            return activate(actions[place.focus], key: key)
        default:
            return .none
        }
        currentPlace = place
        return .none
    }

    /// Whether an action was on screen in the last frame, so ↑/↓ read through the content and pick up the rocket
    /// card and links as they come into view instead of jumping to the end.
    private func isVisible(action index: Int, in place: DetailPlace) -> Bool {
        guard place.actionRows.indices.contains(index), let row = place.actionRows[index] else { return true }
        return (place.scroll..<(place.scroll + pageSize)).contains(row)
    }

    private func activate(_ action: BrowserAction, key: Key) -> KeyOutcome {
        switch action {
        case .rocket(let id):
            if case .launchDetail(let model, _) = screen, model.showRocket() { return pendingWork() }
            navigator.show(rocketID: id)
            return pendingWork()
        case .link(let title, let url):
            message = "\(title): \(url.absoluteString)"
            var outcome = KeyOutcome()
            outcome.openURL = url
            return outcome
        }
    }

    /// The focused place of the detail on top, read and written through the stack.
    var currentPlace: DetailPlace? {
        get {
            switch screen {
            case .launchDetail(_, let place), .rocketDetail(_, let place): place
            default: nil
            }
        }
        set {
            guard let newValue, var stack = stacks[tab], let top = stack.popLast() else { return }
            switch top {
            case .launchDetail(let model, _): stack.append(.launchDetail(model, place: newValue))
            case .rocketDetail(let model, _): stack.append(.rocketDetail(model, place: newValue))
            default: stack.append(top)
            }
            stacks[tab] = stack
        }
    }

    /// The actions of the detail on top.
    var currentActions: [BrowserAction] {
        switch screen {
        case .launchDetail(let model, _): model.detail.map(BrowserAction.actions(for:)) ?? []
        case .rocketDetail(let model, _): model.state.value.map(BrowserAction.actions(for:)) ?? []
        default: []
        }
    }

    // MARK: - Filter form

    /// The form's fields, in Tab order.
    static let filterFieldCount = 5

    private func handleFilter(_ key: Key, form: LaunchFilterForm, field: Int) -> KeyOutcome {
        var field = field
        switch key {
        case .escape:
            stacks[.launches]?.removeLast()
            return .none
        case .tab, .down: field = (field + 1) % Self.filterFieldCount
        case .backTab, .up: field = (field + Self.filterFieldCount - 1) % Self.filterFieldCount
        case .enter:
            switch form.result {
            case .failure(let error):
                replaceFilter(form, field: error.field == .start ? 0 : 1, error: error.userMessage)
                return .none
            case .success(let filter):
                stacks[.launches]?.removeLast()
                selection[.launches] = 0
                var outcome = KeyOutcome()
                outcome.work = [{ [launchesList] in await launchesList.apply(filter) }]
                return outcome
            }
        case .backspace:
            edit(form, field: field) { if !$0.isEmpty { $0.removeLast() } }
        case .character(" ") where field == 2:
            form.usesUTC.toggle()
        case .character(" ") where field == 3:
            form.sortOrder = form.sortOrder == .newestFirst ? .oldestFirst : .newestFirst
        case .character(let character):
            edit(form, field: field) { $0.append(character) }
        default:
            return .none
        }
        replaceFilter(form, field: field, error: nil)
        return .none
    }

    private func edit(_ form: LaunchFilterForm, field: Int, _ change: (inout String) -> Void) {
        switch field {
        case 0: change(&form.startText)
        case 1: change(&form.endText)
        case 4: change(&form.searchText)
        default: break
        }
    }

    private func replaceFilter(_ form: LaunchFilterForm, field: Int, error: String?) {
        guard var stack = stacks[.launches], case .filter = stack.last else { return }
        stack[stack.count - 1] = .filter(form, field: field, error: error)
        stacks[.launches] = stack
    }

    // MARK: - Navigation

    private var pending: [@MainActor () async -> Void] = []

    private func pendingWork() -> KeyOutcome {
        var outcome = KeyOutcome()
        outcome.work = pending
        pending = []
        return outcome
    }

    func push(launchID: String) {
        let preview = launchesRepository.state.value?.first { $0.id == launchID }
        let model = LaunchDetailViewModel(
            launchId: launchID, repository: launchesRepository, navigator: navigator, preview: preview, now: now)
        stacks[tab, default: []].append(.launchDetail(model, place: DetailPlace()))
        pending.append { await model.load() }
    }

    func push(rocketID: String) {
        let listRocket = rocketsList.rocket(id: rocketID)
        let model = RocketDetailViewModel(
            rocketID: rocketID, listRocket: listRocket, repository: rocketsRepository, now: now)
        stacks[tab, default: []].append(.rocketDetail(model, place: DetailPlace()))
        pending.append { await model.load() }
    }
}
