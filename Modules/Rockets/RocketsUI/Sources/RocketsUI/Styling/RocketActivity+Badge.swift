import SharedPresentation

/// The badge for whether a rocket still flies: `✓ Active` in green, `? Inactive` in grey, `? Unknown` when the
/// API does not say. The label is always shown, so the status never depends on colour.
enum RocketActivityBadge {
    /// The badge for `isActive`.
    static func badge(isActive: Bool?) -> Badge {
        Badge(isActive == true ? .success : .unknown, label: label(isActive: isActive))
    }

    /// The badge's words: "Active", "Inactive" or "Status unknown".
    static func label(isActive: Bool?) -> String {
        switch isActive {
        case true?: "Active"
        case false?: "Inactive"
        case nil: "Status unknown"
        }
    }
}
