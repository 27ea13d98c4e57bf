#if canImport(SwiftUI)
import SwiftUI
#endif
