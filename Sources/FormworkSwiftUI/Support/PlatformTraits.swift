#if canImport(SwiftUI)
  import Formwork
  import FormworkListDriver
  import SwiftUI

  #if canImport(UIKit)
    import UIKit
  #endif

  /// The keyboard, autofill, capitalization, correction and return key of a text row, as the
  /// list driver resolved them for every renderer (`FormTextContent`). Only
  /// iOS has most of them; elsewhere the field keeps the platform's behaviour.
  @MainActor
  struct TextInputTraits: ViewModifier {
    let text: FormTextContent

    func body(content: Content) -> some View {
      #if os(iOS) || os(tvOS) || os(visionOS)
        content
          .keyboardType(keyboard(text.keyboard))
          .textContentType(text.contentType.map(contentType))
          .textInputAutocapitalization(capitalization(text.autocapitalization))
          .disableAutocorrection(!text.autocorrection)
          .submitLabel(SubmitLabel(text.returnKey))
      #else
        content
          .disableAutocorrection(!text.autocorrection)
          .submitLabel(SubmitLabel(text.returnKey))
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
