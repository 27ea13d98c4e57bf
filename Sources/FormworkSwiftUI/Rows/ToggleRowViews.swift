#if canImport(SwiftUI)
  import Formwork
  import FormworkListDriver
  import SwiftUI

  /// A switch.
  @MainActor
  struct SwitchRowView: View {
    @ObservedObject var row: RowModel
    let model: FormModel

    var body: some View {
      let state = row.state
      let id = row.id
      Toggle(
        isOn: Binding(
          get: { state.value == .bool(true) },
          set: { isOn in model.attempt { try $0.userSetValue(.bool(isOn), for: id) } })
      ) {
        RowTitle(state: state)
      }
      .rowAccessibility(state)
      .rowChrome(state, model)
    }
  }

  /// A check row: the whole row is a button that toggles a check mark.
  @MainActor
  struct CheckRowView: View {
    @ObservedObject var row: RowModel
    let model: FormModel

    var body: some View {
      let state = row.state
      let isOn = state.value == .bool(true)
      Button {
        model.tap(row.id)
      } label: {
        RowLine(state: state, titleColor: .primary) {
          Image(systemName: "checkmark")
            .font(.body.weight(.semibold))
            .foregroundColor(.accentColor)
            .opacity(isOn ? 1 : 0)
        }
      }
      // "Selected" is a trait; the value is the row's message, if any (the list driver's words).
      .rowCellAccessibility(state)
      .rowChrome(state, model)
    }
  }
#endif
