#if canImport(SwiftUI)
  import Formwork
  import FormworkListDriver
  import SwiftUI

  /// A countdown (a duration in seconds) with hour and minute menus on the row.
  @MainActor
  struct CountdownRowView: View {
    @ObservedObject var row: RowModel
    let model: FormModel

    var body: some View {
      let state = row.state
      RowLine(state: state) {
        CountdownPickers(row: row, model: model, state: state, wheels: false)
      }
      .rowChrome(state, model)
    }
  }

  /// Hour and minute pickers over a duration in seconds: menus on a row, wheels in an inline
  /// editor.
  @MainActor
  struct CountdownPickers: View {
    let row: RowModel
    let model: FormModel
    let state: RowState
    let wheels: Bool

    /// The duration, its hours and minutes, and the minute step, as the list driver reads them.
    private var content: FormDateContent? { FormDateContent(state: state) }

    private var minuteStep: Int { content?.minuteStep ?? 1 }

    var body: some View {
      HStack(spacing: 0) {
        let strings = model.form.strings
        picker(strings.controls.hours, selection: hours, values: Array(0..<24)) {
          strings.values.duration(hours: $0, minutes: 0)
        }
        picker(strings.controls.minutes, selection: minutes, values: Array(stride(from: 0, to: 60, by: minuteStep))) {
          strings.values.duration(hours: 0, minutes: $0)
        }
      }
      .accessibilityElement(children: .contain)
      .rowAccessibility(state)
    }

    @ViewBuilder
    private func picker(
      _ title: String, selection: Binding<Int>, values: [Int], text: @escaping (Int) -> String
    ) -> some View {
      let options = Picker(title, selection: selection) {
        ForEach(values, id: \.self) { value in Text(text(value)).tag(value) }
      }
      if wheels {
        options.wheelPickerStyle().labelsHidden()
      } else {
        options.pickerStyle(.menu).labelsHidden()
      }
    }

    private var hours: Binding<Int> {
      let content = content
      return Binding(
        get: { content?.countdownHours ?? 0 }, set: { set(hours: $0, minutes: content?.countdownMinutes ?? 0) })
    }

    private var minutes: Binding<Int> {
      let content = content
      return Binding(
        get: { content?.countdownMinutes ?? 0 }, set: { set(hours: content?.countdownHours ?? 0, minutes: $0) })
    }

    private func set(hours: Int, minutes: Int) {
      let total = Double(hours * 3600 + minutes * 60)
      let id = row.id
      model.attempt { try $0.userSetValue(total.formValue, for: id) }
    }
  }
#endif
