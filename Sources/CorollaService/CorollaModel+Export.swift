// The front ends see the model's types (plants, drafts, filters, dates, the catalog's status)
// through the service, their only door to the catalog.
@_exported import CorollaModel
