import Foundation
import LaunchesCore
import SharedPresentation

/// The detail's record of a launch, after its links: "Changes", what the change history saw move (newest first,
/// each with when it was seen), and "Updates", the source's own notes (Launch Library's `updates[]`, newest
/// first, each with when and by whom). Each is left out when empty.
struct LaunchRecordSections: View {
    /// The launch shown.
    let detail: LaunchDetail

    var body: some View {
        VStack(spacing: 1) {
            if !detail.changes.isEmpty {
                Section("Changes") {
                    VStack(spacing: 1) {
                        ForEach(0..<detail.changes.count) { index in
                            VStack {
                                Text(verbatim: "Seen " + detail.changes[index].seen).dim()
                                ForEach(0..<detail.changes[index].lines.count) { line in
                                    Text(verbatim: detail.changes[index].lines[line]).padding(.leading, 2)
                                }
                            }
                        }
                    }
                }
            }
            if !detail.updates.isEmpty {
                Section("Updates") {
                    VStack(spacing: 1) {
                        ForEach(0..<detail.updates.count) { index in
                            VStack {
                                Text(verbatim: detail.updates[index].byline).dim()
                                Text(verbatim: detail.updates[index].comment).frame(maxWidth: 80)
                            }
                        }
                    }
                }
            }
        }
    }
}
