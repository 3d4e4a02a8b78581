import Foundation

extension LaunchFailure {
    /// The failure time relative to lift-off, like "T+33 s", or "T-45 h 53 min" for long spans.
    public var timeText: String? {
        guard let time else { return nil }
        let sign = time < 0 ? "-" : "+"
        let seconds = time.magnitude  // abs(Int.min) traps; the server's number may be any Int
        guard seconds >= 1000 else { return "T\(sign)\(seconds) s" }
        let hours = seconds / 3600
        let minutes = seconds % 3600 / 60
        return hours > 0 ? "T\(sign)\(hours) h \(minutes) min" : "T\(sign)\(minutes) min \(seconds % 60) s"
    }

    /// The altitude, like "289 km".
    public var altitudeText: String? {
        altitude.map { "\($0) km" }
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
