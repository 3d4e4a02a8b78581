import Foundation

/// A component of an iCalendar object (`VCALENDAR`, `VEVENT`, `VALARM`, …): its properties in order, then its
/// subcomponents; ``serialized`` writes it as RFC 5545 text (folded lines, CRLF).
public struct ICalendarComponent: Sendable, Hashable {
    /// The component name, e.g. `VEVENT`.
    public var name: String
    /// Its properties in order.
    public var properties: [ICalendarProperty]
    /// The components inside it.
    public var components: [ICalendarComponent]

    /// Creates a component.
    public init(_ name: String, properties: [ICalendarProperty] = [], components: [ICalendarComponent] = []) {
        self.name = name
        self.properties = properties
        self.components = components
    }

    /// A `VCALENDAR` with `PRODID`, `VERSION:2.0`, `CALSCALE:GREGORIAN` and, when `refresh` is given (seconds),
    /// `REFRESH-INTERVAL;VALUE=DURATION` (RFC 7986) and `X-PUBLISHED-TTL` with it, so subscribers re-read it.
    public static func calendar(
        productID: String, name: String? = nil, refresh: Int? = nil, components: [ICalendarComponent]
    ) -> Self {
        var properties: [ICalendarProperty] = [
            ICalendarProperty("PRODID", productID), ICalendarProperty("VERSION", "2.0"),
            ICalendarProperty("CALSCALE", "GREGORIAN"),
        ]
        if let name { properties.append(.text("X-WR-CALNAME", name)) }
        if let refresh {
            let duration = ICalendarValue.duration(seconds: refresh)
            properties.append(ICalendarProperty("REFRESH-INTERVAL", duration, parameters: [.init("VALUE", "DURATION")]))
            properties.append(ICalendarProperty("X-PUBLISHED-TTL", duration))
        }
        return Self("VCALENDAR", properties: properties, components: components)
    }

    /// A `VALARM` that displays `description` `secondsBefore` seconds before the event starts.
    public static func displayAlarm(secondsBefore: Int, description: String) -> Self {
        Self(
            "VALARM",
            properties: [
                ICalendarProperty("ACTION", "DISPLAY"), .text("DESCRIPTION", description),
                ICalendarProperty("TRIGGER", ICalendarValue.duration(seconds: -secondsBefore)),
            ])
    }

    /// The component as RFC 5545 text: `BEGIN`, the folded properties, the subcomponents, `END`, each line ended
    /// by CRLF.
    public var serialized: String {
        var text = ICalendarText.folded("BEGIN:" + name)
        for property in properties { text += ICalendarText.folded(property.line) }
        for component in components { text += component.serialized }
        return text + ICalendarText.folded("END:" + name)
    }
}
