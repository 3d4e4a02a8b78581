import Foundation
import LaunchesCore
import RepositoryDefinitions
import SharedPresentation

/// `spacex next`: the next launch at a glance, as live trackers put it first: its name, status, NET with its
/// countdown, site-local time and precision, the launch site, and the webcast. The facts are the detail's own
/// (``LaunchFactsSection``), so the two never disagree.
public struct NextLaunchScreen: View {
    /// The title bar's text.
    public static let title = "Next launch"

    /// The launch, or nil when the source lists none to come.
    let detail: LaunchDetail?
    /// What the frozen source or an empty list says instead.
    let emptyMessage: String

    /// Creates the screen; with no `detail`, `emptyMessage` says why.
    public init(detail: LaunchDetail?, emptyMessage: String = "No upcoming launch is listed.") {
        self.detail = detail
        self.emptyMessage = emptyMessage
    }

    public var body: some View {
        VStack(spacing: 1) {
            NavigationBar(Self.title, subtitle: detail?.mission, backTitle: nil)
            if let detail {
                Form(spacing: 1) {
                    LaunchFactsSection(detail: detail).section
                    Section {
                        LabeledContent("Webcast") {
                            if let watch = detail.links.first(where: { $0.kind == .webcast })?.url {
                                Text(verbatim: watch.absoluteString)
                            } else {
                                Text("No webcast announced").dim()
                            }
                        }
                    }
                }
            } else {
                ContentUnavailableView("No next launch", message: emptyMessage)
            }
        }
    }
}
