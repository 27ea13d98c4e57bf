#if canImport(SwiftUI)
  import Formwork
  import SwiftUI

  #if canImport(UIKit)
    import UIKit
  #endif

  /// The keyboard, autofill, capitalization, correction and return key of a text row, from its
  /// configuration and its text style's defaults. Only iOS has most of them; elsewhere the field
  /// keeps the platform's behaviour.
  @MainActor
  struct TextInputTraits: ViewModifier {
    let style: TextStyle
    let configuration: RowConfiguration
    let submitLabel: SubmitLabel

    func body(content: Content) -> some View {
      #if os(iOS) || os(tvOS) || os(visionOS)
        content
          .keyboardType(keyboard(configuration.keyboard ?? style.defaultKeyboard))
          .textContentType((configuration.contentType ?? style.defaultContentType).map(contentType))
          .textInputAutocapitalization(
            capitalization(configuration.autocapitalization ?? style.defaultAutocapitalization)
          )
          .disableAutocorrection(!(configuration.autocorrection ?? style.defaultAutocorrection))
          .submitLabel(submitLabel)
      #else
        content
          .disableAutocorrection(!(configuration.autocorrection ?? style.defaultAutocorrection))
          .submitLabel(submitLabel)
      #endif
    }

    #if os(iOS) || os(tvOS) || os(visionOS)
      private func keyboard(_ kind: KeyboardKind) -> UIKeyboardType {
        switch kind {
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

      private func contentType(_ type: TextContentType) -> UITextContentType {
        switch type {
        case .name: return .name
        case .givenName: return .givenName
        case .familyName: return .familyName
        case .username: return .username
        case .emailAddress: return .emailAddress
        case .password: return .password
        case .newPassword: return .newPassword
        case .oneTimeCode: return .oneTimeCode
        case .telephoneNumber: return .telephoneNumber
        case .url: return .URL
        case .fullStreetAddress: return .fullStreetAddress
        case .postalCode: return .postalCode
        case .addressCity: return .addressCity
        case .organizationName: return .organizationName
        default: return UITextContentType(rawValue: type.rawValue)
        }
      }

      private func capitalization(_ kind: Autocapitalization) -> TextInputAutocapitalization {
        switch kind {
        case .none: return .never
        case .words: return .words
        case .sentences: return .sentences
        case .allCharacters: return .characters
        }
      }
    #endif
  }

  extension SubmitLabel {
    /// The submit label of a return key; `nil` (the renderer chooses) is "next" when another text
    /// row follows, else "done".
    static func forReturnKey(_ key: ReturnKey?, hasNext: Bool) -> SubmitLabel {
      switch key {
      case nil: return hasNext ? .next : .done
      case .default?: return .return
      case .next?: return .next
      case .done?: return .done
      case .go?: return .go
      case .send?: return .send
      case .search?: return .search
      case .join?: return .join
      }
    }
  }

  extension View {
    /// Inline pickers of dates: graphical, or a wheel where the platform has one (times).
    @ViewBuilder
    func wheelDatePickerStyle() -> some View {
      #if os(iOS)
        datePickerStyle(.wheel)
      #else
        datePickerStyle(.graphical)
      #endif
    }

    /// A picker as a wheel where the platform has one, else as a menu.
    @ViewBuilder
    func wheelPickerStyle() -> some View {
      #if os(iOS)
        pickerStyle(.wheel)
      #else
        pickerStyle(.menu)
      #endif
    }
  }
#endif
