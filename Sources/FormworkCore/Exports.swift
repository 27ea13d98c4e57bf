// The FormworkDiff types in Formwork's own API (index paths, list updates) come with Formwork:
// an app that imports Formwork can name them without importing FormworkDiff.
@_exported import struct FormworkDiff.ItemPath
@_exported import struct FormworkDiff.ListUpdate
