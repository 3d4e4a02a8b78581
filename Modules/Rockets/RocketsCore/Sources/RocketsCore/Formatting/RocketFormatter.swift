import Foundation
import RepositoryDefinitions

/// Turns rocket data into the text the screens show, the same in every locale and time zone.
///
/// Numbers are grouped with "," (`1,207,920`), dates are UTC days (`4 Jun 2010`), and anything unknown shows
/// as ``placeholder``, never "nil" or a misleading zero.
public enum RocketFormatter {
    /// What every unknown value shows as.
    public static let placeholder = "—"

    /// Trimmed text, or the placeholder when it is missing or blank.
    public static func text(_ value: String?) -> String {
        nonBlank(value) ?? placeholder
    }

    /// Each word with its first letter upper-cased and the rest kept: "merlin" → "Merlin", "RP-1" stays.
    static func capitalizedWords(_ value: String) -> String {
        value.split(separator: " ", omittingEmptySubsequences: true)
            .map { word in word.prefix(1).uppercased() + word.dropFirst() }
            .joined(separator: " ")
    }

    /// The vehicle type, word by word capitalised: "rocket" → "Rocket".
    public static func type(_ type: String?) -> String {
        nonBlank(type).map(capitalizedWords) ?? placeholder
    }

    /// "Active", "Inactive", or the placeholder when unknown.
    public static func activeStatus(_ active: Bool?) -> String {
        switch active {
        case true?: "Active"
        case false?: "Inactive"
        case nil: placeholder
        }
    }

    /// A success rate like "98%".
    public static func successRate(_ percent: Int?) -> String {
        percent.map { "\(NumberText.grouped($0))%" } ?? placeholder
    }

    /// A plain count like "2" (stages, boosters).
    public static func count(_ value: Int?) -> String {
        value.map(NumberText.grouped) ?? placeholder
    }

    /// A launch price in full US dollars, like "$50,000,000".
    public static func cost(_ dollars: Int?) -> String {
        guard let dollars else { return placeholder }
        return (dollars < 0 ? "-$" : "$") + NumberText.grouped(Int(clamping: dollars.magnitude))
    }

    /// A UTC calendar day like "4 Jun 2010", so a date-only field never shows as the day before.
    public static func day(_ date: Date?) -> String {
        guard let date else { return placeholder }
        let parts = CalendarDay.calendar(in: CalendarDay.utc).dateComponents([.year, .month, .day], from: date)
        guard let year = parts.year, let month = parts.month, let day = parts.day, (1...12).contains(month)
        else { return placeholder }
        return "\(day) \(MonthNames.abbreviation(of: month)) \(year)"
    }

    /// A length in both units, like "70 m (229.6 ft)"; one unit alone when the other is unknown.
    public static func length(_ dimension: Dimension?) -> String {
        pair(
            dimension?.meters.map { "\(NumberText.decimal($0)) m" },
            dimension?.feet.map { "\(NumberText.decimal($0)) ft" })
    }

    /// A mass in both units, like "549,054 kg (1,207,920 lb)".
    public static func mass(_ mass: Mass?) -> String {
        weight(kg: mass?.kg, lb: mass?.lb)
    }

    /// A weight in both units, like "22,800 kg (50,265 lb)".
    public static func weight(kg: Int?, lb: Int?) -> String {
        pair(kg.map { "\(NumberText.grouped($0)) kg" }, lb.map { "\(NumberText.grouped($0)) lb" })
    }

    /// A thrust in both units, like "845 kN (190,000 lbf)".
    public static func thrust(_ thrust: Thrust?) -> String {
        pair(thrust?.kN.map { "\(NumberText.decimal($0)) kN" }, thrust?.lbf.map { "\(NumberText.decimal($0)) lbf" })
    }

    /// One payload destination, like "Low Earth Orbit: 22,800 kg (50,265 lb)".
    static func payloadCapacity(_ payload: PayloadWeight) -> String {
        "\(text(payload.name)): \(weight(kg: payload.kg, lb: payload.lb))"
    }

    /// Propellant in metric tons, like "385 t".
    public static func fuel(_ tons: Double?) -> String {
        tons.map { "\(NumberText.decimal($0)) t" } ?? placeholder
    }

    /// A burn time like "162 s".
    static func burnTime(_ seconds: Int?) -> String {
        seconds.map { "\(NumberText.grouped($0)) s" } ?? placeholder
    }

    /// "Reusable", "Expendable", or the placeholder when unknown.
    static func reusability(_ reusable: Bool?) -> String {
        switch reusable {
        case true?: "Reusable"
        case false?: "Expendable"
        case nil: placeholder
        }
    }

