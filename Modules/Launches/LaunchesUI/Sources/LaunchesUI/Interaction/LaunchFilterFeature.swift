import Foundation
import LaunchesCore
import SharedPresentation

/// The launches' filter on the form scaffold: the ``LaunchFilterFocus`` fields, typing into the day, search,
/// rocket, site and status fields, Space toggling the zone, the order and crewed only, and ⏎ applying the filter
/// to the list.
@MainActor
public final class LaunchFilterFeature: FormFeature {
    /// The typed values.
    public let form: LaunchFilterForm
    private let list: LaunchesListController

    /// A form starting from `list`'s filter; `userTimeZone` is the "local time" choice.
    public init(list: LaunchesListController, userTimeZone: TimeZone) {
        self.list = list
        form = LaunchFilterForm(filter: list.viewModel.filter, userTimeZone: userTimeZone)
    }

    public var title: String { "Filter" }
    public var keyHints: [KeyHint] { LaunchFilterScreen.keyHints }

    public func screen(focus: LaunchFilterFocus, errorMessage: String?, backTitle: String?) -> LaunchFilterScreen {
        LaunchFilterScreen(
            form: form, focus: focus, errorMessage: errorMessage, backTitle: backTitle, showsKeyHints: false)
    }

    /// Typing and deleting change a day or the search words; Space flips a toggle.
    public func edit(_ field: LaunchFilterFocus, with key: Key) -> Bool {
        switch (key, field) {
        case (.character(" "), .timeZone): form.usesUTC.toggle()
        case (.character(" "), .sortOrder):
            form.sortOrder = form.sortOrder == .newestFirst ? .oldestFirst : .newestFirst
        case (.character(" "), .crewed): form.crewedOnly.toggle()
        case (.backspace, _): edit(field) { if !$0.isEmpty { $0.removeLast() } }
        case (.character(let character), _): edit(field) { $0.append(character) }
        default: return false
        }
        return true
    }

    /// Applies the filter to the list, or names the day, rocket, site or status at fault.
    public func submit() -> Result<ScreenOutcome<LaunchesIntent>, FormProblem<LaunchFilterFocus>> {
        let criteria: LaunchCriteria
        switch form.criteria {
        case .success(let chosen): criteria = chosen
        case .failure(let error):
            return .failure(FormProblem(field: LaunchFilterFocus(error.kind), message: error.userMessage))
        }
        if let problem = refusal(of: criteria) { return .failure(problem) }
        return form.result.map { list.apply($0.settingCriteria(criteria)) }.mapError {
            FormProblem(field: LaunchFilterFocus($0.field), message: $0.userMessage)
        }
    }

    /// What the list's source can't be asked for among `criteria`, on the field of the criterion at fault.
    private func refusal(of criteria: LaunchCriteria) -> FormProblem<LaunchFilterFocus>? {
        guard let source = list.viewModel.repository as? any LaunchCriteriaChecking,
            let problem = source.unsupportedCriteria(criteria)
        else { return nil }
        let single: [(LaunchFilterFocus, LaunchCriteria)] = [
            (.rocket, LaunchCriteria(rocket: criteria.rocket)), (.site, LaunchCriteria(site: criteria.site)),
            (.status, LaunchCriteria(status: criteria.status)),
            (.crewed, LaunchCriteria(crewedOnly: criteria.crewedOnly)),
        ]
        let field = single.first { source.unsupportedCriteria($0.1) != nil }?.0 ?? .rocket
        return FormProblem(field: field, message: problem)
    }

    /// Changes the text of `field`; the toggles have none.
    private func edit(_ field: LaunchFilterFocus, _ change: (inout String) -> Void) {
        switch field {
        case .start: change(&form.startText)
        case .end: change(&form.endText)
        case .search: change(&form.searchText)
        case .rocket: change(&form.rocketText)
        case .site: change(&form.siteText)
        case .status: change(&form.statusText)
        case .timeZone, .sortOrder, .crewed: break
        }
    }
}

/// The date-filter form as an interactive screen.
public typealias LaunchFilterController = FormController<LaunchFilterFeature>

extension FormController where Feature == LaunchFilterFeature {
    /// The form over `list`'s filter; `userTimeZone` is the "local time" choice.
    public convenience init(list: LaunchesListController, userTimeZone: TimeZone) {
        self.init(LaunchFilterFeature(list: list, userTimeZone: userTimeZone))
    }
}
