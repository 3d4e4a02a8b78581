import Foundation
import Testing
import TextSnapshotTesting

@testable import SharedPresentation

/// A test detail: twenty lines with links on lines 2, 12 and 13, each drawn with `›` when focused.
@MainActor
final class NotesDetail: DetailFeature {
    let links = [2: "first", 12: "second", 13: "third"].mapValues {
        DetailLink(title: $0, url: URL(string: "https://example.com/\($0)")!)
    }
    private(set) var loads = 0
    private(set) var refreshes = 0

    var title: String { "Notes" }
    var isBusy: Bool { false }
    var elements: [DetailLink] { links.keys.sorted().compactMap { links[$0] } }

    func screen(focus: DetailLink?, in environment: ScreenEnvironment) -> some View {
        VStack {
            ForEach(0..<20) { [links] line in
                if let link = links[line] {
                    Text((focus == link ? "› " : "  ") + link.title).focusable(link)
                } else {
                    Text("line \(line)")
                }
            }
        }
    }

    func intent(activating element: DetailLink) -> URL { element.url }
    func load() async { loads += 1 }
    func refresh() async { refreshes += 1 }
}

/// The detail scaffold's keys, tested once for every feature: ↓ jumps to a link within the next screen, else
/// scrolls a screen; an action applies only to a link in view and marked.
@MainActor
struct DetailControllerTests {
    let environment = ScreenEnvironment(width: 30, height: 5)

    func shown(_ detail: DetailController<NotesDetail>) -> [String] {
        detail.render(in: environment).map { $0.plainText.trimmingCharacters(in: .whitespaces) }
    }

    @Test func theFirstLinkInViewHasTheFocusAndOpens() async {
        let detail = DetailController(NotesDetail())
        #expect(shown(detail).contains("› first"))
        #expect(detail.handle(.enter, in: environment).intents == [URL(string: "https://example.com/first")!])
        #expect(detail.title == "Notes" && !detail.isBusy)
        #expect(detail.keyHints.map(\.key).suffix(2) == ["Esc", "r"])
        for work in detail.load().work + detail.refresh().work { await work() }
        #expect(detail.feature.loads == 1 && detail.feature.refreshes == 1)
    }

    @Test func theKeyBarOfEveryDetailReadsTheSame() {
        let bar = KeyHintBar(DetailController<NotesDetail>.hints)
        #expect(TextRenderer.plain.render(bar, width: 80) == ["↑↓ select  ⏎ open  o open link  Esc back  r refresh"])
        #expect(
            TextRenderer.plain.render(bar, width: 80, glyphs: .ascii)
                == ["up/down select  enter open  o open link  Esc back  r refresh"])
    }

    @Test func aTestReadsTheControllerAsTheBrowserDrawsIt() {
        let detail = DetailController(NotesDetail())
        let lines = plainLines(of: detail, width: environment.width, height: environment.height)
        #expect(lines.map { $0.trimmingCharacters(in: .whitespaces) } == shown(detail))
    }

    @Test func downScrollsAScreenThenJumpsToTheLinkWithinTheNextScreen() {
        let detail = DetailController(NotesDetail())

        _ = detail.handle(.down, in: environment)
        #expect(detail.place.scroll == 4)
        #expect(!shown(detail).contains { $0.hasPrefix("›") }, "nothing in view: nothing marked")
        #expect(detail.handle(.character("o"), in: environment).message == "Nothing to open here.")

        _ = detail.handle(.down, in: environment)
        #expect(shown(detail).contains("› second"))
        #expect(detail.handle(.character("o"), in: environment).intents == [URL(string: "https://example.com/second")!])
    }

    @Test func scrollingTheFocusOutOfViewNeverLeavesItActing() {
        let detail = DetailController(NotesDetail())
        _ = detail.handle(.pageDown, in: environment)
        #expect(detail.focused == nil)
        _ = detail.handle(.end, in: environment)
        #expect(detail.handle(.enter, in: environment).intents.isEmpty)
        _ = detail.handle(.home, in: environment)
        #expect(shown(detail).contains("› first"))
        #expect(detail.handle(.character("x"), in: environment).intents.isEmpty, "not a key of the detail")
    }
}

/// The links section of every detail.
struct LinksSectionTests {
    @Test func eachLinkIsFocusableAndTheFocusedOneIsMarked() throws {
        let links = try ["Webcast", "Article"].map {
            DetailLink(title: $0, url: try #require(URL(string: "https://example.com/\($0)")))
        }
        let frame = Form { LinksSection(links: links, focus: "Article", emptyMessage: "None.") { $0.title }.section }
            .renderFrame(width: 60)
        let text = frame.lines.map(\.plainText)
        #expect(text.contains { $0.hasPrefix("  Webcast") && $0.contains("https://example.com/Webcast") })
        #expect(text.contains { $0.hasPrefix("› Article") })
        #expect(frame.region(of: "Webcast") != nil && frame.region(of: "Article") != nil)
        let empty = Form {
            LinksSection<String>(links: [], focus: nil, emptyMessage: "No links here.") { $0.title }.section
        }
        #expect(empty.render(width: 40).map(\.plainText).contains { $0.contains("No links here.") })
    }
}

/// A focused link that wraps is shown whole: moving the focus onto it scrolls until its last line is in view, not
/// only its first (issue 28, item 9).
struct WrappedLinkTests {
    @Test func movingOntoAWrappedLinkShowsEveryLineOfIt() throws {
        let address = "https://example.com/" + String(repeating: "long-path-", count: 8)
        let links = try [("Webcast", "https://example.com/w"), ("Article", address)].map {
            DetailLink(title: $0.0, url: try #require(URL(string: $0.1)))
        }
        let order = links.map(\.title)
        let frame = Form { LinksSection(links: links, focus: "Article", emptyMessage: "None.") { $0.title }.section }
            .renderFrame(width: 50)
        let article = try #require(frame.region(of: "Article"))
        #expect(article.count == 3, "the address wraps over three lines at 50 columns")
        var scroll = FocusScroll<String>()
        scroll.apply(.next, in: frame, height: 3, order: order)
        #expect(scroll.focused(in: order) == "Article")
        let shown = scroll.window(of: frame, height: 3, order: order).map(\.plainText)
        #expect(shown == article.map { frame.lines[$0].plainText }, "\(shown)")
    }
}
