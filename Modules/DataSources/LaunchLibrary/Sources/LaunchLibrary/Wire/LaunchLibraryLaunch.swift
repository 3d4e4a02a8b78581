import Foundation
import RepositoryDefinitions

/// One launch as Launch Library sends it, in any mode (`list`, `normal`, `detailed`) of 2.2.0 or 2.3.0. Only `id`
/// is required; every other field that is missing, null or of the other version's type decodes to nil (or
/// empty), so the two shapes and the three modes read with this one decoder.
struct LaunchLibraryLaunch: Decodable, Sendable, Hashable, Identifiable {
    /// The launch's UUID.
    var id: String
    /// `"<configuration full_name> | <mission name>"`, e.g. `Starship | Flight 12`.
    var name: String
    /// The response mode the record was sent in (`type` in 2.2.0, `response_mode` in 2.3.0).
    var mode: String?
    /// The live status.
    var status: LaunchLibraryCode?
    /// "No earlier than": the launch time, to `netPrecision`.
    var net: Date?
    /// How precise `net` is (`SEC`, `MIN`, `HR`, `DAY`, `WK`, `M`, `Q1`…`Q4`, `H1`, `H2`, `Y`).
    var netPrecision: LaunchLibraryCode?
    /// The window's opening.
    var windowStart: Date?
    /// The window's close.
    var windowEnd: Date?
    /// Why it failed, for failures; often empty.
    var failReason: String?
    /// The launch's picture.
    var image: LaunchLibraryImage?
    /// The launch service provider's id (SpaceX is 121).
    var providerID: Int?
    /// The launch service provider's name.
    var providerName: String?
    /// The vehicle configuration.
    var configuration: LaunchLibraryConfiguration?
    /// The boosters; three for Falcon Heavy, none in list mode or before assignment.
    var stages: [LaunchLibraryStage]
    /// The mission.
    var mission: LaunchLibraryMission?
    /// The pad.
    var pad: LaunchLibraryPad?
    /// Webcasts (`vidURLs` in 2.2.0, `vid_urls` in 2.3.0; detailed mode only).
    var webcasts: [LaunchLibraryLink]
    /// Information pages (`infoURLs` / `info_urls`; detailed mode only).
    var infoPages: [LaunchLibraryLink]
    /// Mission patch images.
    var patches: [URL]
    /// Whether a webcast is live now.
    var webcastLive: Bool?
    /// The chance of launching, in percent.
    var probability: Int?
    /// When Launch Library last edited the record.
    var lastUpdated: Date?
    /// Its editors' notes (detailed mode only).
    var updates: [LaunchLibraryUpdate]

    /// Creates a launch with only its id and name; tests fill the rest.
    init(id: String, name: String = "") {
        self.id = id
        self.name = name
        stages = []
        webcasts = []
        infoPages = []
        patches = []
        updates = []
    }

    private enum CodingKeys: String, CodingKey {
        case id, name, type, status, net, image, rocket, mission, pad, probability, updates
        case responseMode = "response_mode"
        case netPrecision = "net_precision"
        case windowStart = "window_start"
        case windowEnd = "window_end"
        case failReason = "failreason"
        case provider = "launch_service_provider"
        case vidURLs, infoURLs
        case vidURLsSnake = "vid_urls"
        case infoURLsSnake = "info_urls"
        case missionPatches = "mission_patches"
        case webcastLive = "webcast_live"
        case lastUpdated = "last_updated"
    }
    private enum ProviderKeys: String, CodingKey { case id, name }
    private enum RocketKeys: String, CodingKey {
        case configuration
        case launcherStage = "launcher_stage"
    }
    private enum PatchKeys: String, CodingKey {
        case imageURL = "image_url"
        case image
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        name = container.lenient(String.self, forKey: .name) ?? ""
        mode =
            container.lenient(String.self, forKey: .responseMode) ?? container.lenient(String.self, forKey: .type)
        status = container.lenient(LaunchLibraryCode.self, forKey: .status)
        net = container.launchLibraryDate(forKey: .net)
        netPrecision = container.lenient(LaunchLibraryCode.self, forKey: .netPrecision)
        windowStart = container.launchLibraryDate(forKey: .windowStart)
        windowEnd = container.launchLibraryDate(forKey: .windowEnd)
        failReason = container.lenient(String.self, forKey: .failReason)
        image = container.lenient(LaunchLibraryImage.self, forKey: .image)
        let provider = try? container.nestedContainer(keyedBy: ProviderKeys.self, forKey: .provider)
        providerID = provider?.lenientInt(forKey: .id)
        providerName = provider?.lenient(String.self, forKey: .name)
        let rocket = try? container.nestedContainer(keyedBy: RocketKeys.self, forKey: .rocket)
        configuration = rocket?.lenient(LaunchLibraryConfiguration.self, forKey: .configuration)
        stages = rocket?.lossyArray(of: LaunchLibraryStage.self, forKey: .launcherStage) ?? []
        mission = container.lenient(LaunchLibraryMission.self, forKey: .mission)
        pad = container.lenient(LaunchLibraryPad.self, forKey: .pad)
        webcasts =
            container.lossyArray(of: LaunchLibraryLink.self, forKey: .vidURLsSnake)
            + container.lossyArray(of: LaunchLibraryLink.self, forKey: .vidURLs)
        infoPages =
            container.lossyArray(of: LaunchLibraryLink.self, forKey: .infoURLsSnake)
            + container.lossyArray(of: LaunchLibraryLink.self, forKey: .infoURLs)
        patches = container.lossyArray(of: LaunchLibraryPatch.self, forKey: .missionPatches).compactMap(\.url)
        webcastLive = container.lenient(Bool.self, forKey: .webcastLive)
        probability = container.lenientInt(forKey: .probability)
        lastUpdated = container.launchLibraryDate(forKey: .lastUpdated)
        updates = container.lossyArray(of: LaunchLibraryUpdate.self, forKey: .updates)
    }
}
