import Foundation
import LaunchesCore
import RepositoryDefinitions

/// A Launch Library launch as the domain's ``Launch``: the mission name, the NET with its precision, the live
/// status, the failure reason, the rocket and pad (populated references), webcast and article links, the patch or
/// picture, and the boosters with their landings.
enum LaunchLibraryLaunchMapper {
    /// Maps one launch.
    static func launch(_ source: LaunchLibraryLaunch) -> Launch {
        let status = LaunchLibraryStatusMapping.status(source.status)
        let precision = LaunchLibraryStatusMapping.precision(source.netPrecision)
        let failure = source.failReason.flatMap { $0.isEmpty ? nil : $0 }
        return Launch(
            id: source.id,
            name: missionName(source),
            dateUtc: source.net,
            dateUnix: source.net.map { Int($0.timeIntervalSince1970) },
            datePrecision: precision?.date,
            upcoming: status?.isBeforeLaunch ?? false,
            success: success(status),
            failures: failure.map { [LaunchFailure(reason: $0)] } ?? [],
            details: source.mission?.description,
            rocket: source.configuration.map {
                RocketReference(id: LaunchLibraryRocketMapper.rocketID($0), name: $0.name, type: "rocket")
            },
            launchpad: source.pad.map(launchpad),
            links: links(source),
            cores: source.stages.map(core),
            window: window(source),
            tbd: status.map { $0 == .toBeDetermined },
            net: true,
            launchLibraryId: source.id,
            reportedStatus: status,
            timePrecision: precision?.time,
            probability: source.probability.flatMap { (0...100).contains($0) ? $0 : nil },
            provider: source.providerName.flatMap { $0.isEmpty ? nil : $0 },
            updates: source.updates.compactMap { update in
                update.comment.flatMap { $0.isEmpty ? nil : $0 }.map {
                    LaunchUpdate(
                        comment: $0, author: update.createdBy, postedAt: update.createdOn,
                        infoURL: update.infoURL)
                }
            }
        )
    }

    /// The mission's name; else the part of the launch's name after `" | "`; else the whole name.
    static func missionName(_ source: LaunchLibraryLaunch) -> String {
        if let name = source.mission?.name, !name.isEmpty { return name }
        guard let bar = source.name.range(of: " | ") else { return source.name }
        return String(source.name[bar.upperBound...])
    }

    /// True for Success, false for Failure and Partial Failure, nil otherwise (not known yet).
    static func success(_ status: ReportedLaunchStatus?) -> Bool? {
        switch status {
        case .success?: true
        case .failure?, .partialFailure?: false
        default: nil
        }
    }

    /// The pad as a populated reference: its short name (``LaunchLibraryPadName``: "SLC-40") and its own as the
    /// full name; `Cape Canaveral SFS, FL, USA` gives locality `Cape Canaveral SFS` and region `FL, USA`; its
    /// position when in range (the calendar's `GEO`).
    static func launchpad(_ pad: LaunchLibraryPad) -> Launchpad {
        let parts = pad.locationName?.split(separator: ",", maxSplits: 1).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        return Launchpad(
            id: pad.id.map(String.init) ?? pad.name ?? "", name: pad.name.map(LaunchLibraryPadName.short),
            fullName: pad.name,
            locality: parts?.first, region: parts.flatMap { $0.count > 1 ? $0[1] : nil }, timezone: pad.timeZone,
            latitude: ServerNumber.within(-90...90, pad.latitude),
            longitude: ServerNumber.within(-180...180, pad.longitude))
    }

    /// The webcast (a stream live now first, else the first by priority) and whether it is live (`webcast_live`,
    /// or a stream marked `live`), its YouTube id, the first information page as the article, the
    /// mission patch, and the launch's picture as its one photo (shown when there is no patch).
    static func links(_ source: LaunchLibraryLaunch) -> LaunchLinks {
        let streams = source.webcasts.filter { $0.url != nil }
        let ordered =
            streams.filter { $0.live == true }
            + streams.filter { $0.live != true }.sorted {
                ($0.priority ?? .max) < ($1.priority ?? .max)
            }
        let webcast = ordered.first?.url
        var links = LaunchLinks(
            patch: source.patches.first.map { PatchLinks(small: $0, large: $0) },
            flickr: FlickrLinks(original: source.image?.url.map { [$0] } ?? []),
            webcast: webcast,
            youtubeId: webcast.flatMap(youtubeID),
            article: source.infoPages.sorted { ($0.priority ?? .max) < ($1.priority ?? .max) }.first?.url
        )
        links.webcastIsLive = webcast != nil && (source.webcastLive == true || streams.contains { $0.live == true })
        return links
    }

    /// The video id of a `youtube.com/watch?v=…` or `youtu.be/…` address.
    static func youtubeID(_ url: URL) -> String? {
        guard let host = url.host?.lowercased() else { return nil }
        if host.hasSuffix("youtu.be") { return url.pathComponents.dropFirst().first }
        guard host.hasSuffix("youtube.com") else { return nil }
        return URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "v" }?.value
    }

    /// One booster: serial (a placeholder like `Unknown F9` is dropped), flight, reuse, landing and turnaround.
    static func core(_ stage: LaunchLibraryStage) -> LaunchCore {
        let serial = stage.serial.flatMap { $0.lowercased().hasPrefix("unknown") ? nil : $0 }
        return LaunchCore(
            core: stage.launcherID.map(String.init), flight: ServerNumber.count(stage.flightNumber),
            reused: stage.reused,
            landingAttempt: stage.landingAttempt, landingSuccess: stage.landingSuccess,
            landingType: stage.landingType.map(LandingType.init(rawValue:)),
            landpad: stage.landingSiteID.map(String.init), serial: serial, landingSite: stage.landingSite,
            turnaroundDays: ServerNumber.count(stage.turnaroundDays))
    }

    /// The window's length in seconds, when both ends are given and in order.
    static func window(_ source: LaunchLibraryLaunch) -> Int? {
        guard let start = source.windowStart, let end = source.windowEnd, end >= start else { return nil }
        return Int(end.timeIntervalSince(start))
    }
}
