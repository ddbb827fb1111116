// The front ends see the file formats' types (formats, inputs, import errors, date patterns)
// through the service, as they see the model's.
@_exported import CorollaFormats
