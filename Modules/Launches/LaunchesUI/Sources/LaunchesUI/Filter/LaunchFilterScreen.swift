import LaunchesCore
import SharedPresentation

/// The launches filter as a form: start and end day (either may be empty for an open end), local time or UTC,
/// newest or oldest first, search words, rocket, launch site, status and crewed only, then the validation error and
/// the keys. How days are read is the subtitle, so the error stays near the fields on a small terminal.
///
/// The focused row is marked with `›` and a bold label, and a text field shows a caret after its text; toggles
/// show both choices with the chosen one filled (`◉`/`○`, ASCII `(*)`/`( )`). The error is red with `✗`.
public struct LaunchFilterScreen: View {
    /// The screen title.
    public static let title = "Filter launches"

    /// The typed start day.
    let startText: String
    /// The typed end day.
    let endText: String
    /// Whether days are taken in UTC.
    let usesUTC: Bool
    /// Newest or oldest first.
    let sortOrder: LaunchSortOrder
    /// The typed search words.
    let searchText: String
    /// The typed rocket, site and status, and whether only crewed flights are shown.
    let criteria: CriteriaFields
    /// The focused row, or nil.
    let focus: LaunchFilterFocus?
    /// Why the form cannot be applied, or nil.
    let errorMessage: String?
    /// The user's own time zone, like "Europe/Paris".
    let timeZoneName: String
    /// Where Esc goes back to, or nil.
    let backTitle: String?
    /// Whether the keys are drawn under the form (false when the browser's key bar shows them).
    let showsKeyHints: Bool

    /// The criteria's rows as typed: rocket, site and status names, and the crew toggle.
    public struct CriteriaFields: Sendable, Equatable {
        var rocket = ""
        var site = ""
        var status = ""
        var crewedOnly = false

        /// The fields as typed.
        public init(rocket: String = "", site: String = "", status: String = "", crewedOnly: Bool = false) {
            (self.rocket, self.site, self.status, self.crewedOnly) = (rocket, site, status, crewedOnly)
        }
    }

    /// Creates the form with the focus on any row (``LaunchFilterFocus`` covers them all).
    public init(
        startText: String, endText: String, usesUTC: Bool, sortOrder: LaunchSortOrder, searchText: String,
        criteria: CriteriaFields = CriteriaFields(), focus: LaunchFilterFocus?, errorMessage: String?,
        timeZoneName: String, backTitle: String? = nil, showsKeyHints: Bool = true
    ) {
        self.showsKeyHints = showsKeyHints
        self.startText = startText
        self.endText = endText
        self.usesUTC = usesUTC
        self.sortOrder = sortOrder
        self.searchText = searchText
        self.criteria = criteria
        self.focus = focus
        self.errorMessage = errorMessage
        self.timeZoneName = timeZoneName
        self.backTitle = backTitle
    }

    /// Creates the form with the focus on one of the date fields, or on none.
    public init(
        startText: String, endText: String, usesUTC: Bool, sortOrder: LaunchSortOrder, searchText: String,
        focusedField: LaunchFilterField?, errorMessage: String?, timeZoneName: String, backTitle: String? = nil
    ) {
        self.init(
            startText: startText, endText: endText, usesUTC: usesUTC, sortOrder: sortOrder, searchText: searchText,
            focus: focusedField.map(LaunchFilterFocus.init), errorMessage: errorMessage, timeZoneName: timeZoneName,
            backTitle: backTitle)
    }

    /// The keys the form understands, shown under it.
    public static let keyHints: [KeyHint] = [
        KeyHint("⏎", "apply", ascii: "enter", priority: .high), KeyHint("Esc", "cancel", priority: .high),
        KeyHint("Tab", "next field"),
        KeyHint("Space", "toggle"),
    ]

    /// Title bar, rows, note, error and keys, blocks one blank line apart.
    public var body: some View {
        VStack(spacing: 1) {
            NavigationBar(
                Self.title, subtitle: "Days run from 00:00 to 23:59 in the chosen time zone, both included",
                backTitle: backTitle)
            VStack {
                fields.text(.start, text: startText, placeholder: "YYYY-MM-DD (optional)")
                fields.text(.end, text: endText, placeholder: "YYYY-MM-DD (optional)")
                fields.choice(.timeZone, choices: [("Local time (\(timeZoneName))", !usesUTC), ("UTC", usesUTC)])
                fields.choice(.sortOrder, choices: LaunchSortOrder.allCases.map { ($0.label, $0 == sortOrder) })
                fields.text(.search, text: searchText, placeholder: "Words in the name or details (optional)")
                fields.text(.rocket, text: criteria.rocket, placeholder: "Falcon 9, Starship (optional)")
                fields.text(.site, text: criteria.site, placeholder: "LC-39A, Starbase (optional)")
                fields.text(.status, text: criteria.status, placeholder: "success, upcoming (optional)")
                fields.choice(.crewed, choices: [("Any", !criteria.crewedOnly), ("Crewed only", criteria.crewedOnly)])
            }
            if let errorMessage {
                Banner(errorMessage, status: .failure).anchor(FormAnchor<LaunchFilterFocus>.error)
            }
            if showsKeyHints {
                KeyHintBar(Self.keyHints)
            }
        }
    }

    /// The rows of the form, with the focus marked.
    private var fields: FormFieldRows<LaunchFilterFocus> {
        FormFieldRows(fields: LaunchFilterFocus.allCases, focus: focus, label: \.label)
    }
}
