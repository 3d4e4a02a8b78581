import TerminalImages

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads the size of a terminal cell in pixels from `TIOCGWINSZ`, for sizing pictures.
enum CellPixelSizeReader {
    /// The cell size of the terminal on `descriptor`, or ``CellPixelSize/fallback`` (1:2) when it is not a
    /// terminal or does not report pixels.
    static func read(descriptor: Int32 = STDOUT_FILENO) -> CellPixelSize {
        var size = winsize()
        #if canImport(Glibc)
            let request = UInt(TIOCGWINSZ)
        #else
            let request = TIOCGWINSZ
        #endif
        guard ioctl(descriptor, request, &size) == 0 else { return .fallback }
        return CellPixelSize.from(
            columns: Int(size.ws_col), rows: Int(size.ws_row), pixelWidth: Int(size.ws_xpixel),
            pixelHeight: Int(size.ws_ypixel))
    }
}
