import CorollaLayout
import Foundation

extension EdgeInsets: ArgumentValue {
    /// `12` (every side) or `top,left,bottom,right`: points, 0 or more.
    init?(argument: String) {
        var sides: [Double] = []
        for part in argument.split(separator: ",", omittingEmptySubsequences: false) {
            guard let side = Double(argument: part.trimmingCharacters(in: .whitespaces)), side >= 0 else { return nil }
            sides.append(side)
        }
        switch sides.count {
        case 1: self.init(all: sides[0])
        case 4: self.init(top: sides[0], left: sides[1], bottom: sides[2], right: sides[3])
        default: return nil
        }
    }

    static var expectation: String { "one number of points, 0 or more, or four: top,left,bottom,right" }
}
