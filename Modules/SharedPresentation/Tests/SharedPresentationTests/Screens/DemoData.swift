import Foundation
import RepositoryDefinitions

@testable import SharedPresentation

/// A launch as a feature screen would show it, with real values from the r/SpaceX API.
struct DemoLaunch: Identifiable, Sendable {
    let id: String
    let flightNumber: Int
    let name: String
    let date: String
    let site: String
    let status: BadgeStatus
    let isUpcoming: Bool
}

/// Demo values shared by the composed screens.
enum DemoData {
    static let now = Date(timeIntervalSince1970: 1_700_000_000)

    static let launches: [DemoLaunch] = [
        DemoLaunch(
            id: "633f72000531f07b4fdf59c5", flightNumber: 205, name: "Crew-9", date: "28 Sep 2024, 17:17",
            site: "CCSFS SLC 40", status: .upcoming, isUpcoming: true),
        DemoLaunch(
            id: "633f71e00531f07b4fdf59c4", flightNumber: 204, name: "Starlink 4-36 (v1.5)", date: "20 Oct 2022, 14:50",
            site: "CCSFS SLC 40", status: .success, isUpcoming: false),
        DemoLaunch(
            id: "5eb87d46ffd86e000604b388", flightNumber: 94, name: "CRS-20", date: "7 Mar 2020, 04:50",
            site: "CCSFS SLC 40", status: .success, isUpcoming: false),
        DemoLaunch(
            id: "5eb87cdcffd86e000604b32f", flightNumber: 3, name: "Trailblazer", date: "3 Aug 2008, 03:34",
            site: "Kwajalein Atoll Omelek Island", status: .failure, isUpcoming: false),
        DemoLaunch(
            id: "5eb87cd9ffd86e000604b32a", flightNumber: 1, name: "FalconSat", date: "24 Mar 2006, 22:30",
            site: "Kwajalein Atoll Omelek Island", status: .failure, isUpcoming: false),
    ]

    static let tabs = [TabItem("Launches", icon: .launches), TabItem("Rockets", icon: .rockets)]
}

/// One launch in the launches list: name and status on the first line, date and site dim below.
struct DemoLaunchRow: View {
    let launch: DemoLaunch

    var body: some View {
        VStack {
            HStack {
                (Text("#\(launch.flightNumber) ").dim() + Text(launch.name).bold()).lineLimit(1)
                Spacer()
                Badge(launch.status)
            }
            Text("\(launch.date) · \(launch.site)").dim().lineLimit(1)
        }
    }
}

/// The Launches tab: title bar, cached-data line, sectioned paginated list, key hints and the tab bar.
struct DemoLaunchesScreen: View {
    let state: Mode
    let selection: Int
    let height: Int

    enum Mode {
        case cached
        case loadingMore
        case sample
    }

    var body: some View {
        VStack {
            VStack {
                NavigationBar(
                    "Launches", subtitle: "1 Jan 2006 – 31 Dec 2024", accessory: "\(selection + 1) of 5")
                switch state {
                case .cached:
                    Text("Cached 3 min ago").dim()
                case .sample:
                    Banner("Offline — showing built-in sample data")
                case .loadingMore:
                    EmptyView()
                }
                PaginatedListView(
                    DemoData.launches, status: state == .loadingMore ? .loadingMore : .endOfList, selection: selection,
                    viewportHeight: height - 8, rowSeparator: .none, tick: 3,
                    sectionTitle: { $0.isUpcoming ? "Upcoming" : "Past" }
                ) { DemoLaunchRow(launch: $0) }
                KeyHintBar([.move, .open, KeyHint("f", "filter"), .switchTab, .quit])
            }
            .frame(height: height - 2)
            TabBar(tabs: DemoData.tabs, selection: 0)
        }
    }
}

/// The launch detail screen: back hint, image, facts, description, webcast link and the rocket card.
struct DemoLaunchDetailScreen: View {
    var body: some View {
        VStack(spacing: 1) {
            NavigationBar("Starlink 4-36 (v1.5)", subtitle: "Flight 204", backTitle: "Launches")
            Image("Mission patch of Starlink 4-36", url: "https://images2.imgbox.com/d2/3b/bQaWiil0_o.png")
            Form {
                LabeledContent("Status") { Badge(.success) }
                LabeledContent("Date", value: "20 Oct 2022, 14:50 UTC (local 16:50)")
                LabeledContent("Launch site", value: "CCSFS SLC 40 — Cape Canaveral Space Force Station")
                LabeledContent("Webcast") { Link("Watch on YouTube", destination: "https://youtu.be/tNs3wvr1cF8") }
            }
            Section("Details") {
                Text(
                    "SpaceX launched 54 Starlink v1.5 satellites into low Earth orbit. The booster landed on the "
                        + "droneship A Shortfall of Gravitas, 8.5 minutes after liftoff — its 8th flight."
                )
                .frame(maxWidth: 80)
            }
            Card("Rocket", isHighlighted: true) {
                HStack {
                    Text("Falcon 9").bold()
                    Spacer()
                    Text("rocket").dim()
                }
                Text("Two-stage, reusable orbital launch vehicle")
            }
            KeyHintBar([.open, .back, .quit])
        }
    }
}

/// The Rockets tab when the reload failed but cached rockets are still shown.
struct DemoRocketsStaleScreen: View {
    struct Rocket: Identifiable, Sendable {
        let id: String
        let name: String
        let type: String
        let successRate: Int
        let active: Bool
    }

    static let rockets = [
        Rocket(id: "5e9d0d95eda69955f709d1eb", name: "Falcon 1", type: "rocket", successRate: 40, active: false),
        Rocket(id: "5e9d0d95eda69973a809d1ec", name: "Falcon 9", type: "rocket", successRate: 98, active: true),
        Rocket(id: "5e9d0d95eda69974db09d1ed", name: "Falcon Heavy", type: "rocket", successRate: 100, active: true),
        Rocket(id: "5e9d0d96eda699382d09d1ee", name: "Starship", type: "rocket", successRate: 0, active: false),
    ]

    var body: some View {
        VStack {
            VStack {
                NavigationBar("Rockets")
                LoadStateView(
                    .failed(.offline, cached: CachedValue(value: Self.rockets, storedAt: DemoData.now - 5400)),
                    now: DemoData.now
                ) { rockets in
                    List(selection: 1, rowSeparator: .line) {
                        ForEach(rockets) { rocket in
                            HStack {
                                VStack {
                                    Text(rocket.name).bold()
                                    Text(rocket.type).dim()
                                }
                                Spacer()
                                VStack(alignment: .trailing) {
                                    Text("\(rocket.successRate)% success")
                                    Badge(
                                        rocket.active ? .success : .unknown, label: rocket.active ? "Active" : "Retired"
                                    )
                                }
                            }
                        }
                    }
                }
            }
            TabBar(tabs: DemoData.tabs, selection: 1)
        }
    }
}

/// A first load that failed with nothing cached.
struct DemoErrorScreen: View {
    var body: some View {
        VStack(spacing: 1) {
            NavigationBar("Launches")
            LoadStateView(LoadState<[DemoLaunch]>.failed(.server(status: 503), cached: nil), now: DemoData.now) { _ in
                EmptyView()
            }
            KeyHintBar([.retry, .switchTab, .quit])
        }
    }
}

extension TabIcon {
    /// The demo's first tab icon (the kit itself declares no feature's icon).
    static let launches = TabIcon(unicode: "📅", ascii: "[L]")
    /// The demo's second tab icon.
    static let rockets = TabIcon(unicode: "🚀", ascii: "[R]")
}
