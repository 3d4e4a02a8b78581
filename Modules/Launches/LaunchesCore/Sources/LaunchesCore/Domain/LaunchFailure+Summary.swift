import Foundation

extension LaunchFailure {
    /// The longest span from lift-off a failure time may have to be shown: 30 days. The longest in the data is
    /// AMOS-6's T-45 h 53 min (a pad test two days before its launch date); a number beyond this is the server's
    /// mistake, and a "T-2562047788015215 h" tells the user nothing, so the time is left out.
    static let longestShownSpan = 30 * 24 * 3600

    /// The farthest a failure altitude may be to be shown: the Moon's distance, in km; beyond it, or below 0, the
    /// number is the server's mistake and is left out.
    static let farthestShownAltitude = 400_000

    /// The failure time relative to lift-off, like "T+33 s", or "T-45 h 53 min" for long spans; nil beyond
    /// ``longestShownSpan``.
    var timeText: String? {
        guard let time, time.magnitude <= Self.longestShownSpan else { return nil }
        let sign = time < 0 ? "-" : "+"
        let seconds = time.magnitude  // abs(Int.min) traps; the server's number may be any Int
        guard seconds >= 1000 else { return "T\(sign)\(seconds) s" }
        let hours = seconds / 3600
        let minutes = seconds % 3600 / 60
        return hours > 0 ? "T\(sign)\(hours) h \(minutes) min" : "T\(sign)\(minutes) min \(seconds % 60) s"
    }

    /// The altitude, like "289 km"; nil outside 0 ... ``farthestShownAltitude``.
    var altitudeText: String? {
        guard let altitude, (0...Self.farthestShownAltitude).contains(altitude) else { return nil }
        return "\(altitude) km"
    }

    /// One line for the detail screen, like "T+33 s: merlin engine failure" or
    /// "T+301 s at 289 km: harmonic oscillation leading to premature engine shutdown".
    public var summary: String {
        let reasonText = reason.flatMap { $0.isEmpty ? nil : $0 } ?? "cause not given"
        switch (timeText, altitudeText) {
        case (let time?, let altitude?): return "\(time) at \(altitude): \(reasonText)"
        case (let time?, nil): return "\(time): \(reasonText)"
        case (nil, let altitude?): return "At \(altitude): \(reasonText)"
        case (nil, nil): return reasonText.prefix(1).uppercased() + reasonText.dropFirst()
        }
    }
}
