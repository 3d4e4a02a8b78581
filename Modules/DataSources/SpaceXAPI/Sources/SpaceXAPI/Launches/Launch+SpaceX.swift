import Foundation
import LaunchesCore
import RepositoryDefinitions

/// ``Launch`` as the r/SpaceX API sends it (v5 shape; v4 documents decode too).
///
/// Only `id` is required: a `select`ed list document omits most fields, which then read as empty arrays or nil.
/// The API reports no live status or time precision, so those stay nil.
extension Launch: SpaceXDecodable {
    private enum SpaceXKeys: String, CodingKey {
        case id, name, flightNumber, dateUtc, dateUnix, dateLocal, datePrecision, upcoming, success, failures
        case details, rocket, launchpad, links, cores, crew, fairings, window, staticFireDateUtc
        case staticFireDateUnix, tbd, net, payloads, ships, capsules, autoUpdate, launchLibraryId
    }

    public init(spaceX decoder: any Decoder) throws {
        self.init(id: "")
        let container = try decoder.container(keyedBy: SpaceXKeys.self)
        id = try container.decode(String.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name, default: "")
        flightNumber = try container.decodeIfPresent(Int.self, forKey: .flightNumber)
        dateUnix = try container.decodeIfPresent(Int.self, forKey: .dateUnix)
        dateUtc =
            try container.decodeIfPresent(Date.self, forKey: .dateUtc)
            ?? dateUnix.map { Date(timeIntervalSince1970: TimeInterval($0)) }
        dateLocal = try container.decodeIfPresent(Date.self, forKey: .dateLocal)
        datePrecision = (try? container.documentIfPresent(DatePrecision.self, forKey: .datePrecision)) ?? nil
        upcoming = try container.decode(Bool.self, forKey: .upcoming, default: false)
        success = try container.decodeIfPresent(Bool.self, forKey: .success)
        failures = try container.documents(LaunchFailure.self, forKey: .failures)
        details = try container.decodeIfPresent(String.self, forKey: .details)
        rocket = try container.documentIfPresent(RocketReference.self, forKey: .rocket)
        launchpad = try container.documentIfPresent(SpaceXLaunchpadReference.self, forKey: .launchpad)?.launchpad
        links = try container.document(LaunchLinks.self, forKey: .links, default: LaunchLinks())
        cores = try container.documents(LaunchCore.self, forKey: .cores)
        crew = try container.documents(CrewAssignment.self, forKey: .crew)
        fairings = try container.documentIfPresent(LaunchFairings.self, forKey: .fairings)
        window = try container.decodeIfPresent(Int.self, forKey: .window)
        staticFireDateUtc = try container.decodeIfPresent(Date.self, forKey: .staticFireDateUtc)
        staticFireDateUnix = try container.decodeIfPresent(Int.self, forKey: .staticFireDateUnix)
        tbd = try container.decodeIfPresent(Bool.self, forKey: .tbd)
        net = try container.decodeIfPresent(Bool.self, forKey: .net)
        payloads = try container.decode([String].self, forKey: .payloads, default: [])
        ships = try container.decode([String].self, forKey: .ships, default: [])
        capsules = try container.decode([String].self, forKey: .capsules, default: [])
        autoUpdate = try container.decodeIfPresent(Bool.self, forKey: .autoUpdate)
        launchLibraryId = try container.decodeIfPresent(String.self, forKey: .launchLibraryId)
    }
}
