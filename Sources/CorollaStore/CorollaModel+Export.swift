// The store reads and writes the model's types (plants, drafts, filters, dates, the catalog's
// status); its users see them as its own.
@_exported import CorollaModel
