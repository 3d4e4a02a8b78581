import LaunchesCore

extension LaunchRow {
    /// The row, marked as moved since the last look when `moved`.
    func marked(_ moved: Bool) -> LaunchRow {
        var row = self
        row.moved = moved
        return row
    }
}
