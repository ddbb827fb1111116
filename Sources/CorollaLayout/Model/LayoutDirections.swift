/// The axis along which the content scrolls (UIKit's `UICollectionView.ScrollDirection`).
public enum ScrollDirection: String, Hashable, Sendable, Codable, CaseIterable {
    case vertical
    case horizontal
}

/// The reading direction (UIKit's `UIUserInterfaceLayoutDirection`): right-to-left mirrors
/// leading and trailing.
public enum LayoutDirection: String, Hashable, Sendable, Codable, CaseIterable {
    case leftToRight
    case rightToLeft
}
