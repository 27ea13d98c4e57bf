#if canImport(SwiftUI)
  import Formwork
  import FormworkListDriver
  import SwiftUI

  /// A text field, secure field or text editor.
  ///
  /// The text on screen is the view's own state: each keystroke goes to ``Formwork/Form/input(_:for:)``
  /// (which cuts it to the maximum length, or keeps it with an input error when a number does not
  /// parse), and the form does not reconfigure the row for it, so typing re-renders this row only
  /// and the caret stays. When the row's model changes under the field, the list driver's rule
  /// (`replacementText`) says whether the field takes the model's text: a field being typed in
  /// keeps a text that reads as the value ("1." for 1).
  @MainActor
  struct TextRowView: View {
    @ObservedObject var row: RowModel
    let model: FormModel
    let style: TextStyle

    @State private var text: String
    @FocusState private var isFocused: Bool

    init(row: RowModel, model: FormModel, style: TextStyle) {
      self.row = row
      self.model = model
      self.style = style
      _text = State(initialValue: row.untrackedState.editingText)
    }

    var body: some View {
      let state = row.state
      content(state)
        .onChange(of: isFocused) { focused in
          if !focused { takeModelText() }
          model.focusChanged(row.id, isFocused: focused)
        }
        .onChange(of: row.revision) { _ in takeModelText() }
        .onChange(of: row.focusRequest) { _ in applyFocusRequest() }
        .onAppear {
          // A row focus moved to before it was on screen: the list just made it. Focus set while
          // a row appears can be lost, so it waits for the next turn.
          guard row.focusRequest != nil else { return }
          Task { @MainActor in applyFocusRequest() }
        }
        .rowChrome(state, model)
    }

    @ViewBuilder
    private func content(_ state: RowState) -> some View {
      if style == .textArea {
        VStack(alignment: .leading, spacing: 6) {
          // The editor reads the title (and "required"): the title alone would be read twice.
          if !state.title.isEmpty { RowTitle(state: state).accessibilityHidden(true) }
          editor(state)
        }
      } else if state.title.isEmpty {
        field(state)
      } else {
        HStack(spacing: 12) {
          RowTitle(state: state)
            .layoutPriority(1)
            .accessibilityHidden(true)
          field(state)
            .multilineTextAlignment(.trailing)
        }
      }
    }

    /// The field's content and keyboard, as every renderer resolves them (the return key reads
    /// "next" while a text row or a page follows).
    private func textContent(_ state: RowState) -> FormTextContent? { model.textContent(of: state) }

    @ViewBuilder
    private func field(_ state: RowState) -> some View {
      if let content = textContent(state) {
        Group {
          if content.isSecure {
            SecureField(content.placeholder ?? "", text: binding)
          } else {
            TextField(content.placeholder ?? "", text: binding)
          }
        }
        .focused($isFocused)
        .modifier(TextInputTraits(text: content))
        .onSubmit { model.focusNext(after: row.id) }
        .rowAccessibility(state)
        .signKey(isFocused && offersSignKey(state, content)) { toggleSign() }
      }
    }

    /// Number pads have no minus key on iPhone: a number row typed on one gets a "±" key on the
    /// keyboard's bar (the list driver's rule, `FormKeyboardAccessoryState.offersSignToggle`).
    private func offersSignKey(_ state: RowState, _ content: FormTextContent) -> Bool {
      guard case .text(let style) = state.kind, style.isNumeric else { return false }
      return content.keyboard == .numberPad || content.keyboard == .decimalPad
    }

    /// The "±" key: the number changes sign as typed ("12" → "-12", "-12" → "12"; an empty
    /// field starts a negative number).
    private func toggleSign() {
      take(text.hasPrefix("-") ? String(text.dropFirst()) : "-" + text)
    }

    @ViewBuilder
    private func editor(_ state: RowState) -> some View {
      if let content = textContent(state) {
        if content.growsWithContent, #available(iOS 16, macOS 13, tvOS 16, watchOS 9, *) {
          growingEditor(state, content)
        } else {
          // iOS 15 has no growing multi-line field: a text editor of the row's height, scrolling.
          textEditor(state, content)
        }
      }
    }

    /// A text area that grows with its text: a vertical text field (`TextEditor` keeps its
    /// height in a list).
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    private func growingEditor(_ state: RowState, _ content: FormTextContent) -> some View {
      let lines = max(3, Int(((state.configuration.preferredHeight ?? 88) / 22).rounded()))
      return TextField(content.placeholder ?? "", text: binding, axis: .vertical)
        .lineLimit(lines...)
        .focused($isFocused)
        .modifier(TextInputTraits(text: content))
        .rowAccessibility(state)
    }

    private func textEditor(_ state: RowState, _ content: FormTextContent) -> some View {
      TextEditor(text: binding)
        .focused($isFocused)
        .frame(minHeight: state.configuration.preferredHeight ?? 88)
        .frame(maxHeight: content.growsWithContent ? nil : (state.configuration.preferredHeight ?? 88))
        .overlay(alignment: .topLeading) {
          if text.isEmpty, let placeholder = content.placeholder {
            Text(placeholder)
              .foregroundColor(.secondary)
              .padding(.top, 8)
              .padding(.leading, 5)
              .allowsHitTesting(false)
              .accessibilityHidden(true)
          }
        }
        .modifier(TextInputTraits(text: content))
        .rowAccessibility(state)
    }

    private var binding: Binding<String> {
      Binding(get: { text }, set: { typed in take(typed) })
    }

    /// Sends typed text to the form and does what the list driver says with the field. A
    /// live-formatted row's field shows the text formatted (`(555) 123-4567`, `$1,234.50`).
    /// SwiftUI's `TextField` offers no caret control on iOS 15–17: after a change the format
    /// made (a literal inserted, a group regrouped), the caret is where SwiftUI puts it, at the
    /// end; UIKit's field keeps it after the character typed.
    private func take(_ proposed: String) {
      guard proposed != text else { return }
      let typed = model.formattedText(proposed, previous: text, in: row.id) ?? proposed
      text = typed
      switch model.textDidChange(typed, in: row.id) {
      case .accepted, .rejected: break
      case .replace(let kept):
        // While the field is edited, an input method may be composing: SwiftUI writes its marked
        // text through the binding and says nothing of it, and replacing the text would break
        // the composition. The row holds the cut value; the field shows it when editing ends.
        if !isFocused { text = kept }
      case .denied: text = row.state.editingText
      }
    }

    /// The model was refreshed, or editing ended: the field takes its text when the list driver
    /// says so (a text cut to its maximum length shows once the field is no longer edited).
    private func takeModelText() {
      if let replacement = model.replacementText(forField: text, of: row.id, isEditing: isFocused) {
        text = replacement
      }
    }

    private func applyFocusRequest() {
      guard let request = row.focusRequest else { return }
      row.focusRequest = nil
      isFocused = request
    }
  }
#endif

#if canImport(SwiftUI)
  import Formwork
  import SwiftUI

  extension View {
    /// A "±" key on the keyboard's bar while `shows` (see `TextRowView`), where there is a
    /// keyboard.
    @MainActor @ViewBuilder
    func signKey(_ shows: Bool, action: @escaping @MainActor () -> Void) -> some View {
      // Linux: the SwiftUI stand-in of the tests, a model of iOS.
      #if os(iOS) || os(Linux)
        toolbar {
          ToolbarItem(placement: .keyboard) {
            if shows { SignKey(action: action) }
          }
        }
      #else
        self
      #endif
    }
  }

  /// The "±" key, read by VoiceOver in the form's language.
  @MainActor
  private struct SignKey: View {
    let action: @MainActor () -> Void
    @Environment(\.formListStrings) private var strings

    var body: some View {
      Button {
        action()
      } label: {
        Text(verbatim: "±").monospacedDigit()
      }
      .accessibilityLabel(Text(strings.toggleSign))
    }
  }
#endif
