import CorollaJSON
import CorollaStore

extension CatalogService {
    /// Files in and out of a catalog: import, export, backup and restore:
    /// ``CatalogService/transfer``.
    public struct Transfer: CatalogFacet {
        let service: CatalogService
    }
}

extension CatalogService.Transfer {
    /// An importer into this catalog.
    public func importer(options: ImportOptions = ImportOptions()) -> Importer {
        Importer(store: store, options: options)
    }

    /// Every plant, with its favorite flag and position, as text in `format` (see ``Exporter``).
    ///
    /// - Throws: ``ServiceError`` when the catalog cannot be read.
    public func export(as format: PlantFileFormat) throws -> String {
        try serving { try Exporter(store: store).export(as: format) }
    }

    /// Writes every plant to `output` as ``export(as:)`` gives it, each row as it is read; with
    /// `photos`, each stored photo as a file named in the `photo` column (see
    /// ``Exporter/export(as:to:photos:)``).
    ///
    /// - Returns: how many plants and photos were written.
    /// - Throws: ``ServiceError`` when the catalog cannot be read; what `output`
    ///   or `photos.write` throws.
    @discardableResult
    public func export(as format: PlantFileFormat, to output: OutputBuffer, photos: ExportPhotos? = nil) throws -> PlantExport {
        try serving { try Exporter(store: store).export(as: format, to: output, photos: photos) }
    }

    /// Writes the watering history to `output` in `format`, each row as it is read (see
    /// ``Exporter/exportHistory(as:to:)``).
    ///
    /// - Returns: how many waterings were written.
    /// - Throws: ``ServiceError`` when the catalog cannot be read; what `output` throws.
    public func exportHistory(as format: PlantFileFormat, to output: OutputBuffer) throws -> Int {
        try serving { try Exporter(store: store).exportHistory(as: format, to: output) }
    }

    /// Writes every plant and the watering history to `output` as an .xlsx workbook (see
    /// ``Exporter/exportWorkbook(to:photos:)``).
    ///
    /// - Returns: how many plants and photos were written.
    /// - Throws: ``ServiceError`` when the catalog cannot be read; ``Failure`` for a value a
    ///   workbook cannot hold; ``WorkbookError``; what `output` or `photos.write` throws.
    @discardableResult
    public func exportWorkbook(to output: OutputBuffer, photos: ExportPhotos? = nil) throws -> PlantExport {
        try serving { try Exporter(store: store).exportWorkbook(to: output, photos: photos) }
    }

    /// Writes the watering history to `output` as an .xlsx workbook of one sheet (see
    /// ``Exporter/exportHistoryWorkbook(to:)``).
    ///
    /// - Returns: how many waterings were written.
    public func exportHistoryWorkbook(to output: OutputBuffer) throws -> Int {
        try serving { try Exporter(store: store).exportHistoryWorkbook(to: output) }
    }
}
