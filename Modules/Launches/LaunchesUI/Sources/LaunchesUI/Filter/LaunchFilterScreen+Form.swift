import LaunchesCore
import SharedPresentation

extension LaunchFilterScreen {
    /// Reads the typed values, the zone choice, the order and the user's zone from `form`; `showsKeyHints` false
    /// leaves the keys to the browser's key bar.
    ///
    /// `errorMessage` is passed in rather than read from `form.errorMessage`, so the App decides when a problem is
    /// shown (on submit, or live while typing).
    @MainActor
    public init(
        form: LaunchFilterForm, focus: LaunchFilterFocus?, errorMessage: String?, backTitle: String? = nil,
        showsKeyHints: Bool = true
    ) {
        self.init(
            startText: form.startText, endText: form.endText, usesUTC: form.usesUTC, sortOrder: form.sortOrder,
            searchText: form.searchText,
            criteria: CriteriaFields(
                rocket: form.rocketText, site: form.siteText, status: form.statusText, crewedOnly: form.crewedOnly),
            focus: focus, errorMessage: errorMessage,
            timeZoneName: form.userTimeZone.identifier, backTitle: backTitle, showsKeyHints: showsKeyHints)
    }
}