    /// Specific impulse like "288 s (sea level), 312 s (vacuum)".
    static func specificImpulse(_ isp: SpecificImpulse?) -> String {
        let parts = [
            isp?.seaLevel.map { "\(NumberText.grouped($0)) s (sea level)" },
            isp?.vacuum.map { "\(NumberText.grouped($0)) s (vacuum)" },
        ].compactMap { $0 }
        return parts.isEmpty ? placeholder : parts.joined(separator: ", ")
    }

    /// A plain decimal like "180.1" (thrust-to-weight).
    static func decimal(_ value: Double?) -> String {
        value.map { NumberText.decimal($0) } ?? placeholder
    }

    /// The oxidiser and fuel, like "liquid oxygen / RP-1 kerosene".
    static func propellants(_ engines: Engines?) -> String {
        let parts = [nonBlank(engines?.propellant1), nonBlank(engines?.propellant2)].compactMap { $0 }
        return parts.isEmpty ? placeholder : parts.joined(separator: " / ")
    }

    /// The engines in one line: "9 × Merlin 1D+, octaweb; liquid oxygen / RP-1 kerosene".
    ///
    /// The type is capitalised word by word, the version follows when not empty, the layout when present, then
    /// the propellants: Starship reads "37 × Raptor; liquid oxygen / liquid methane".
    static func enginesSummary(_ engines: Engines?) -> String {
        guard let engines else { return placeholder }
        let kind = [nonBlank(engines.type).map(capitalizedWords), nonBlank(engines.version)].compactMap { $0 }
            .joined(separator: " ")
        var head: String
        switch (engines.number, kind.isEmpty) {
        case (let number?, false): head = "\(NumberText.grouped(number)) × \(kind)"
        case (let number?, true): head = "\(NumberText.grouped(number)) \(number == 1 ? "engine" : "engines")"
        case (nil, false): head = kind
        case (nil, true): head = ""
        }
        if let layout = nonBlank(engines.layout) {
            head = head.isEmpty ? layout : "\(head), \(layout)"
        }
        let propellants = propellants(engines)
        switch (head.isEmpty, propellants == placeholder) {
        case (true, true): return placeholder
        case (true, false): return propellants
        case (false, true): return head
        case (false, false): return "\(head); \(propellants)"
        }
    }

    /// Landing legs like "4 × carbon fiber", "None" for zero legs, or "4 legs" when the material is unknown.
    static func landingLegs(_ legs: LandingLegs?) -> String {
        guard let number = legs?.number else { return placeholder }
        if number == 0 { return "None" }
        if let material = nonBlank(legs?.material) { return "\(NumberText.grouped(number)) × \(material)" }
        return "\(NumberText.grouped(number)) \(number == 1 ? "leg" : "legs")"
    }

    /// A fairing's size like "13.1 m (43 ft) tall, 5.2 m (17.1 ft) wide"; the placeholder when both are unknown.
    public static func fairing(_ fairing: CompositeFairing?) -> String {
        let height = length(fairing?.height)
        let diameter = length(fairing?.diameter)
        if height == placeholder, diameter == placeholder { return placeholder }
        return "\(height) tall, \(diameter) wide"
    }

    /// A stage in one line, like "9 engines, 385 t fuel, burn 162 s, reusable"; unknown parts show "—".
    static func stageSummary(engines: Int?, fuelAmountTons: Double?, burnTimeSec: Int?, reusable: Bool?)
        -> String
    {
        if engines == nil, fuelAmountTons == nil, burnTimeSec == nil, reusable == nil { return placeholder }
        var parts = [
            engines.map { "\(NumberText.grouped($0)) \($0 == 1 ? "engine" : "engines")" } ?? "engines \(placeholder)",
            fuelAmountTons.map { "\(fuel($0)) fuel" } ?? "fuel \(placeholder)",
            "burn \(burnTime(burnTimeSec))",
        ]
        if let reusable { parts.append(reusable ? "reusable" : "expendable") }
        return parts.joined(separator: ", ")
    }

    /// The photo to show for a rocket: its first `http`/`https` Flickr image.
    public static func imageURL(_ rocket: Rocket) -> URL? {
        rocket.flickrImages.first(where: WebAddress.isWebLink)
    }

    /// A link a browser can open (`http` or `https`), or nil.
    static func webLink(_ url: URL?) -> URL? {
        url.flatMap { WebAddress.isWebLink($0) ? $0 : nil }
    }

    /// Joins two renderings of one quantity as "primary (secondary)".
    private static func pair(_ primary: String?, _ secondary: String?) -> String {
        switch (primary, secondary) {
        case (let primary?, let secondary?): "\(primary) (\(secondary))"
        case (let primary?, nil): primary
        case (nil, let secondary?): secondary
        case (nil, nil): placeholder
        }
    }

    /// Trimmed text, or nil when missing or blank.
    private static func nonBlank(_ value: String?) -> String? {
        guard let trimmed = value?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty else {
            return nil
        }
        return trimmed
    }
}
