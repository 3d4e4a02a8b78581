/// The bottom tab bar, like an iOS tab bar: one cell per tab, the selected one marked.
///
/// Each tab shows its icon and title in an equal share of the width. The selected tab is bold cyan with a
/// heavy rule above it (`━`, ASCII `=`), the others dim under a thin rule, so selection reads without colour.
/// It draws only the bar: the screen above it is laid out by whoever places the bar (``TabNavigator``).
struct TabBar: View, PrimitiveView {
    /// Drawn by itself, found without a cast (see ``PrimitiveViewReference``).
    public var primitiveView: PrimitiveViewReference? { PrimitiveViewReference(self) }

    /// The tabs, left to right.
    let tabs: [TabItem]
    /// The index of the selected tab.
    let selection: Int

    /// Creates the bar for `tabs` with the tab at `selection` marked.
    public init(tabs: [TabItem], selection: Int) {
        self.tabs = tabs
        self.selection = selection
    }

    func widthProfile(in context: RenderContext) -> WidthProfile {
        .flexible(minimum: 0, ideal: tabs.reduce(0) { $0 + label(for: $1, in: context).width + 2 })
    }

    /// The two bar lines: rules with the selected tab's segment heavy, then the centred labels.
    func renderLines(width: Int, in context: RenderContext) -> [StyledLine] {
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

    /// Icon and title of a tab.
    private func label(for tab: TabItem, in context: RenderContext) -> StyledLine {
        StyledLine([
            StyledSpan(
                trusted: tab.icon.text(for: context.glyphs) + " " + ASCIIFallback.adapt(tab.title, for: context.glyphs),
                style: .plain)
        ])
    }
}
