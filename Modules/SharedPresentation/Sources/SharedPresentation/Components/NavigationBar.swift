/// A screen's title bar: on pushed screens a back hint (`‹ Launches  Esc`) first, then the title in bold
/// with an optional dim accessory at the right ("3 of 120"), an optional dim subtitle, and a rule.
public struct NavigationBar: View, PrimitiveView {
    /// Drawn by itself, found without a cast (see ``PrimitiveViewReference``).
    public var primitiveView: PrimitiveViewReference? { PrimitiveViewReference(self) }

    /// The screen title, sanitised.
    let title: String
    /// A dim line under the title, sanitised.
    let subtitle: String?
    /// Where Esc goes back to, or nil on a root screen.
    let backTitle: String?
    /// The key that goes back.
    let backKey: String
    /// Short text at the right of the first line, such as "3 of 120".
    let accessory: String?

    /// Creates a title bar; pass `backTitle` on pushed screens ("Back" or the previous screen's name).
    public init(
        _ title: String, subtitle: String? = nil, backTitle: String? = nil, backKey: String = "Esc",
        accessory: String? = nil
    ) {
        self.title = TextSanitizer.sanitize(title, keepsNewlines: false)
        self.subtitle = subtitle.map { TextSanitizer.sanitize($0, keepsNewlines: false) }
        self.backTitle = backTitle.map { TextSanitizer.sanitize($0, keepsNewlines: false) }
        self.backKey = TextSanitizer.sanitize(backKey, keepsNewlines: false)
        self.accessory = accessory.map { TextSanitizer.sanitize($0, keepsNewlines: false) }
    }

    /// The bar as composed views.
    private var content: some View {
        VStack {
            if let backTitle {
                (Text(backTitle).foregroundColor(.cyan) + Text("  " + backKey).dim()).lineLimit(1)
            }
            if let accessory {
                HStack(spacing: 2) {
                    Text(title).bold().lineLimit(2)
                    Spacer()
                    Text(accessory).dim().lineLimit(1).fixedSize()
                }
            } else {
                Text(title).bold().lineLimit(2)
            }
            if let subtitle {
                Text(subtitle).dim().lineLimit(2)
            }
            Divider()
        }
    }

    func widthProfile(in context: RenderContext) -> WidthProfile {
        Layout.profile(of: content, in: context)
    }

    func renderLines(width: Int, in context: RenderContext) -> [StyledLine] {
        var lines = Layout.render(content, width: width, in: context)
        if backTitle != nil, !lines.isEmpty {
            let arrow = StyledSpan(
                trusted: Glyphs.of(context.glyphs).backArrow + " ", style: TextStyle(foreground: .cyan))
            lines[0] = (StyledLine([arrow]) + lines[0]).clipped(to: width)
        }
        return lines
    }
}
