import LaunchesCore

/// Launch Library's status and precision codes in the domain's terms.
enum LaunchLibraryStatusMapping {
    /// The live status: by id (stable across versions: 1 Go, 2 TBD, 3 Success, 4 Failure, 5 Hold, 6 In Flight,
    /// 7 Partial Failure, 8 TBC, 9 Payload Deployed, new in 2.3.0), else by short name; nil when none is sent.
    static func status(_ code: LaunchLibraryCode?) -> ReportedLaunchStatus? {
        guard let code else { return nil }
        if let id = code.id, let status = statusesByID[id] { return status }
        guard let text = code.abbrev ?? code.name else { return nil }
        return ReportedLaunchStatus(rawValue: text)
    }

    /// Launch Library's status ids (the same in 2.2.0 and 2.3.0).
    private static let statusesByID: [Int: ReportedLaunchStatus] = [
        1: .go, 2: .toBeDetermined, 3: .success, 4: .failure, 5: .hold, 6: .inFlight, 7: .partialFailure,
        8: .toBeConfirmed, 9: .payloadDeployed,
    ]

    /// The id Launch Library gives `status` (`status__ids`); nil for a status it does not know.
    static func id(of status: ReportedLaunchStatus) -> Int? {
        statusesByID.first { $0.value == status }?.key
    }

    /// The date precision and, for times known to the hour or better, how finely: SEC, MIN and HR are `hour` with
    /// `second`, `minute`, `hour`; DAY is `day`; M `month`; Q1–Q4 `quarter`; H1, H2 `half`; Y `year`; WK (week,
    /// which the domain has no period for) is kept as `unknown("week")`. Nil when no precision is sent.
    ///
    /// Imprecise NETs point at the end of their period (M: the last day of the month), which lies inside the
    /// period the domain derives from the date, so "has it passed" stays right.
    static func precision(_ code: LaunchLibraryCode?) -> (date: DatePrecision, time: TimePrecision?)? {
        guard let abbrev = code?.abbrev?.uppercased() else { return nil }
        switch abbrev {
        case "SEC": return (.hour, .second)
        case "MIN": return (.hour, .minute)
        case "HR": return (.hour, .hour)
        case "DAY": return (.day, nil)
        case "WK": return (.unknown("week"), nil)
        case "M": return (.month, nil)
        case "Q1", "Q2", "Q3", "Q4": return (.quarter, nil)
        case "H1", "H2": return (.half, nil)
        case "Y": return (.year, nil)
        default: return (.unknown(abbrev.lowercased()), nil)
        }
    }
}
