import Foundation
import LaunchesCore
import SharedPresentation

/// The detail's record of a launch, after its links: "Changes", what the change history saw move (newest first,
/// each with when it was seen), and "Updates", the source's own notes (Launch Library's `updates[]`, newest
/// first, each with when and by whom; the newest ``updatesShown``). Each is left out when empty.
struct LaunchRecordSections: View {
    /// The launch shown.
    let detail: LaunchDetail

    /// The most notes shown, newest first (Starship Flight 12 has 26 by its landing).
    static let updatesShown = 10

    var body: some View {
        VStack(spacing: 1) {
            if !detail.changes.isEmpty {
                Section("Changes") {
                    VStack(spacing: 1) {
                        ForEach(0..<detail.changes.count) { index in
                            LaunchMoveView(move: detail.changes[index], showsName: false)
                        }
                    }
                }
            }
            if !detail.updates.isEmpty {
                Section("Updates") {
                    VStack(spacing: 1) {
                        ForEach(0..<min(detail.updates.count, Self.updatesShown)) { index in
                            VStack {
                                Text(verbatim: detail.updates[index].byline).dim()
                                Text(verbatim: detail.updates[index].comment).frame(maxWidth: 80)
                            }
                        }
                        if detail.updates.count > Self.updatesShown {
                            let earlier = detail.updates.count - Self.updatesShown
                            Text(verbatim: "\(earlier) earlier \(earlier == 1 ? "update" : "updates") not shown").dim()
                        }
                    }
                }
            }
        }
    }
}
