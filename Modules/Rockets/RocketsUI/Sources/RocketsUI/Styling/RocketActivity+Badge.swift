import SharedPresentation

/// The badge for whether a rocket still flies: `✓ Active` in green, `? Inactive` in grey, `? Unknown` when the
/// API does not say. The label is always shown, so the status never depends on colour.
enum RocketActivityBadge {
    /// The badge for `isActive`.
    static func badge(isActive: Bool?) -> Badge {
        switch isActive {
        case true?: Badge(.success, label: "Active")
        case false?: Badge(.unknown, label: "Inactive")
        case nil: Badge(.unknown, label: "Status unknown")
        }
    }
}
