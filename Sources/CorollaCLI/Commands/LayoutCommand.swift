import CorollaJSON
import CorollaLayout
import CorollaService
import Foundation

/// `corolla layout`: the engine from the command line. Reads a layout request (JSON), prints the
/// frames (JSON).
struct LayoutCommand: Command {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "layout",
            abstract: "Lay out a request's sections and print the frames as JSON.",
            discussion: """
                The request is {"width", "height", "scale", "layout": {"type": "flow|aligned|waterfall|grid|fan", \
                options…}, "sections": [{"header", "footer", "items": [{"height"} | {"width", "height"}, …], \
                "sectionInset", "columnCount"}]}. The output is {"contentSize": [w, h], "sections": [{"header", \
                "footer", "items": [[x, y, w, h], …], "rotations" (fan only)}], "diagnostics": […]}; with --rect, \
                {"elements": [{"kind": "header|item|footer", "section", "item" (items only), "frame", "rotation" \
                (fan only)}], "diagnostics": […]}. A malformed request exits with status 65 and names the JSON \
                path of the bad field.
                """)
    }

    @Option(short: "i", value: "file", help: "Read the request from <file> instead of standard input.")
    var input: FilePath?
    @Option(value: "x,y,w,h", help: "Print only the elements whose frames intersect this rectangle.")
    var rect: Rect?
    @Flag(help: "Indent the JSON output.")
    var pretty: Bool

    func run(_ console: Console) throws {
        let request = try LayoutRequest.decode(try readInput())
        let result = try request.run()
        let output = console.outputBuffer()
        var writer = JSONStreamWriter(to: output, pretty: pretty)
        if let rect {
            try LayoutOutput.writeElements(of: result, in: rect, to: &writer)
        } else {
            try LayoutOutput.writeFull(result, to: &writer)
        }
        try output.append(byte: 0x0A)
        try output.finish()
    }

    private func readInput() throws -> [UInt8] {
        guard let input, input != .standardStream else { return try FileBytes.readStandardInput() }
        return try FileBytes.read(input)
    }
}

extension Rect: ArgumentValue {
    /// `x,y,w,h`: four finite numbers, the width and height not negative.
    init?(argument: String) {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
        let numbers = parts.compactMap { Double(argument: $0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 4, numbers.count == 4, numbers[2] >= 0, numbers[3] >= 0 else { return nil }
        self.init(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    static var expectation: String { "four comma-separated numbers x,y,w,h with w and h not negative" }
}
