#if canImport(SwiftUI)
  import Formwork
  import FormworkListDriver
  import SwiftUI

  /// A selector presented as a picker: a pop-up menu on the row, or a wheel that opens under the
  /// title when the row is tapped (``PickerSelectorStyle``). A multiple selector is a menu of
  /// options marked with checks.
  @MainActor
  struct PickerSelectorRowView: View {
    @ObservedObject var row: RowModel
    let model: FormModel
    let multiple: Bool
    let style: PickerSelectorStyle
    @State private var isWheelOpen = false

    var body: some View {
      let state = row.state
      Group {
        if case .loaded = state.options {
          if multiple {
            multipleMenu(state)
          } else if style == .wheel {
            wheel(state)
          } else {
            RowLine(state: state) {
              OptionsPicker(row: row, model: model, state: state, includesNone: offersNone(state))
                .pickerStyle(.menu)
                .labelsHidden()
                .rowAccessibility(state)
            }
          }
        } else {
          RowLine(state: state) {
            OptionsStatusView(row: row.id, options: state.options, model: model)
          }
        }
      }
      .loadsOptions(of: row.id, state: state, model: model)
      .rowChrome(state, model)
    }

    private func offersNone(_ state: RowState) -> Bool { !state.isRequired || state.value.isNull }

    private func multipleMenu(_ state: RowState) -> some View {
      let items = state.options.items
      let selected = Set(state.selectedOptionIndices)
      return RowLine(state: state) {
        Menu {
          ForEach(Array(items.enumerated()), id: \.offset) { index, item in
            Button {
              let id = row.id
              model.attempt { try $0.toggleOption(item.value, for: id) }
            } label: {
              if selected.contains(index) {
                Label(item.title, systemImage: "checkmark")
              } else {
                Text(item.title)
              }
            }
          }
        } label: {
          RowValueText(state: state).lineLimit(1)
        }
        .rowCellAccessibility(state)
      }
    }

    private func wheel(_ state: RowState) -> some View {
      VStack(alignment: .leading, spacing: 0) {
        Button {
          isWheelOpen.toggle()
        } label: {
          RowLine(state: state, titleColor: .primary) {
            Text(FormRowDetail(state: state).text)
              .foregroundColor(isWheelOpen ? .accentColor : .secondary)
          }
        }
        .rowCellAccessibility(state)
        if isWheelOpen {
          OptionsPicker(row: row, model: model, state: state, includesNone: offersNone(state))
            .wheelPickerStyle()
            .labelsHidden()
        }
      }
    }
  }

  /// A segmented control over a row's options, under its title.
  @MainActor
  struct SegmentedRowView: View {
    @ObservedObject var row: RowModel
    let model: FormModel

    var body: some View {
      let state = row.state
      VStack(alignment: .leading, spacing: 8) {
        if !state.title.isEmpty { RowTitle(state: state) }
        if case .loaded = state.options {
          OptionsPicker(row: row, model: model, state: state)
            .pickerStyle(.segmented)
            .labelsHidden()
            .rowAccessibility(state)
        } else {
          OptionsStatusView(row: row.id, options: state.options, model: model)
        }
      }
      .loadsOptions(of: row.id, state: state, model: model)
      .rowChrome(state, model)
    }
  }
#endif
