/// How import files name fields: the raw value, or a spelling ``PlantField/Declaration/alsoAccepted``
/// declares, as a spreadsheet writes it.
extension PlantField {
    /// The field `fileName` names (a CSV/TSV column, a JSON key), or nil: one of its
    /// ``fileNameForms(_:)`` is that of the field's raw value or of one of its `alsoAccepted`
    /// spellings (`Water Every (days)`, `water every days` and `WATER-EVERY` are
    /// `water_every_days`; `Plant Name` is `name`).
    public init?(fileName: some StringProtocol) {
        let forms = Self.fileNameForms(fileName)
        guard let field = Self.formsByField.first(where: { !$0.forms.isDisjoint(with: forms) })?.field else { return nil }
        self = field
    }

    /// Every name the field is read under, as written: its raw value, then its `alsoAccepted` spellings.
    public var fileNames: [String] { [rawValue] + declaration.alsoAccepted }

    /// `name` as it is compared: lowercased, without spaces, tabs, `_` and `-`; for a name ending
    /// in a part in parentheses (a unit), with that part left out and with it kept
    /// (`Water Every (days)`: `waterevery` and `watereverydays`).
    ///
    /// - Complexity: O(n) for n characters.
    public static func fileNameForms(_ name: some StringProtocol) -> [String] {
        var text = Substring(name)
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        let whole = squeezed(text.filter { $0 != "(" && $0 != ")" })
        guard text.last == ")", let open = text.lastIndex(of: "("), open != text.startIndex else { return [whole] }
        return [squeezed(text[..<open]), whole]
    }

    private static func squeezed(_ text: some StringProtocol) -> String {
        String(text.lowercased().filter { $0 != " " && $0 != "\t" && $0 != "_" && $0 != "-" })
    }

    /// Each field's ``fileNames`` in their forms.
    private static let formsByField: [(field: PlantField, forms: Set<String>)] = allCases.map { field in
        (field, Set(field.fileNames.flatMap(fileNameForms)))
    }
}
