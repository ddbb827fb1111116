/// Whether cards are drawn light or dark: UIKit's `UIUserInterfaceStyle`, a trait collection's
/// `userInterfaceStyle`. It changes colours only, never a size: a card measures the same either way.
public enum UserInterfaceStyle: String, Hashable, Sendable, Codable, CaseIterable {
    case light
    case dark
}
