// `import Formwork` is all an app writes: the model and everything built on it, in the modules
// that layer it (each can import only the ones below it; see ARCHITECTURE.md).
@_exported import FormworkCore
// Drafts: stores, the atomic file store and autosave, layered on the core.
@_exported import FormworkDrafts
// JSON form schemas (`FormSchema`, `FormSchemaRegistry`, `Form(schema:)`), built on the core's
// public API.
@_exported import FormworkSchema
