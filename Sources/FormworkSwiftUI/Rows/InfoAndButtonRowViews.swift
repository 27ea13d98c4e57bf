#if canImport(SwiftUI)
  import Formwork
  import SwiftUI

  /// Read-only information: `LabeledContent` on iOS 16 and later, a title and value side by side
  /// before.
  @MainActor
  struct InfoRowView: View {
    @ObservedObject var row: RowModel
    let model: FormModel

    var body: some View {
      let state = row.state
      let value = state.displayValue.isEmpty ? (state.configuration.noValueText ?? "") : state.displayValue
      Group {
        if #available(iOS 16, macOS 13, tvOS 16, watchOS 9, *) {
          LabeledContent {
            Text(value).textSelection(.enabled)
          } label: {
            RowTitle(state: state)
          }
        } else {
          RowLine(state: state) {
            Text(value)
              .foregroundColor(.secondary)
              .multilineTextAlignment(.trailing)
              .textSelection(.enabled)
          }
        }
      }
      .accessibilityElement(children: .combine)
      .rowAccessibility(state, value: value)
      .rowChrome(state, model)
    }
  }

  /// A button; "Add" rows of multivalued sections are buttons too.
  @MainActor
  struct ButtonRowView: View {
    @ObservedObject var row: RowModel
    let model: FormModel

    var body: some View {
      let state = row.state
      Button {
        tap(state)
      } label: {
        Text(state.title)
      }
      .rowAccessibility(state)
      .rowChrome(state, model)
    }

    /// Runs the button; an "Add" row of a multivalued section then focuses the text row it added.
    private func tap(_ state: RowState) {
      let form = model.form
      let adds = form.sectionState(of: state.section)?.multivaluedOptions.contains(.insert) == true
      let before = adds ? Set(form.rowIDs(inSection: state.section)) : []
      model.tap(row.id)
      guard adds,
        let added = form.rowIDs(inSection: state.section).last(where: { !before.contains($0) }),
        form.state(of: added)?.isTextInput == true
      else { return }
      model.focus(added)
    }
  }
#endif
