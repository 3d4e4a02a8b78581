import Foundation
import LaunchSitesCore
import RepositoryDefinitions

/// A Launch Library pad as the launch-sites feature's ``Launchpad``: its name and place as a launch's
/// site reference reads them, its coordinates, time zone, description, the launches flown from it (by any
/// provider, as Launch Library counts them) and the SpaceX vehicles of the launches seen there. Launch Library
/// gives no success count, status or photo of a pad here, so those stay empty ("Not recorded", "Unknown");
/// nothing is invented.
enum LaunchLibrarySiteMapper {
    /// The pad as a launch site, without rockets; nil for a pad without an id (nothing could open it).
    static func launchpad(_ pad: LaunchLibraryPad) -> Launchpad? {
        guard pad.id != nil else { return nil }
        let reference = LaunchLibraryLaunchMapper.launchpad(pad)
        var site = Launchpad(id: reference.id)
        site.name = reference.name
        site.fullName = reference.fullName
        site.locality = reference.locality
        site.region = reference.region
        site.timezone = reference.timezone
        site.latitude = ServerNumber.within(-90...90, pad.latitude)
        site.longitude = ServerNumber.within(-180...180, pad.longitude)
        site.launchAttempts = ServerNumber.count(pad.launchCount)
        site.details = pad.description.flatMap { $0.isEmpty ? nil : $0 }
        return site
    }

    /// The sites of `launches`, one per pad in first-seen order, each with the vehicles those launches flew.
    static func sites(of launches: [LaunchLibraryLaunch]) -> [Launchpad] {
        var sites: [String: Launchpad] = [:]
        var order: [String] = []
        for launch in launches {
            guard let site = launch.pad.flatMap(launchpad) else { continue }
            var entry = sites[site.id] ?? site
            if sites[site.id] == nil { order.append(site.id) }
            let flown = launch.configuration.map {
                [LaunchpadRocket(id: LaunchLibraryRocketMapper.rocketID($0), name: $0.name)]
            }
            entry.rockets = rockets(entry.rockets, flown ?? [])
            sites[site.id] = entry
        }
        return order.compactMap { sites[$0] }
    }

    /// The rockets of both lists, each once (by id), by name.
    static func rockets(_ first: [LaunchpadRocket], _ second: [LaunchpadRocket]) -> [LaunchpadRocket] {
        var byID: [String: LaunchpadRocket] = [:]
        for rocket in first + second where byID[rocket.id] == nil { byID[rocket.id] = rocket }
        return byID.values.sorted { ($0.name ?? "", $0.id) < ($1.name ?? "", $1.id) }
    }
}
