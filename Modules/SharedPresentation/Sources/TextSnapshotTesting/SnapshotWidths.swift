/// The terminal widths screen tests use, named once for every feature.
public enum SnapshotWidths {
    /// The widths every screen's goldens are recorded at: a narrow terminal, the classic 80 columns and a wide one.
    public static let recorded = [40, 80, 120]
    /// Odd and extreme widths besides the recorded ones, for sweeps that check layout without goldens.
    public static let odd = [12, 20, 33, 57, 99, 160]
}
