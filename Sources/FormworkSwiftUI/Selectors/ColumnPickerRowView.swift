#if canImport(SwiftUI)
  import Formwork
  import SwiftUI

  /// A picker with columns (feet and inches…): its title, then one wheel `Picker` a column side
  /// by side. A wheel always shows a choice: a row without a value shows each column's first
  /// option, and turning one wheel chooses the others' shown options with it.
  @MainActor
  struct ColumnPickerRowView: View {
    @ObservedObject var row: RowModel
    let model: FormModel

    var body: some View {
      let state = row.state
      let columns = state.configuration.pickerColumns
      var chosen: [FormValue] = []
      if case .list(let values) = state.value { chosen = values }
      return VStack(alignment: .leading, spacing: 8) {
        if !state.title.isEmpty { RowTitle(state: state) }
        HStack(spacing: 0) {
          ForEach(Array(columns.enumerated()), id: \.offset) { column, options in
            Picker(selection: selection(column, options, chosen)) {
              ForEach(Array(options.options.enumerated()), id: \.offset) { index, item in
                Text(item.title).tag(index)
              }
            } label: {
              Text(options.title ?? state.title)
            }
            .pickerStyle(.wheel)
            .labelsHidden()
            // Each wheel is read on its own: the row's title and the column's ("Height, Feet").
            .accessibilityLabel(Text([state.title, options.title].compactMap { $0 }.joined(separator: ", ")))
          }
        }
        .accessibilityIdentifier(RowAccessibility.identifier(of: state))
      }
      .rowChrome(state, model)
    }

    /// A column's wheel: the row's choice in it, or its first option; turning it chooses.
    private func selection(_ column: Int, _ options: PickerColumn, _ chosen: [FormValue]) -> Binding<Int> {
      let shown = column < chosen.count ? options.options.firstIndex { $0.value == chosen[column] } ?? 0 : 0
      let id = row.id
      return Binding(
        get: { shown },
        set: { index in
          guard options.options.indices.contains(index) else { return }
          model.attempt { try $0.choose(options.options[index].value, column: column, for: id) }
        })
    }
  }
#endif
