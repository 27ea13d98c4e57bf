#if canImport(SwiftUI)
  import Formwork
  import FormworkListDriver
  import SwiftUI

  /// An inline date or selector row: its title and value; a tap expands or collapses the editor
  /// row the form inserts below it.
  @MainActor
  struct InlineParentRowView: View {
    @ObservedObject var row: RowModel
    let model: FormModel

    var body: some View {
      let state = row.state
      Button {
        model.tap(row.id)
      } label: {
        RowLine(state: state, titleColor: .primary) {
          Text(FormRowDetail(state: state).text)
            .foregroundColor(state.isExpanded ? .accentColor : .secondary)
        }
      }
      .rowCellAccessibility(state)
      .accessibilityHint(
        Text(state.isExpanded ? model.form.strings.controls.collapsePicker : model.form.strings.controls.expandPicker)
      )
      .rowChrome(state, model)
    }
  }

  /// The editor row an inline row expands: a graphical date picker, a time wheel, countdown
  /// wheels, or an inline picker of options. It observes the row it edits.
  @MainActor
  struct InlineEditorRowView: View {
    @ObservedObject var parent: RowModel
    let model: FormModel

    var body: some View {
      let state = parent.state
      editor(state)
        .disabled(!state.acceptsEdits)
        .deleteDisabled(true)
        .moveDisabled(true)
        .accessibilityIdentifier(RowAccessibility.identifier(of: state) + ".editor")
    }

    @ViewBuilder
    private func editor(_ state: RowState) -> some View {
      switch parent.kind {
      case .date(.countdown, _):
        CountdownPickers(row: parent, model: model, state: state, wheels: true)
      case .date(let style, _):
        if let content = FormDateContent(state: state) {
          let field = DateField(selection: dateBinding(state), style: style, content: content) {
            RowTitle(state: state)
          }
          .labelsHidden()
          if style == .time {
            field.wheelDatePickerStyle()
          } else {
            field.datePickerStyle(.graphical)
          }
        }
      case .selector, .multipleSelector, .segmented:
        OptionsPicker(row: parent, model: model, state: state)
          .pickerStyle(.inline)
          .labelsHidden()
      default:
        EmptyView()
      }
    }

    private func dateBinding(_ state: RowState) -> Binding<Date> {
      let id = parent.id
      let content = FormDateContent(state: state)
      let current = content?.shownDate(now: Date()) ?? Date()
      return Binding(
        get: { current },
        set: { date in
          let snapped = content?.snapped(date) ?? date
          model.attempt { try $0.userSetValue(.date(snapped), for: id) }
        })
    }
  }
#endif
