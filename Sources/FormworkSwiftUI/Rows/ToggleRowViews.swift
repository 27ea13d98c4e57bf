#if canImport(SwiftUI)
  import Formwork
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
      let controls = model.form.strings.controls
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
      // In the form's language, as every renderer says it.
      .rowAccessibility(state, value: isOn ? controls.checked : controls.notChecked)
      .accessibilityAddTraits(isOn ? .isSelected : [])
      .rowChrome(state, model)
    }
  }
#endif
