#if canImport(SwiftUI)
  import Formwork
  import SwiftUI

  /// Previous, next and done above the keyboard: number pads have no return key, and text areas
  /// use theirs for new lines.
  @MainActor
  struct KeyboardBar: View {
    @ObservedObject var focus: KeyboardFocus
    let model: FormModel

    var body: some View {
      if let row = focus.row {
        let previous = model.form.textInputRow(before: row)
        let next = model.form.textInputRow(after: row)
        HStack {
          Button {
            model.focus(previous)
          } label: {
            Image(systemName: "chevron.up")
          }
          .disabled(previous == nil)
          .accessibilityLabel(Text(model.form.strings.controls.previousField))
          Button {
            model.focus(next)
          } label: {
            Image(systemName: "chevron.down")
          }
          .disabled(next == nil)
          .accessibilityLabel(Text(model.form.strings.controls.nextField))
          Spacer()
          Button(model.form.strings.controls.done) { model.focus(nil) }
            .font(.body.weight(.semibold))
        }
      }
    }
  }

  extension View {
    /// The keyboard's toolbar for the form's text rows, where there is a keyboard.
    @MainActor @ViewBuilder
    func keyboardBar(_ model: FormModel) -> some View {
      // Linux: the SwiftUI stand-in of the tests, a model of iOS.
      #if os(iOS) || os(Linux)
        toolbar {
          ToolbarItemGroup(placement: .keyboard) {
            KeyboardBar(focus: model.keyboard, model: model)
          }
        }
      #else
        self
      #endif
    }
  }
#endif
