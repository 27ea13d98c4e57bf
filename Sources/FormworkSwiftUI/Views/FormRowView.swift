#if canImport(SwiftUI)
  import Formwork
  import SwiftUI

  /// Chooses a row's view from its kind. It does not observe the row (the kind never changes):
  /// the view it chooses observes the row's model, so a change re-renders that view alone.
  @MainActor
  struct FormRowView<CustomRow: View, CustomSupplementary: View>: View {
    let row: RowModel
    let model: FormModel
    let context: FormViewContext<CustomRow, CustomSupplementary>

    var body: some View {
      switch row.kind {
      case .text(let style):
        TextRowView(row: row, model: model, style: style)
      case .date(let style, let inline):
        if inline {
          InlineParentRowView(row: row, model: model)
        } else if style == .countdown {
          CountdownRowView(row: row, model: model)
        } else {
          DateRowView(row: row, model: model, style: style)
        }
      case .toggle(.switch):
        SwitchRowView(row: row, model: model)
      case .toggle(.check):
        CheckRowView(row: row, model: model)
      case .stepper:
        StepperRowView(row: row, model: model)
      case .slider:
        SliderRowView(row: row, model: model)
      case .segmented:
        SegmentedRowView(row: row, model: model)
      case .selector(let presentation):
        selector(presentation, multiple: false)
      case .multipleSelector(let presentation):
        selector(presentation, multiple: true)
      case .columnPicker:
        ColumnPickerRowView(row: row, model: model)
      case .ranking:
        RankingRowView(row: row, model: model)
      case .info:
        InfoRowView(row: row, model: model)
      case .button:
        ButtonRowView(row: row, model: model)
      case .custom(let kind):
        CustomRowHost(row: row, model: model, kind: kind, content: context.customRow)
      case .subform:
        SubformRowView(row: row, model: model, context: context)
      case .inlineEditor(let parent):
        if let parentRow = model.row(parent) {
          InlineEditorRowView(parent: parentRow, model: model)
        }
      }
    }

    @ViewBuilder
    private func selector(_ presentation: SelectorPresentation, multiple: Bool) -> some View {
      switch presentation {
      case .push:
        PushSelectorRowView(row: row, model: model, multiple: multiple)
      case .inline:
        // Only single selectors expand in place (the model makes their editor row); several
        // choices need a list.
        if multiple {
          PushSelectorRowView(row: row, model: model, multiple: true)
        } else {
          InlineParentRowView(row: row, model: model)
        }
      case .actionSheet:
        DialogSelectorRowView(row: row, model: model, multiple: multiple, style: .actionSheet)
      case .alert:
        DialogSelectorRowView(row: row, model: model, multiple: multiple, style: .alert)
      case .picker:
        PickerSelectorRowView(row: row, model: model, multiple: multiple, style: context.options.pickerStyle)
      }
    }
  }

  /// A custom row: the app's builder, inside a view that observes the row.
  @MainActor
  struct CustomRowHost<Content: View>: View {
    @ObservedObject var row: RowModel
    let model: FormModel
    let kind: String
    let content: @MainActor (CustomRowContext) -> Content

    var body: some View {
      let state = row.state
      content(CustomRowContext(kind: kind, state: state, model: model))
        .accessibilityElement(children: .contain)
        .accessibilityIdentifier(RowAccessibility.identifier(of: state))
        .rowChrome(state, model)
    }
  }
#endif
