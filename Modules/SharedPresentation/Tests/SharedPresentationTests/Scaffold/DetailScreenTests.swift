import Foundation
import RepositoryDefinitions
import Testing

@testable import SharedPresentation

/// A test presentation: a note whose content is the moment it is drawn at, then one line per link, `›` on the
/// focused one.
enum NotePresentation: DetailPresentation {
    /// What the note detail shows.
    struct Note: Sendable {
        var title: String?
        var subtitle: String?
        var links: [DetailLink]
    }

    static let placeholderTitle = "Note"
    static let loadingLabel = "Loading note"

    static func title(of note: Note) -> String? { note.title }
    static func subtitle(of note: Note) -> String? { note.subtitle }
    static func links(for note: Note) -> [DetailLink] { note.links }

    static func content(_ note: Note, focus: DetailLink?, now: Date) -> some View {
        VStack {
            Text("Drawn at \(Int(now.timeIntervalSince1970))")
            ForEach(0..<note.links.count) { index in
                Text((focus == note.links[index] ? "› " : "  ") + note.links[index].title).focusable(note.links[index])
            }
        }
    }
}

/// A test view model for the links detail: its state is set by the test, `load` loads `note`, `refresh` counts.
@MainActor
final class NoteModel {
    var state: LoadState<NotePresentation.Note> = .loading
    let note: NotePresentation.Note
    private(set) var refreshes = 0

    init(note: NotePresentation.Note) {
        self.note = note
    }

    var title: String { state.value?.title ?? "Note" }

    func load() async { state = .loaded(note, freshness: .live) }
    func refresh() async { refreshes += 1 }
}

/// The detail scaffold's screen and its links feature, tested once for every feature: the title bar, the load
/// state's notices around the content, the links as the focusable elements.
@MainActor
struct DetailScreenTests {
    let now = Date(timeIntervalSince1970: 120)
    let links = ["Wiki", "Photo"].map { DetailLink(title: $0, url: URL(string: "https://example.com/\($0)")!) }

    func text(_ screen: DetailScreen<NotePresentation>) -> [String] {
        screen.render(width: 40).map { $0.plainText.trimmingCharacters(in: .whitespaces) }
    }

    @Test func beforeAnythingIsKnownThePlaceholderTitleAndTheSpinner() {
        let lines = text(DetailScreen<NotePresentation>(state: .loading, focus: nil, now: now, backTitle: nil))
        #expect(lines.first == "Note")
        #expect(lines.contains { $0.contains("Loading note") })
        #expect(!lines.contains { $0.contains("Drawn at") })
    }

    @Test func aLoadedValueGivesTitleSubtitleBackHintAndContentWithTheFocusMarked() {
        let note = NotePresentation.Note(title: "Shopping", subtitle: "Saturday", links: links)
        let lines = text(
            DetailScreen<NotePresentation>(
                state: .loaded(note, freshness: .live), focus: links[1], now: now, backTitle: "Notes"))
        #expect(lines.prefix(3) == ["‹ Notes  Esc", "Shopping", "Saturday"])
        #expect(lines.contains("Drawn at 120"))
        #expect(lines.contains("Wiki") && lines.contains("› Photo"))
    }

    @Test func aValueWithoutATitleKeepsThePlaceholderAndTheStateSaysWhereItStands() {
        let note = NotePresentation.Note(title: nil, subtitle: nil, links: [])
        let lines = text(
            DetailScreen<NotePresentation>(state: .refreshing(current: note), focus: nil, now: now, backTitle: nil))
        #expect(lines.first == "Note")
        #expect(lines.contains { $0.hasPrefix("Refreshing") })
        #expect(lines.contains("Drawn at 120"))
    }

    @Test func theLinksDetailDerivesElementsBusinessAndScreenFromItsModel() async {
        let model = NoteModel(note: NotePresentation.Note(title: "Shopping", subtitle: nil, links: links))
        let feature = LinksDetail<NotePresentation, String>(
            title: { model.title }, state: { model.state }, load: model.load, refresh: model.refresh,
            now: { Date(timeIntervalSince1970: 60) }, openLink: { title, url in "\(title) \(url.lastPathComponent)" })
        #expect(feature.isBusy && feature.elements.isEmpty && feature.title == "Note")
        let environment = ScreenEnvironment(width: 40, height: 10, backTitle: "Notes")
        #expect(text(feature.screen(focus: nil, in: environment)).contains { $0.contains("Loading note") })

        await feature.load()
        #expect(!feature.isBusy && feature.elements == links && feature.title == "Shopping")
        let detail = DetailController(feature)
        let shown = detail.render(in: environment).map { $0.plainText.trimmingCharacters(in: .whitespaces) }
        #expect(shown.first == "‹ Notes  Esc", "the environment's back title")
        #expect(shown.contains("› Wiki") && shown.contains("Drawn at 60"), "the detail's clock dates the content")
        #expect(detail.handle(.enter, in: environment).intents == ["Wiki Wiki"])
        await feature.refresh()
        #expect(model.refreshes == 1 && feature.state.value != nil)
    }
}
