#if canImport(SwiftUI)
  import Formwork
  import FormworkListDriver
  import SwiftUI

  /// Read-only information: `LabeledContent` on iOS 16 and later, a title and value side by side
  /// before.
  @MainActor
  struct InfoRowView: View {
    @ObservedObject var row: RowModel
    let model: FormModel

    var body: some View {
      let state = row.state
      let value = FormRowDetail(state: state).text
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
      .rowCellAccessibility(state)
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
        // An "Add" row's new row takes focus: the list driver's rule, in the model.
        model.tap(row.id)
      } label: {
        Text(state.title)
      }
      .rowAccessibility(state)
      .rowChrome(state, model)
    }
  }
#endif
