import LaunchesCore
import SharedPresentation

/// The launch's facts as labelled rows without a header: status (with failure reasons or an explanation), date
/// (with the countdown while the launch is to come, the launch-site local time and its precision), launch site (short and full name, place), crew and
/// landings.
///
/// Not a `View` itself: a `Form` only finds the labels of sections that are its direct children, so the detail
/// places ``section`` in its form.
struct LaunchFactsSection {
    /// The launch shown.
    let detail: LaunchDetail

    /// The facts as a headerless section.
    @ViewBuilder var section: some View {
        Section {
            LabeledContent("Status") {
                VStack {
                    detail.status.badge
                    ForEach(0..<detail.failureLines.count) { index in
                        Text(verbatim: detail.failureLines[index]).foregroundColor(.red)
                    }
                    if let note = detail.countdown?.sinceNote {
                        Text(verbatim: note).dim()
                    } else if let explanation = detail.status.explanation {
                        Text(explanation).dim()
                    }
                }
            }
            if detail.webcastIsLive, let stream = detail.links.first(where: { $0.kind == .webcast })?.url {
                LabeledContent("Webcast") {
                    VStack {
                        Text(LaunchPresenter.liveMark).bold().foregroundColor(.red)
                        Text(verbatim: stream.absoluteString)
                    }
                }
            }
            LabeledContent("Date") {
                VStack {
                    Text(verbatim: detail.date.primary)
                    if let countdown = detail.countdown {
                        Text(verbatim: countdown.text).bold()
                    }
                    if let siteLocal = detail.date.siteLocal {
                        Text(verbatim: siteLocal).dim()
                    }
                }
            }
            if let precision = detail.datePrecision {
                LabeledContent("Precision", value: precision.precisionLabel(time: detail.timePrecision))
            }
            LabeledContent("Launch site") {
                VStack {
                    Text(verbatim: detail.site.name)
                    if detail.site.fullName != detail.site.name {
                        Text(verbatim: detail.site.fullName)
                    }
                    if let place = detail.site.place {
                        Text(verbatim: place).dim()
                    }
                }
            }
            if detail.crewCount > 0 {
                LabeledContent("Crew", value: detail.crewCount == 1 ? "1 person" : "\(detail.crewCount) people")
            }
            if !detail.landingLines.isEmpty {
                LabeledContent("Booster") {
                    VStack {
                        ForEach(0..<detail.landingLines.count) { index in
                            Text(verbatim: detail.landingLines[index])
                        }
                    }
                }
            }
        }
    }
}
