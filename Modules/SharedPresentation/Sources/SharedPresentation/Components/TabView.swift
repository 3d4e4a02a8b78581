/// The selected tab's content above a bottom tab bar, like an iOS tab bar.
///
/// Each tab shows its icon and title in an equal share of the width. The selected tab is bold cyan with a
/// heavy rule above it (`━`, ASCII `=`), the others dim under a thin rule, so selection reads without colour.
/// With a `height`, the content is padded or cut so the bar sits on the last two lines.
public struct TabView<Content: View>: View, PrimitiveView {
    /// Drawn by itself, found without a cast (see ``PrimitiveViewReference``).
    public var primitiveView: PrimitiveViewReference? { PrimitiveViewReference(self) }

    /// The tabs, left to right.
    let tabs: [TabItem]
    /// The index of the selected tab.
    let selection: Int
    /// The total lines to fill, or nil to follow the content.
    let height: Int?
    /// The selected tab's content.
    let content: Content

    /// Creates a tab view showing `content` for the tab at `selection`.
    public init(tabs: [TabItem], selection: Int, height: Int? = nil, @ViewBuilder content: () -> Content) {
        self.tabs = tabs
        self.selection = selection
        self.height = height.map { max(0, $0) }
        self.content = content()
    }

    /// Lines taken by the tab bar.
    static var barHeight: Int { 2 }

    func widthProfile(in context: RenderContext) -> WidthProfile {
        let inner = Layout.profile(of: content, in: context)
        let bar = tabs.reduce(0) { $0 + label(for: $1, in: context).width + 2 }
        return .flexible(minimum: inner.minimum, ideal: max(inner.ideal, bar))
    }

    func renderLines(width: Int, in context: RenderContext) -> [StyledLine] {
        var lines = Layout.render(content, width: width, in: context)
        if let height {
            let room = max(0, height - Self.barHeight)
            if lines.count > room {
                lines.removeLast(lines.count - room)
            } else {
                lines.append(contentsOf: Array(repeating: StyledLine(), count: room - lines.count))
            }
        }
        return lines + bar(width: width, in: context)
    }

    /// Icon and title of a tab.
    private func label(for tab: TabItem, in context: RenderContext) -> StyledLine {
        StyledLine([
            StyledSpan(
                trusted: tab.icon.text(for: context.glyphs) + " " + ASCIIFallback.adapt(tab.title, for: context.glyphs),
                style: .plain)
        ])
    }

    /// The two bar lines: rules with the selected tab's segment heavy, then the centred labels.
    private func bar(width: Int, in context: RenderContext) -> [StyledLine] {
        guard !tabs.isEmpty else { return [] }
        let glyphs = Glyphs.of(context.glyphs)
        let share = width / tabs.count
        let extra = width % tabs.count
        var rules = StyledLine()
        var labels = StyledLine()
        for (index, tab) in tabs.enumerated() {
            let cellWidth = share + (index < extra ? 1 : 0)
            let isSelected = index == selection
            let ruleStyle = isSelected ? TextStyle(bold: true, foreground: .cyan) : TextStyle(dim: true)
            rules.append(
                StyledLine.repeating(
                    isSelected ? glyphs.heavyRule : glyphs.horizontalRule, count: cellWidth, style: ruleStyle))
            let labelStyle = isSelected ? TextStyle(bold: true, foreground: .cyan) : TextStyle(dim: true)
            let label = label(for: tab, in: context).inheriting(labelStyle)
                .truncated(to: max(0, cellWidth - 1), ellipsis: glyphs.ellipsis)
            let lead = HorizontalAlignment.center.offset(content: label.width, container: cellWidth)
            labels.append(StyledLine.blank(lead) + label.padded(to: cellWidth - lead))
        }
        return [rules, labels]
    }
}
