// The leaves the core is built on come with it too: `import FormworkCore` (or `import Formwork`)
// names `FormValue`, `FormError`, `ValuePath`, `FormExpression` or `FormStrings` as before they had modules.
@_exported import FormworkExpressions
@_exported import FormworkPattern
@_exported import FormworkStrings
@_exported import FormworkValues

// The FormworkDiff types in Formwork's own API (index paths, list updates) come with Formwork:
// an app that imports Formwork can name them without importing FormworkDiff.
@_exported import struct FormworkDiff.ItemPath
@_exported import struct FormworkDiff.ListUpdate
