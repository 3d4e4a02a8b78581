import Foundation

/// Python's `icalendar` (Debian package `python3-icalendar`), a real iCalendar parser no one here wrote: parses
/// calendar files, checks what RFC 5545 requires of them, and reports their events for a test to compare.
public enum ICalendarValidator {
    /// One `VEVENT` as the parser read it.
    public struct Event: Decodable, Sendable, Equatable {
        /// `UID`.
        public let uid: String
        /// `SEQUENCE`.
        public let sequence: Int
        /// `STATUS`.
        public let status: String
        /// `DTSTART` as written (`20260522T223000Z`, or `20260531` for a date).
        public let start: String
        /// `DTEND` as written, if any.
        public let end: String?
        /// `SUMMARY`.
        public let summary: String
        /// How many `VALARM`s it has.
        public let alarms: Int
        /// `GEO` as latitude and longitude (checked in range), if any.
        public let geo: [Double]?
        /// `DESCRIPTION`, unescaped, if any.
        public let description: String?
    }

    /// A Python with `icalendar`: `/usr/bin/python3` (where Debian installs it), then `python3` on `PATH`.
    public static var python: URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let candidates = ["/usr/bin"] + path.split(separator: ":").map(String.init)
        return candidates.lazy.map { URL(fileURLWithPath: $0).appendingPathComponent("python3") }
            .first { candidate in
                guard FileManager.default.isExecutableFile(atPath: candidate.path),
                    let output = try? ChildProcess.run(
                        candidate, arguments: ["-c", "import icalendar"], environment: ["LANG": "C.UTF-8"],
                        timeout: 30)
                else { return false }
                return output.status == 0
            }
    }

    /// The events of each file of `files` (in order), after checking each parses and is valid: CRLF line ends,
    /// no line over 75 octets, `PRODID` and `VERSION:2.0`, every event with `UID`, `DTSTAMP`, `DTSTART`, `SEQUENCE`
    /// and `STATUS`, `DTEND` after `DTSTART` and of its type, `GEO` (when given) two floats in range, no parse errors. Throws with the reasons otherwise, or
    /// saying how to install `icalendar` when it is missing.
    public static func events(in files: [URL]) throws -> [[Event]] {
        guard let python else {
            throw EndToEndSupportError(
                "Python's icalendar is not installed (Debian package python3-icalendar): run "
                    + "scripts/install-test-tools or apt-get install -y python3-icalendar")
        }
        let output = try ChildProcess.run(
            python, arguments: ["-c", script] + files.map(\.path), environment: ["LANG": "C.UTF-8"], timeout: 120)
        guard output.status == 0, !output.timedOut else {
            throw EndToEndSupportError("icalendar rejected a calendar (status \(output.status)):\n\(output.stderr)")
        }
        return try JSONDecoder().decode([[Event]].self, from: output.stdoutData)
    }

    private static let script = #"""
        import json, sys, icalendar

        def fail(path, why):
            sys.exit("%s: %s" % (path, why))

        result = []
        for path in sys.argv[1:]:
            data = open(path, "rb").read()
            lines = data.split(b"\r\n")
            if lines[-1] != b"": fail(path, "does not end with CRLF")
            for line in lines:
                if b"\n" in line or b"\r" in line: fail(path, "a bare CR or LF")
                if len(line) > 75: fail(path, "a line of %d octets" % len(line))
                line.decode("utf-8")
            calendar = icalendar.Calendar.from_ical(data)
            if calendar.name != "VCALENDAR": fail(path, "not a VCALENDAR")
            if "PRODID" not in calendar or calendar.get("VERSION") != "2.0": fail(path, "no PRODID or VERSION")
            events = []
            for component in calendar.walk():
                if component.errors: fail(path, "parse errors %r" % component.errors)
                if component.name != "VEVENT": continue
                for name in ("UID", "DTSTAMP", "DTSTART", "SEQUENCE", "STATUS", "SUMMARY"):
                    if name not in component: fail(path, "an event without " + name)
                start = component.decoded("DTSTART")
                end = component.decoded("DTEND") if "DTEND" in component else None
                if end is not None:
                    if type(end) is not type(start): fail(path, "DTEND and DTSTART of different types")
                    if not end > start: fail(path, "DTEND not after DTSTART")
                if component.get("STATUS") not in ("CONFIRMED", "TENTATIVE", "CANCELLED"):
                    fail(path, "STATUS %s" % component.get("STATUS"))
                geo = None
                if "GEO" in component:
                    latitude, longitude = float(component["GEO"].latitude), float(component["GEO"].longitude)
                    if not (-90 <= latitude <= 90 and -180 <= longitude <= 180): fail(path, "GEO out of range")
                    geo = [latitude, longitude]
                events.append({
                    "uid": str(component["UID"]), "sequence": int(component["SEQUENCE"]),
                    "status": str(component["STATUS"]), "start": component["DTSTART"].to_ical().decode(),
                    "end": component["DTEND"].to_ical().decode() if "DTEND" in component else None,
                    "summary": str(component["SUMMARY"]),
                    "alarms": sum(1 for sub in component.subcomponents if sub.name == "VALARM"),
                    "geo": geo,
                    "description": str(component["DESCRIPTION"]) if "DESCRIPTION" in component else None,
                })
            result.append(events)
        print(json.dumps(result))
        """#
}
