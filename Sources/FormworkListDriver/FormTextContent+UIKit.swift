#if canImport(UIKit)
  import Formwork
  import UIKit

  // The text traits in UIKit's types. UIKit's fields and SwiftUI's modifiers take the same types,
  // so both Apple renderers translate a `FormTextContent` here, once. Plain translations: what a
  // row gets is decided by `FormTextContent(state:hasNextInput:)`, on every platform.

  extension KeyboardKind {
    /// UIKit's keyboard type.
    public var uiKeyboardType: UIKeyboardType {
      switch self {
      case .default: return .default
      case .asciiCapable: return .asciiCapable
      case .numbersAndPunctuation: return .numbersAndPunctuation
      case .url: return .URL
      case .numberPad: return .numberPad
      case .phonePad: return .phonePad
      case .emailAddress: return .emailAddress
      case .decimalPad: return .decimalPad
      }
    }
  }

  extension Autocapitalization {
    /// UIKit's autocapitalization type.
    public var uiAutocapitalizationType: UITextAutocapitalizationType {
      switch self {
      case .none: return .none
      case .words: return .words
      case .sentences: return .sentences
      case .allCharacters: return .allCharacters
      }
    }
  }

  extension ReturnKey {
    /// UIKit's return key type.
    public var uiReturnKeyType: UIReturnKeyType {
      switch self {
      case .default: return .default
      case .next: return .next
      case .done: return .done
      case .go: return .go
      case .send: return .send
      case .search: return .search
      case .join: return .join
      }
    }
  }

  extension TextContentType {
    /// UIKit's content type: Formwork's raw values are Apple's names.
    public var uiTextContentType: UITextContentType { UITextContentType(rawValue: rawValue) }
  }

  extension FormScreenAlignment {
    /// UIKit's text alignment for this side of the screen (UIKit has no "trailing").
    public var nsTextAlignment: NSTextAlignment {
      switch self {
      case .left: return .left
      case .center: return .center
      case .right: return .right
      }
    }
  }
#endif
