extension TerminalSize {
    /// The width output is laid out in, in columns (20–1000): the one `requested` (`--width`), else the terminal's
    /// (`size`), else `COLUMNS` when it is a positive number, else 80.
    public static func outputWidth(requested: Int?, size: TerminalSize?, environment: [String: String]) -> Int {
        let columns = environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
        return min(1000, max(20, requested ?? size?.columns ?? columns ?? 80))
    }
}
