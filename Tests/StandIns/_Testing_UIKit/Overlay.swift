// Swift Testing declares a cross-import overlay for UIKit (Testing.swiftcrossimport): a file that
// imports both Testing and a module named UIKit makes the compiler load `_Testing_UIKit`. On
// Apple platforms Testing ships it; on Linux, where UIKit is Formwork's test stand-in, this shim
// is that module. It adds nothing.
@_exported import Testing
@_exported import UIKit
