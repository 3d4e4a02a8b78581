import Foundation
import RepositoryDefinitions
import RocketsCore

/// ``Rocket`` as the r/SpaceX API sends it (snake_case keys, read leniently).
extension Rocket: SpaceXDecodable {
    private enum SpaceXKeys: String, CodingKey {
        case id, name, type, active, stages, boosters, costPerLaunch, successRatePct, firstFlight, country, company
        case height, diameter, mass, payloadWeights, firstStage, secondStage, engines, landingLegs, flickrImages
        case wikipedia, description
    }

    /// Decodes leniently: only a missing `id` is an error; any other odd field becomes nil (or empty).
    public init(spaceX decoder: any Decoder) throws {
        self.init(id: "", name: "")
        let container = try decoder.container(keyedBy: SpaceXKeys.self)
        id = try container.decode(String.self, forKey: .id)
        name = container.lenient(String.self, forKey: .name) ?? ""
        type = container.lenient(String.self, forKey: .type)
        active = container.lenient(Bool.self, forKey: .active)
        stages = ServerNumber.amount(container.lenientInt(forKey: .stages))
        boosters = ServerNumber.amount(container.lenientInt(forKey: .boosters))
        costPerLaunch = ServerNumber.amount(container.lenientInt(forKey: .costPerLaunch))
        successRatePct = ServerNumber.amount(container.lenientInt(forKey: .successRatePct))
        firstFlight = container.lenientDate(forKey: .firstFlight)
        country = container.lenient(String.self, forKey: .country)
        company = container.lenient(String.self, forKey: .company)
        height = container.lenientDocument(RocketsCore.Dimension.self, forKey: .height)
        diameter = container.lenientDocument(RocketsCore.Dimension.self, forKey: .diameter)
        mass = container.lenientDocument(Mass.self, forKey: .mass)
        payloadWeights = container.lossyDocuments(of: PayloadWeight.self, forKey: .payloadWeights)
        firstStage = container.lenientDocument(FirstStage.self, forKey: .firstStage)
        secondStage = container.lenientDocument(SecondStage.self, forKey: .secondStage)
        engines = container.lenientDocument(Engines.self, forKey: .engines)
        landingLegs = container.lenientDocument(LandingLegs.self, forKey: .landingLegs)
        flickrImages = container.lenientURLs(forKey: .flickrImages)
        wikipedia = container.lenientURL(forKey: .wikipedia)
        description = container.lenient(String.self, forKey: .description)
    }
}
