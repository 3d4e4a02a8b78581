import SharedPresentation

/// A screen as script mode prints it, for code that draws pictures into it: rendered with a picture state in its
/// context, and printed line by line (coloured for the run, no trailing spaces), a picture's cells replaced by
/// what draws them.
public struct ScriptScreen: Sendable {
    /// The screen.
    public let view: AnyView
    /// The output width in columns.
    public let width: Int
    /// The script-mode render context (no key hints).
    public let context: RenderContext
    /// Plain or ANSI output.
    public let colorMode: ColorMode

    /// Creates a printable screen.
    public init(view: some View, width: Int, context: RenderContext, colorMode: ColorMode) {
        self.view = AnyView(view)
        self.width = width
        self.context = context
        self.colorMode = colorMode
    }

    /// The screen rendered with `pictures` saying what each picture's state is (nil: pictures off).
    public func frame(pictures: PictureSlots?) -> RenderedFrame {
        var context = context
        context.pictures = pictures
        return view.renderFrame(width: width, context: context)
    }

    /// The screen as printed without pictures: every line followed by a newline.
    public var text: String {
        frame(pictures: nil).lines.map { printed($0) + "\n" }.joined()
    }

    /// `line` as printed.
    public func printed(_ line: StyledLine) -> String {
        ScriptPrinter.trimmingTrailingSpaces(TextRenderer(colorMode: colorMode, theme: context.theme).render(line))
    }

    /// `line` as printed with its `columns` cells from `column` replaced by `drawing`, text that takes exactly
    /// those cells (like a line of coloured half-blocks); the cells left and right of them print as they are.
    public func printed(_ line: StyledLine, drawing: String, atColumn column: Int, columns: Int) -> String {
        printed(line.replacingCells(from: column, count: columns, withDrawing: drawing))
    }
}
