/// Whether a run of items all have one size.
enum Uniformity: Equatable {
    case empty
    case uniform(Size)
    case mixed

    /// The run followed by `other`.
    func followed(by other: Uniformity) -> Uniformity {
        switch (self, other) {
        case (.empty, _): other
        case (_, .empty): self
        case (.uniform(let size), .uniform(let next)) where size == next: self
        default: .mixed
        }
    }

    /// The run followed by one item of `size`.
    func adding(_ size: Size) -> Uniformity { followed(by: .uniform(size)) }

    /// Three numbers for a checkpoint: a kind (0 empty, 1 uniform, 2 mixed) and the size.
    var saved: [Double] {
        switch self {
        case .empty: [0, 0, 0]
        case .uniform(let size): [1, size.width, size.height]
        case .mixed: [2, 0, 0]
        }
    }

    /// Restores a run saved by ``saved``; an absent state is an empty run.
    init(restoring state: ArraySlice<Double>) {
        let values = Array(state.prefix(3))
        switch values.first {
        case nil, 0: self = .empty
        case 1 where values.count == 3: self = .uniform(Size(width: values[1], height: values[2]))
        default: self = .mixed
        }
    }
}
