#if canImport(SwiftUI)
  import Formwork
  import FormworkListDriver
  import SwiftUI

  /// The keyboard, autofill, capitalization, correction and return key of a text row, as the
  /// list driver resolved them for every renderer (`FormTextContent`). Only
  /// iOS has most of them; elsewhere the field keeps the platform's behaviour.
  @MainActor
  struct TextInputTraits: ViewModifier {
    let text: FormTextContent

    func body(content: Content) -> some View {
      #if os(iOS) || os(tvOS) || os(visionOS)
        content
          .keyboardType(text.keyboard.uiKeyboardType)
          .textContentType(text.contentType?.uiTextContentType)
          .textInputAutocapitalization(TextInputAutocapitalization(text.autocapitalization.uiAutocapitalizationType))
          .disableAutocorrection(!text.autocorrection)
          .submitLabel(SubmitLabel(text.returnKey))
      #else
        content
          .disableAutocorrection(!text.autocorrection)
          .submitLabel(SubmitLabel(text.returnKey))
      #endif
    }
  }

  extension SubmitLabel {
    /// The submit label of a return key the driver chose (``ReturnKey/default`` is "return").
    init(_ key: ReturnKey) {
      switch key {
      case .default: self = .return
      case .next: self = .next
      case .done: self = .done
      case .go: self = .go
      case .send: self = .send
      case .search: self = .search
      case .join: self = .join
      }
    }
  }

  extension View {
    /// Inline pickers of dates: graphical, or a wheel where the platform has one (times).
    @ViewBuilder
    func wheelDatePickerStyle() -> some View {
      // Linux: the SwiftUI stand-in of the tests, a model of iOS.
      #if os(iOS) || os(Linux)
        datePickerStyle(.wheel)
      #else
        datePickerStyle(.graphical)
      #endif
    }

    /// A picker as a wheel where the platform has one, else as a menu.
    @ViewBuilder
    func wheelPickerStyle() -> some View {
      // Linux: the SwiftUI stand-in of the tests, a model of iOS.
      #if os(iOS) || os(Linux)
        pickerStyle(.wheel)
      #else
        pickerStyle(.menu)
      #endif
    }
  }
#endif
