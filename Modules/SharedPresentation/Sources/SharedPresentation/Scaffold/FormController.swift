/// Any feature's form as an interactive screen (the form scaffold): it takes every key (text entry), Tab/↓ and
/// Shift-Tab/↑ move through the ``FormFeature``'s fields in order (wrapping), other keys edit the focused one,
/// ⏎ applies the form or focuses the field at fault and shows why, and Esc leaves.
///
/// The form scrolls when the terminal is short: PgUp/PgDn scroll it, and after any other key the window shows the
/// error and the focused field. Its keys are in the browser's key bar, so they never scroll away.
@MainActor
public final class FormController<Feature: FormFeature>: InteractiveScreen {
    /// The feature's form and values.
    public let feature: Feature
    /// The focused field.
    public private(set) var focus: Feature.Field
    /// Why the last ⏎ was refused, until the next key that edits or moves.
    public private(set) var errorMessage: String?
    /// How far the form is scrolled.
    private var scroll = ScrollViewport()

    /// The form of `feature`, focused on its first field.
    public init(_ feature: Feature) {
        self.feature = feature
        focus = Self.fields[0]
    }

    public var title: String { feature.title }
    public var keyHints: [KeyHint] { feature.keyHints }
    public var capturesKeys: Bool { true }
    public var isBusy: Bool { false }

    /// The fields in Tab order.
    private static var fields: [Feature.Field] { Array(Feature.Field.allCases) }

    /// The whole form, unscrolled, with where its fields and error were drawn.
    public func frame(in environment: ScreenEnvironment) -> RenderedFrame {
        feature.screen(focus: focus, errorMessage: errorMessage, backTitle: environment.backTitle)
            .renderFrame(width: environment.width, context: environment.context)
    }

    public func render(in environment: ScreenEnvironment) -> [StyledLine] {
        let frame = frame(in: environment)
        return scroll.window(of: frame.lines, height: environment.height, anchors: anchors(in: frame))
    }

    public func handle(_ key: Key, in environment: ScreenEnvironment) -> ScreenOutcome<Feature.Intent> {
        if key == .pageDown || key == .pageUp {
            let frame = frame(in: environment)
            scroll.apply(
                key == .pageDown ? .pageDown : .pageUp, lineCount: frame.lines.count, height: environment.height,
                anchors: anchors(in: frame))
            return .none
        }
        scroll.reveal()
        let fields = Self.fields
        let index = fields.firstIndex(of: focus) ?? 0
        switch key {
        case .escape:
            return ScreenOutcome(dismiss: true)
        case .tab, .down: focus = fields[(index + 1) % fields.count]
        case .backTab, .up: focus = fields[(index + fields.count - 1) % fields.count]
        case .enter:
            switch feature.submit() {
            case .failure(let problem):
                focus = problem.field
                errorMessage = problem.message
                return .none
            case .success(var outcome):
                outcome.dismiss = true
                return outcome
            }
        default:
            guard feature.edit(focus, with: key) else { return .none }
        }
        errorMessage = nil
        return .none
    }

    public func load() -> ScreenOutcome<Feature.Intent> { .none }
    public func refresh() -> ScreenOutcome<Feature.Intent> { .none }

    /// What the window keeps in view, most important first: the error, then the focused field.
    private func anchors(in frame: RenderedFrame) -> [Range<Int>] {
        [frame.region(of: FormAnchor<Feature.Field>.error), frame.region(of: FormAnchor.field(focus))]
            .compactMap { $0 }
    }
}
