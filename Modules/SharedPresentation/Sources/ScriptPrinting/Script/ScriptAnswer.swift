import Foundation
import RepositoryDefinitions
import SharedPresentation

/// What a script-mode command found, ready to print: its screen (and the list's page footer, picture address)
/// or, with `--json`, the model whose source documents to print; and what to warn about.
public struct ScriptAnswer: Sendable {
    /// The screen to print once, without key hints.
    public var screen: AnyView
    /// The list's position among its pages, printed as a footer under the screen; nil prints none.
    public var page: ScriptPage?
    /// The address of the picture the screen frames, drawn when a picture protocol is chosen.
    public var picture: URL?
    /// What `--json` prints instead of the screen: the model (or models) whose documents the printer's encoder
    /// finds; the domain has no JSON form of its own.
    public var json: any Sendable
    /// What to warn about after the output.
    public var notice: ScriptNotice

    /// An answer whose data is in `state`.
    public init<Value: Sendable>(
        screen: some View, page: ScriptPage? = nil, picture: URL? = nil, json: any Sendable,
        state: LoadState<Value>
    ) {
        self.screen = AnyView(screen)
        self.page = page
        self.picture = picture
        self.json = json
        notice = ScriptNotice(state)
    }
}
