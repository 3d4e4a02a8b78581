/// `--page N` and `--limit N`, the page options every list command shares (the launches and the rockets).
struct PageArguments: Equatable, Sendable {
    /// `--page N`.
    var page = 1
    /// `--limit N`.
    var limit = OptionKey.defaultPageSize
}
