import Foundation

/// Turns a recorded (2.2.0, detailed) record into what an endpoint sends for a version and a mode.
enum LaunchLibraryShape {
    /// The API version of a path.
    enum Version: String, Sendable {
        case v220 = "2.2.0"
        case v230 = "2.3.0"
    }

    /// The level of detail asked for with `mode`.
    enum Mode: String, Sendable, CaseIterable {
        case list, normal, detailed
    }

    /// The fields of a launch in `list` mode (2.3.0's `LaunchBasic`; the fake uses them for 2.2.0 too, whose
    /// list mode is not recorded).
    static let listFields: Set<String> = [
        "id", "url", "name", "type", "response_mode", "slug", "launch_designator", "status", "last_updated", "net",
        "net_precision", "window_end", "window_start", "image", "infographic",
    ]

    /// The fields only `detailed` mode sends (both spellings), as the recorded normal-mode record lacks them.
    static let detailedOnlyFields = [
        "flightclub_url", "updates", "vidURLs", "infoURLs", "vid_urls", "info_urls", "timeline", "pad_turnaround",
        "mission_patches", "r_spacex_api_id",
    ]

    /// A launch record as `version` sends it in `mode`.
    static func launch(_ record: [String: Any], version: Version, mode: Mode) -> [String: Any] {
        var launch = record
        switch mode {
        case .list:
            launch = launch.filter { listFields.contains($0.key) }
        case .normal:
            for field in detailedOnlyFields { launch[field] = nil }
            if var rocket = launch["rocket"] as? [String: Any] {
                rocket["launcher_stage"] = nil
                rocket["spacecraft_stage"] = nil
                launch["rocket"] = rocket
            }
        case .detailed:
            break
        }
        launch["type"] = nil
        launch[version == .v220 ? "type" : "response_mode"] = mode.rawValue
        return version == .v220 ? launch : version230(launch)
    }

    /// A configuration as `version` sends it.
    static func configuration(_ record: [String: Any], version: Version) -> [String: Any] {
        version == .v220 ? record : configuration230(record)
    }

    /// The documented 2.2.0 → 2.3.0 changes of a launch (the same as `scripts/import-launch-library`'s): `image`
    /// becomes an object, `vidURLs`/`infoURLs` snake_case, latitude/longitude numbers, `holdreason` and
    /// `r_spacex_api_id` go, the configuration and boosters change as in ``configuration230(_:)`` and
    /// ``stage230(_:)``.
    static func version230(_ record: [String: Any]) -> [String: Any] {
        var launch = record
        if let image = launch["image"] as? String { launch["image"] = imageObject(image) }
        rename(&launch, "vidURLs", to: "vid_urls")
        rename(&launch, "infoURLs", to: "info_urls")
        launch["holdreason"] = nil
        launch["r_spacex_api_id"] = nil
        if var pad = launch["pad"] as? [String: Any] {
            for key in ["latitude", "longitude"] {
                if let text = pad[key] as? String, let number = Double(text) { pad[key] = number }
            }
            launch["pad"] = pad
        }
        if var rocket = launch["rocket"] as? [String: Any] {
            if let configuration = rocket["configuration"] as? [String: Any] {
                rocket["configuration"] = configuration230(configuration)
            }
            if let stages = rocket["launcher_stage"] as? [[String: Any]] {
                rocket["launcher_stage"] = stages.map(stage230)
            }
            launch["rocket"] = rocket
        }
        return launch
    }

    /// `family` → `families[{name}]`, `launch_cost` string → integer, `image_url` → `image` object.
    static func configuration230(_ record: [String: Any]) -> [String: Any] {
        var configuration = record
        if let family = configuration["family"] as? String {
            configuration["families"] = [["name": family]]
            configuration["family"] = nil
        }
        if let cost = configuration["launch_cost"] as? String { configuration["launch_cost"] = Int(cost) ?? NSNull() }
        if configuration.keys.contains("image_url") {
            configuration["image"] = (configuration["image_url"] as? String).map(imageObject) ?? NSNull()
            configuration["image_url"] = nil
        }
        return configuration
    }

    /// `turn_around_time_days` → `turn_around_time` (`P<n>D`), `landing.location` → `landing.landing_location`.
    static func stage230(_ record: [String: Any]) -> [String: Any] {
        var stage = record
        if stage.keys.contains("turn_around_time_days") {
            stage["turn_around_time"] = (stage["turn_around_time_days"] as? Int).map { "P\($0)D" } ?? NSNull()
            stage["turn_around_time_days"] = nil
        }
        if var landing = stage["landing"] as? [String: Any] {
            rename(&landing, "location", to: "landing_location")
            stage["landing"] = landing
        }
        return stage
    }

    private static func imageObject(_ url: String) -> [String: Any] {
        ["image_url": url, "thumbnail_url": url, "credit": NSNull(), "license": NSNull()]
    }

    private static func rename(_ object: inout [String: Any], _ key: String, to newKey: String) {
        guard let value = object[key] else { return }
        object[newKey] = value
        object[key] = nil
    }
}
