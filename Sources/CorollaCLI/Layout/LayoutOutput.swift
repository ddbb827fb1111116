import CorollaJSON
import CorollaLayout

/// What `corolla layout` prints, as JSON.
enum LayoutOutput {
    /// `{"contentSize": [w, h], "sections": [{"header", "footer", "items", "rotations"?}], "diagnostics": […]}`;
    /// with `plantIDs` (one per item, in item order) each section also has `"plantIds"`, and with
    /// `revision` (the catalog revision a grid shows) the object starts with `"revision"`.
    static func full(_ result: LayoutResult, plantIDs: [Int64]? = nil, revision: Int64? = nil) -> JSONValue {
        var start = 0
        let sections = result.sections.map { frames -> JSONValue in
            guard case .object(let members) = section(frames), let plantIDs else { return section(frames) }
            defer { start += frames.items.count }
            let ids = plantIDs.dropFirst(start).prefix(frames.items.count).map { JSONValue.number($0) }
            return .object(members + [JSONMember("plantIds", .array(ids))])
        }
        let head = revision.map { [JSONMember("revision", .number($0))] } ?? []
        return .object(head + [
            JSONMember("contentSize", .frame([result.contentSize.width, result.contentSize.height])),
            JSONMember("sections", .array(sections)),
            JSONMember("diagnostics", diagnostics(result)),
        ])
    }

    /// `{"elements": [{"kind", "section", "item"?, "frame", "rotation"?}], "diagnostics": […]}`: the
    /// elements whose frames intersect `rect`, in natural order (section by section: header,
    /// items, footer). Headers and footers have no `item`; `rotation` is there for rotated items.
    /// With `plantIDs` (one per item, in item order) each item also has `"plantId"`, and with
    /// `revision` the object starts with `"revision"`.
    static func elements(of result: LayoutResult, in rect: Rect, plantIDs: [Int64]? = nil, revision: Int64? = nil) -> JSONValue {
        let found = LayoutIndex(result).elements(in: rect).sorted {
            ($0.section, $0.category, $0.item) < ($1.section, $1.category, $1.item)
        }
        let firstItem = result.sections.reduce(into: [0]) { $0.append($0[$0.count - 1] + $1.items.count) }
        let elements = found.map { found -> JSONValue in
            let item = firstItem[found.section] + found.item
            guard case .object(let members) = element(result, found), found.category == .item, let plantIDs,
                plantIDs.indices.contains(item)
            else { return element(result, found) }
            return .object(members + [JSONMember("plantId", .number(plantIDs[item]))])
        }
        let head = revision.map { [JSONMember("revision", .number($0))] } ?? []
        return .object(head + [JSONMember("elements", .array(elements)), JSONMember("diagnostics", diagnostics(result))])
    }

    private static func section(_ frames: SectionFrames) -> JSONValue {
        var members = [
            JSONMember("header", frames.header.map { .frame($0.components) } ?? .null),
            JSONMember("footer", frames.footer.map { .frame($0.components) } ?? .null),
            JSONMember("items", .array(frames.items.map { .frame($0.components) })),
        ]
        if let rotations = frames.rotations {
            members.append(JSONMember("rotations", .array(rotations.map(JSONValue.number))))
        }
        return .object(members)
    }

    private static func element(_ result: LayoutResult, _ element: LayoutElement) -> JSONValue {
        var members = [
            JSONMember("kind", .string(kind(element.category))), JSONMember("section", .number(Double(element.section))),
        ]
        if element.category == .item { members.append(JSONMember("item", .number(Double(element.item)))) }
        members.append(JSONMember("frame", .frame(element.frame.components)))
        if element.category == .item, let rotations = result.sections[element.section].rotations {
            members.append(JSONMember("rotation", .number(rotations[element.item])))
        }
        return .object(members)
    }

    private static func kind(_ category: LayoutElement.Category) -> String {
        switch category {
        case .header: "header"
        case .item: "item"
        case .footer: "footer"
        }
    }

    private static func diagnostics(_ result: LayoutResult) -> JSONValue {
        .array(result.diagnostics.map { .string($0.description) })
    }
}
