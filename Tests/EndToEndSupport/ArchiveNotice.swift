/// What the app says whenever it shows the built-in archive instead of live or saved data.
public enum ArchiveNotice {
    /// The words every archive notice (stderr warning, screen banner) contains.
    public static let marker = "as of its last update (October 2022)"
}
