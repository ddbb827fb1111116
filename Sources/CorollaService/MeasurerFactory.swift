import CorollaCards

/// Makes the service's card measurer when it first needs one, so that a grid served from the cache
/// never creates a measurer (nor a Pango context, nor fontconfig's configuration).
public protocol MeasurerFactory {
    /// The options of the measurers it makes, known without making one: the service keys the
    /// stored measurer fingerprint by them and reads the card metrics from them.
    var options: CardMeasurer.Options { get }

    /// A new measurer with ``options``. The service calls it at most once, when it first measures a
    /// card, renders, or has no valid stored fingerprint.
    func makeMeasurer() -> CardMeasurer
}

/// Makes ordinary Pango measurers.
public struct PangoMeasurerFactory: MeasurerFactory {
    public var options: CardMeasurer.Options

    public init(options: CardMeasurer.Options = CardMeasurer.Options()) {
        self.options = options
    }

    public func makeMeasurer() -> CardMeasurer {
        CardMeasurer(options: options)
    }
}
