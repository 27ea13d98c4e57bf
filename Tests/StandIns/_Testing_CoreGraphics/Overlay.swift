// Swift Testing declares a cross-import overlay for CoreGraphics (Testing.swiftcrossimport): a
// file that imports both Testing and a module named CoreGraphics makes the compiler load
// `_Testing_CoreGraphics`. On Linux, where CoreGraphics is Formwork's test stand-in, this shim is
// that module. It adds nothing.
@_exported import CoreGraphics
@_exported import Testing
