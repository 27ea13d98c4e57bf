// `import Formwork` is all an app writes: the model and everything built on it, in the modules
// that layer it (each can import only the ones below it; see ARCHITECTURE.md).
@_exported import FormworkCore
// JSON form schemas (`FormSchema`, `FormSchemaRegistry`, `Form(schema:)`), built on the core's
// public API.
@_exported import FormworkSchema
