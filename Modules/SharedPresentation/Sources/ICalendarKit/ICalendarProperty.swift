import Foundation

/// One content line of an iCalendar object: a name, its parameters and a value already in its iCalendar form
/// (use ``text(_:_:parameters:)`` for TEXT, which escapes).
public struct ICalendarProperty: Sendable, Hashable, Codable {
    /// The property name, e.g. `DTSTART`.
    public var name: String
    /// The parameters in order, e.g. `("VALUE", "DATE")`; values with `:`, `;` or `,` are quoted.
    public var parameters: [Parameter]
    /// The value as written.
    public var value: String

    /// One parameter of a property.
    public struct Parameter: Sendable, Hashable, Codable {
        /// The parameter name.
        public var name: String
        /// Its value, unquoted.
        public var value: String

        /// Creates a parameter.
        public init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }

    /// A property whose value is written as given.
    public init(_ name: String, _ value: String, parameters: [Parameter] = []) {
        self.name = name
        self.parameters = parameters
        self.value = value
    }

    /// A TEXT property: `text` escaped.
    public static func text(_ name: String, _ text: String, parameters: [Parameter] = []) -> Self {
        Self(name, ICalendarText.escaped(text), parameters: parameters)
    }

    /// A date-time in UTC (`DTSTART:20260522T223000Z`).
    public static func dateTime(_ name: String, _ date: Date) -> Self {
        Self(name, ICalendarValue.dateTime(date))
    }

    /// A date (`DTSTART;VALUE=DATE:20260531`) of the UTC day that contains `date`.
    public static func date(_ name: String, _ date: Date) -> Self {
        Self(name, ICalendarValue.date(date), parameters: [Parameter("VALUE", "DATE")])
    }

    /// The unfolded content line, without CRLF.
    public var line: String {
        let parameterText = parameters.map { parameter in
            let quoted = parameter.value.contains { ":;,".contains($0) }
            // A parameter value may hold no quote and no control character but TAB (RFC 5545 QSAFE-CHAR).
            let value = String(
                String.UnicodeScalarView(
                    parameter.value.unicodeScalars.filter {
                        $0 == "\t" || ($0.value >= 0x20 && $0 != "\"" && $0.value != 0x7F)
                    }))
            return ";" + parameter.name + "=" + (quoted ? "\"\(value)\"" : value)
        }
        return name + parameterText.joined() + ":" + value
    }
}
