import Foundation
import LaunchesCore
import LaunchesUI
import RepositoryDefinitions
import RocketsCore
import RocketsUI
import SharedPresentation

extension Browser {
    /// Lines below the content: the message line, the key hints and the two-line tab bar.
    static let chromeHeight = 4

    /// The whole frame for a terminal of `size`: content, message, key hints and the bottom tab bar.
    public func render(size: TerminalSize, context: RenderContext) -> [StyledLine] {
        let width = max(20, size.columns)
        let contentHeight = max(3, size.rows - Self.chromeHeight)
        pageSize = contentHeight
        var content =
            showsHelp
            ? helpLines(width: width, context: context)
            : screenLines(
                width: width, height: contentHeight, context: context)
        if content.count > contentHeight { content.removeLast(content.count - contentHeight) }
        content += Array(repeating: StyledLine(), count: contentHeight - content.count)
        let messageLine = message.map { Text($0).dim().render(width: width, context: context).first ?? StyledLine() }
        let hints = KeyHintBar(keyHints).render(width: width, context: context).prefix(1)
        let tabs = TabView(tabs: Self.tabItems, selection: tab.rawValue, height: 2) { EmptyView() }
            .render(width: width, context: context)
        return content + [messageLine ?? StyledLine()] + hints + tabs
    }

    static let tabItems = [TabItem("Launches", icon: .launches), TabItem("Rockets", icon: .rockets)]

    private var keyHints: [KeyHint] {
        if showsHelp { return [KeyHint("any key", "close help")] }
        switch screen {
        case .launchesList:
            return [
                .move, .open, KeyHint("f", "filter"), KeyHint("x", "clear"), KeyHint("r", "refresh"), .switchTab,
                KeyHint("?", "keys"), .quit,
            ]
        case .rocketsList:
            return [.move, .open, KeyHint("r", "refresh"), .switchTab, KeyHint("?", "keys"), .quit]
        case .launchDetail, .rocketDetail:
            return [
                KeyHint("↑↓", "select", ascii: "up/down"), .open, KeyHint("o", "open link"), .back,
                KeyHint("r", "refresh"), KeyHint("?", "keys"), .quit,
            ]
        case .filter:
            return []
        }
    }

    private func screenLines(width: Int, height: Int, context: RenderContext) -> [StyledLine] {
        let now = now()
        let backTitle = stacks[tab, default: []].count > 1 ? backTitle : nil
        switch screen {
        case .launchesList:
            return fitList(height: height) { viewport, report in
                LaunchesListScreen(
                    viewModel: launchesList, selection: currentSelection, viewportHeight: viewport,
                    scrollOffset: listScroll[.launches, default: 0], now: now, report: report, tick: tick
                )
                .render(width: width, context: context)
            }
        case .rocketsList:
            return fitList(height: height) { viewport, report in
                RocketsListScreen(
                    viewModel: rocketsList, selection: currentSelection, viewportHeight: viewport,
                    scrollOffset: listScroll[.rockets, default: 0], now: now, report: report, tick: tick
                )
                .render(width: width, context: context)
            }
        case .launchDetail(let model, let place):
            let screenActions = model.detail.map(LaunchDetailScreen.actions(for:)) ?? []
            let lines = LaunchDetailScreen(
                detail: model.detail, isLoading: model.isLoading, error: model.error, freshness: model.freshness,
                focus: screenActions.indices.contains(place.focus) ? screenActions[place.focus] : nil, now: now,
                backTitle: backTitle, tick: tick
            ).render(width: width, context: context)
            return scrolled(lines, height: height, actions: currentActions)
        case .rocketDetail(let model, let place):
            let screenActions = model.state.value.map(RocketDetailScreen.actions(for:)) ?? []
            let lines = RocketDetailScreen(
                state: model.state,
                focus: screenActions.indices.contains(place.focus) ? screenActions[place.focus] : nil,
                now: now, backTitle: backTitle, tick: tick
            ).render(width: width, context: context)
            return scrolled(lines, height: height, actions: currentActions)
        case .filter(let form, let field, let error):
            return LaunchFilterScreen(
                form: form, focus: LaunchFilterFocus(rawValue: field), errorMessage: error, backTitle: backTitle
            ).render(width: width, context: context)
        }
    }

    private var backTitle: String {
        guard let stack = stacks[tab], stack.count > 1 else { return "Back" }
        switch stack[stack.count - 2] {
        case .launchesList: return "Launches"
        case .rocketsList: return "Rockets"
        case .launchDetail(let model, _): return model.detail?.mission ?? "Launch"
        case .rocketDetail(let model, _): return model.title
        case .filter: return "Filter"
        }
    }

    /// Renders a list screen so it fills `height`: the list's viewport is the room left by the header lines. The
    /// last frame's fit is tried first, so a steady screen renders once per frame rather than twice.
    private func fitList(height: Int, render: (Int, ListLayoutReport) -> [StyledLine]) -> [StyledLine] {
        let report = ListLayoutReport()
        var viewport = listViewport[tab].map { min($0, height) } ?? max(1, height - 4)
        var lines = render(viewport, report)
        if lines.count != height {
            viewport = max(1, viewport + height - lines.count)
            lines = render(viewport, report)
        }
        listViewport[tab] = viewport
        if let offset = report.layout?.scrollOffset { listScroll[tab] = offset }
        return lines
    }

    /// The window of a detail screen's lines, scrolled so the focused action is visible after ↑/↓; also notes
    /// where each action stands, so the next ↑/↓ knows whether to move the focus or scroll.
    private func scrolled(_ lines: [StyledLine], height: Int, actions: [BrowserAction]) -> [StyledLine] {
        guard var place = currentPlace else { return lines }
        let plain = lines.map(\.plainText)
        place.actionRows = actions.map { $0.row(in: plain) }
        let maximum = max(0, lines.count - height)
        if place.followsFocus, place.actionRows.indices.contains(place.focus), let row = place.actionRows[place.focus],
            !(place.scroll..<(place.scroll + height)).contains(row)
        {
            place.scroll = row < place.scroll ? max(0, row - 1) : row - height + 2
        }
        place.scroll = min(max(0, place.scroll), maximum)
        if place != currentPlace { currentPlace = place }
        return Array(lines[place.scroll..<min(lines.count, place.scroll + height)])
    }

    private func helpLines(width: Int, context: RenderContext) -> [StyledLine] {
        let rows: [(String, String)] = [
            ("Tab · 1 · 2", "switch between Launches and Rockets (each keeps its place)"),
            ("↑ ↓ · j k", "move; in details, select the rocket card or a link"),
            ("PgUp PgDn · g G", "page up and down, first and last"),
            ("⏎", "open the selected launch, rocket, rocket card or link"),
            ("Esc · ⌫ · h", "back"),
            ("f · x", "filter launches by date interval · clear the filter"),
            ("r", "refresh from the network"),
            ("o", "open the selected link in the browser (or show its address)"),
            ("?", "this help"),
            ("q · Ctrl-C", "quit"),
        ]
        return VStack(spacing: 0) {
            NavigationBar("Keys")
            Form {
                ForEach(0..<rows.count) { index in
                    LabeledContent(rows[index].0, value: rows[index].1)
                }
            }
        }.render(width: width, context: context)
    }
}
