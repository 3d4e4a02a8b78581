import SharedPresentation

/// Something the rocket detail screen can open: its Wikipedia article or one of its photos, in the order of
/// ``RocketDetailScreen/actions(for:)``.
public typealias RocketDetailAction = DetailLink
