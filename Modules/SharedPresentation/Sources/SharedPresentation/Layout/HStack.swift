/// Views side by side sharing the width: every child first gets its minimum, then children grow towards
/// their ideal width (the smallest needs are met first), and what is left goes to flexible views like
/// `Spacer` or `.frame(maxWidth: .infinity)`.
public struct HStack<Content: View>: View, PrimitiveView {
    /// Drawn by itself, found without a cast (see ``PrimitiveViewReference``).
    public var primitiveView: PrimitiveViewReference? { PrimitiveViewReference(self) }

    /// Cells between children.
    let spacing: Int
    /// Where shorter children sit next to taller ones.
    let alignment: VerticalAlignment
    /// The children.
    let content: Content

    /// Creates a horizontal stack; children are one cell apart by default.
    public init(alignment: VerticalAlignment = .top, spacing: Int = 1, @ViewBuilder content: () -> Content) {
        self.spacing = max(0, spacing)
        self.alignment = alignment
        self.content = content()
    }

    /// The children that can show something, with their width profiles; views that are always zero cells
    /// wide (an absent optional, empty text) take no column and no spacing.
    private func measuredChildren(in context: RenderContext) -> (views: [any View], profiles: [WidthProfile]) {
        var views: [any View] = []
        var profiles: [WidthProfile] = []
        for child in Layout.flatten(content) {
            let profile = Layout.profile(of: child, in: context)
            guard profile != .fixed(0) else { continue }
            views.append(child)
            profiles.append(profile)
        }
        return (views, profiles)
    }

    func widthProfile(in context: RenderContext) -> WidthProfile {
        let profiles = measuredChildren(in: context.with(axis: .horizontal)).profiles
        guard !profiles.isEmpty else { return .fixed(0) }
        let gaps = spacing * (profiles.count - 1)
        let maximum = profiles.contains { $0.maximum == .max } ? Int.max : profiles.reduce(gaps) { $0 + $1.maximum }
        return WidthProfile(
            minimum: profiles.reduce(gaps) { $0 + $1.minimum }, ideal: profiles.reduce(gaps) { $0 + $1.ideal },
            maximum: maximum)
    }

    func renderLines(width: Int, in context: RenderContext) -> [StyledLine] {
        let horizontal = context.with(axis: .horizontal)
        let (children, profiles) = measuredChildren(in: horizontal)
        guard !children.isEmpty else { return [] }
        let available = max(0, width - spacing * (children.count - 1))
        let widths = HStackLayout.distribute(available, among: profiles)

        var columns: [[StyledLine]?] = Array(repeating: nil, count: children.count)
        var fillers: [Int] = []
        for (index, child) in children.enumerated() {
            if child.primitiveView?.view.fillsHeight == true {
                fillers.append(index)
            } else {
                columns[index] = Layout.render(child, width: widths[index], in: horizontal)
            }
        }
        let height = columns.reduce(0) { max($0, $1?.count ?? 0) }
        var filling = horizontal
        filling.proposedHeight = max(1, height)
        for index in fillers {
            columns[index] = Layout.render(children[index], width: widths[index], in: filling)
        }
        return HStackLayout.join(
            columns.map { $0 ?? [] }, widths: widths, spacing: spacing, alignment: alignment)
    }
}

/// Views such as a vertical `Divider` that take the height of their `HStack` neighbours.
protocol HeightFilling {}

/// The width sharing and line joining behind `HStack`.
enum HStackLayout {
    /// Splits `available` cells among children with `profiles`: minimums first (scaled down when even they
    /// do not fit), then towards ideal widths smallest need first, then the rest to flexible children.
    static func distribute(_ available: Int, among profiles: [WidthProfile]) -> [Int] {
        let minimumTotal = profiles.reduce(0) { $0 + $1.minimum }
        if minimumTotal > available {
            return scaleDown(profiles.map(\.minimum), to: available)
        }
        var widths = profiles.map(\.minimum)
        var remaining = available - minimumTotal
        remaining = grow(&widths, towards: profiles.map(\.ideal), budget: remaining)
        _ = grow(&widths, towards: profiles.map(\.maximum), budget: remaining)
        return widths
    }

    /// Widths proportional to `wanted` that add up to at most `available`.
    private static func scaleDown(_ wanted: [Int], to available: Int) -> [Int] {
        let total = wanted.reduce(0, +)
        guard total > 0 else { return wanted }
        var widths = wanted.map { $0 * available / total }
        var leftover = available - widths.reduce(0, +)
        var index = 0
        while leftover > 0 && index < widths.count {
            if widths[index] < wanted[index] {
                widths[index] += 1
                leftover -= 1
            }
            index += 1
        }
        return widths
    }

    /// Grows `widths` towards `targets` by water-filling: every child that still wants room gets an equal
    /// share, small needs are met first and their unused share goes to the others. Returns the unused budget.
    private static func grow(_ widths: inout [Int], towards targets: [Int], budget: Int) -> Int {
        var budget = budget
        while budget > 0 {
            let wanting = widths.indices.filter { widths[$0] < targets[$0] }
            guard !wanting.isEmpty else { break }
            let share = max(1, budget / wanting.count)
            for index in wanting where budget > 0 {
                let step = min(share, targets[index] - widths[index], budget)
                widths[index] += step
                budget -= step
            }
        }
        return budget
    }

    /// Columns joined line by line into a rectangular block: each padded to its width, shorter ones aligned
    /// vertically, `spacing` cells between neighbours.
    static func join(
        _ columns: [[StyledLine]], widths: [Int], spacing: Int, alignment: VerticalAlignment
    ) -> [StyledLine] {
        let height = columns.reduce(0) { max($0, $1.count) }
        let gap = StyledLine.blank(spacing)
        var result: [StyledLine] = []
        result.reserveCapacity(height)
        for row in 0..<height {
            var line = StyledLine()
            for (index, column) in columns.enumerated() {
                if index > 0 { line.append(gap) }
                let lineIndex = row - alignment.offset(content: column.count, container: height)
                let cell = column.indices.contains(lineIndex) ? column[lineIndex] : StyledLine()
                line.append(cell.clipped(to: widths[index]).padded(to: widths[index]))
            }
            result.append(line)
        }
        return result
    }
}
