import CorollaCards
import CorollaJSON
import CorollaLayout

/// The content-addressed path of a card image:
/// `/cards/PLANT/DIGEST/STYLE/GROUPING/APPEARANCE/WIDTHxHEIGHT@SCALE/FINGERPRINT.png`. The digest
/// names everything the card shows, light or dark (``CatalogService/Cards/digest(_:style:userInterfaceStyle:date:)``),
/// the grouping what its grid's cards leave out (``CardContent/grouped(_:)``: the card drawn is
/// the one its frame was measured for), and the fingerprint the measurer, so an address always
/// names the same image and may be cached for good (by the browser, and by the server's
/// ``CardImageCache``): a light and a dark image of a card are two addresses. The image an
/// address names is ``CatalogService/Cards/image(at:keptIn:drawing:)``.
public struct CardAddress: Hashable, Sendable {
    /// The largest card side, in points, and the most pixels a card image may have.
    public static let maximumSide = 1200.0
    public static let maximumPixels = 4_000_000.0

    public var plantID: Int64
    public var digest: String
    public var style: CardStyle
    public var grouping: GridRequest.Grouping
    public var userInterfaceStyle: UserInterfaceStyle
    public var width: Double
    public var height: Double
    public var scale: Int
    public var fingerprint: String

    public init(
        plantID: Int64, digest: String, style: CardStyle, grouping: GridRequest.Grouping, userInterfaceStyle: UserInterfaceStyle, width: Double,
        height: Double, scale: Int, fingerprint: String
    ) {
        self.plantID = plantID
        self.digest = digest
        self.style = style
        self.grouping = grouping
        self.userInterfaceStyle = userInterfaceStyle
        self.width = width
        self.height = height
        self.scale = scale
        self.fingerprint = fingerprint
    }

    /// The number of parts after `/cards/`.
    public static let partCount = 7

    /// Reads the ``partCount`` parts after `/cards/`.
    ///
    /// - Throws: ``Failure`` (bad input) for a part that is not what it should be, or a size
    ///   beyond the limits.
    public init(parts: [String]) throws(Failure) {
        let bad = Failure(.badInput, "not a card image address: /cards/PLANT/DIGEST/STYLE/GROUPING/APPEARANCE/WIDTHxHEIGHT@SCALE/FINGERPRINT.png")
        guard parts.count == Self.partCount, let id = PlainDecimal.integer(parts[0], as: Int64.self), Self.isDigest(parts[1]),
            let style = CardStyle(rawValue: parts[2]), let grouping = GridRequest.Grouping(rawValue: parts[3]),
            let userInterfaceStyle = UserInterfaceStyle(rawValue: parts[4]), parts[6].hasSuffix(".png"),
            case let fingerprint = String(parts[6].dropLast(4)), Self.isDigest(fingerprint)
        else { throw bad }
        let size = parts[5].split(separator: "@", omittingEmptySubsequences: false)
        let sides = size.first.map { $0.split(separator: "x", omittingEmptySubsequences: false) } ?? []
        guard size.count == 2, sides.count == 2, let width = PlainDecimal.double(sides[0]), let height = PlainDecimal.double(sides[1]),
            let scale = PlainDecimal.integer(size[1])
        else { throw bad }
        guard GridParameters.scales.contains(scale), width.isFinite, height.isFinite, (1...Self.maximumSide).contains(width),
            (1...Self.maximumSide).contains(height), width * height * Double(scale * scale) <= Self.maximumPixels
        else {
            let scales = GridParameters.scales
            throw Failure(.badInput, "a card image is 1 to \(Int(Self.maximumSide)) points a side at scale \(scales.lowerBound) to \(scales.upperBound)")
        }
        self.init(
            plantID: id, digest: parts[1], style: style, grouping: grouping, userInterfaceStyle: userInterfaceStyle, width: width, height: height,
            scale: scale, fingerprint: fingerprint)
    }

    /// The address as a path: also the key of its image in the server's ``CardImageCache``.
    public var path: String {
        "/cards/\(plantID)/\(digest)/\(style.rawValue)/\(grouping.rawValue)/\(userInterfaceStyle.rawValue)/\(width)x\(height)@\(scale)/\(fingerprint).png"
    }

    public var size: Size { Size(width: width, height: height) }

    private static func isDigest(_ text: String) -> Bool {
        text.utf8.count == 32 && text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }
}
