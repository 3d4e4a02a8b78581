import Foundation
import RepositoryDefinitions
import RocketsCore
import SharedPresentation

/// The Rockets tab's content on the list scaffold's screen: the rockets as rows between rules, with thumbnails of
/// their photos where the terminal can draw pictures.
///
/// Built from plain values, so the App renders it from any state and tests render it from mocks.
public struct RocketsListScreen: View {
    /// The title of the screen and of the back hint on screens pushed from it.
    public static let title = "Rockets"

    /// The rows and where they stand.
    let state: LoadState<[RocketRow]>
    /// Selection (nil in script mode), viewport, footer, moment and spinner step.
    let frame: PagedListFrame
    /// How many rockets exist in all, when the API said.
    let totalCount: Int?

    /// Creates the screen; `frame` has no selection in script mode and no viewport height to show every row,
    /// `totalCount` gives "2 of 8".
    public init(state: LoadState<[RocketRow]>, frame: PagedListFrame, totalCount: Int? = nil) {
        self.state = state
        self.frame = frame
        self.totalCount = totalCount
    }

    public var body: some View { screen }

    /// The scaffold's screen with the rockets' words and rows.
    private var screen: PagedListScreen<RocketRow, PictureSlotsReader<PaginatedListView>> {
        PagedListScreen(
            title: Self.title, subtitle: "SpaceX launch vehicles, by name", noun: ("rocket", "rockets"),
            loadingLabel: "Loading rockets", state: state, frame: frame, totalCount: totalCount,
            empty: ContentUnavailableView("No rockets", message: "The SpaceX API returned no rockets.")
        ) { [frame] rows in
            PictureSlotsReader { slots in
                let columns = RocketRowView.columns(for: rows, showsPictures: slots != nil)
                frame.list(rows, rowSeparator: .line) {
                    RocketRowView(row: $0, columns: columns, showsPictures: slots != nil)
                }
            }
        }
    }
}
