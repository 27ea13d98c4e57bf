// Real SwiftUI makes Foundation's types (Date, IndexSet, NSDecimalNumber…) visible to a file that
// imports SwiftUI alone; the stand-in does the same. It does not re-export UIKit: real SwiftUI
// imports UIKit without re-exporting it, so a file using UIKit must import it (on Linux, the
// UIKit stand-in).
@_exported import Foundation
@_exported import FoundationUndo
