import Foundation
import LaunchSitesCore
import LaunchesCore
import RepositoryDefinitions
import RocketsCore
import SpaceXAPI

@testable import LaunchLibrary
@testable import RepositoryDefinitions
@testable import RepositoryImplementations

/// Targets for the two sources' answers: r/SpaceX pages and documents decoded as the app does, and Launch Library
/// slices decoded and mapped to the app's models.
enum SourceTargets {
    /// The r/SpaceX page limit the targets pass (the first byte is not spent on it, so the seeds stay real answers).
    private static let pageLimit = 10

    /// An r/SpaceX launches page, or one launch.
    static func spaceXLaunches(_ input: [UInt8]) {
        spaceXDocuments(input, as: SpaceXDocument<Launch>.self)
    }

    /// An r/SpaceX rockets page, or one rocket.
    static func spaceXRockets(_ input: [UInt8]) {
        spaceXDocuments(input, as: SpaceXDocument<Rocket>.self)
    }

    /// An r/SpaceX launchpads page, or one launchpad.
    static func spaceXLaunchpads(_ input: [UInt8]) {
        spaceXDocuments(input, as: SpaceXDocument<Launchpad>.self)
    }

    /// Decodes the input as a page of `Item` limited to ``pageLimit``, and as one `Item`, the way the r/SpaceX
    /// client does; a page that decodes holds at most the limit.
    private static func spaceXDocuments<Item: Decodable & Sendable>(_ input: [UInt8], as type: Item.Type) {
        let body = Data(input)
        if let page = try? ResponseBodyDecoder.decodePage(of: Item.self, from: body, limit: pageLimit) {
            fuzzCheck(page.items.count <= pageLimit, "a page of \(page.items.count) passed the limit \(pageLimit)")
        }
        _ = try? ResponseBodyDecoder.decodeItem(Item.self, from: body)
    }

    /// A Launch Library launches slice, or one launch, decoded and mapped to launches and launch sites.
    static func launchLibraryLaunches(_ input: [UInt8]) {
        let body = Data(input)
        if let slice = try? ResponseBodyDecoder.decode(
            OffsetPage<LaunchLibraryLaunch>.self, from: body, contentType: nil, decoder: JSONDecoder())
        {
            mapLaunches(slice.results)
            _ = slice.nextOffset
            if let request = OffsetPageRequest(limit: 10, offset: 0) {
                let page = slice.page(for: request)
                fuzzCheck(page.totalPages >= 1 && page.totalItems >= 0, "a page numbered below zero")
            }
        }
        if let launch = try? ResponseBodyDecoder.decode(
            LaunchLibraryLaunch.self, from: body, contentType: nil, decoder: JSONDecoder())
        {
            mapLaunches([launch])
        }
    }

    /// Maps launches as the Launch Library client does; every launch keeps its id.
    private static func mapLaunches(_ launches: [LaunchLibraryLaunch]) {
        for source in launches {
            let launch = LaunchLibraryLaunchMapper.launch(source)
            fuzzCheck(launch.id == source.id, "a mapped launch with another id")
        }
        let sites = LaunchLibrarySiteMapper.sites(of: launches)
        _ = LaunchLibrarySiteMapper.rockets(sites.first?.rockets ?? [], sites.last?.rockets ?? [])
    }

    /// A Launch Library launcher configurations slice, or one configuration, decoded and mapped to rockets.
    static func launchLibraryConfigurations(_ input: [UInt8]) {
        let body = Data(input)
        if let slice = try? ResponseBodyDecoder.decode(
            OffsetPage<LaunchLibraryConfiguration>.self, from: body, contentType: nil, decoder: JSONDecoder())
        {
            let rockets = LaunchLibraryRocketMapper.rockets(slice.results)
            fuzzCheck(rockets.count <= slice.results.count, "more rockets than configurations")
        }
        if let configuration = try? ResponseBodyDecoder.decode(
            LaunchLibraryConfiguration.self, from: body, contentType: nil, decoder: JSONDecoder())
        {
            let rocket = LaunchLibraryRocketMapper.rocket(configuration)
            if let rate = rocket.successRatePct {
                fuzzCheck((0...100).contains(rate), "a success rate of \(rate) %")
            }
        }
    }
}
