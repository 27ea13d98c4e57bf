#if canImport(SwiftUI)
  import Formwork
  import FormworkListDriver
  import SwiftUI

  /// A selector that shows its options in an action sheet (`confirmationDialog`) or an alert.
  /// A multiple selector toggles one option a time; the chosen ones are marked with a check.
  @MainActor
  struct DialogSelectorRowView: View {
    enum Style { case actionSheet, alert }

    @ObservedObject var row: RowModel
    let model: FormModel
    let multiple: Bool
    let style: Style
    @State private var isSheetPresented = false
    @State private var isAlertPresented = false
    @Environment(\.formOptionsScreenRules) private var screenRules

    var body: some View {
      let state = row.state
      let screen = screenRules.isEmpty ? FormOptionsScreen() : screenRules.screen(for: state)
      let title = Text(screen.title ?? state.configuration.selectorTitle ?? state.title)
      Button {
        guard case .presentOptions = model.tap(row.id) else { return }
        // A dialog shows one button an option: it opens once they are loaded, or says why not.
        Task { [model, id = row.id, style] in
          guard let content = await FormOptionsContent.onceLoaded(form: model.form, row: id) else { return }
          if case .failed(let reason) = content.status {
            model.notice.show("\(FormListStrings(strings: model.form.strings).optionsFailed) \(reason)")
            return
          }
          switch style {
          case .actionSheet: isSheetPresented = true
          case .alert: isAlertPresented = true
          }
        }
      } label: {
        RowLine(state: state, titleColor: .primary) {
          RowValueText(state: state).lineLimit(1)
        }
      }
      .confirmationDialog(title, isPresented: $isSheetPresented, titleVisibility: .visible) {
        optionButtons(state)
      } message: {
        if let message = screen.message { Text(message) }
      }
      .alert(title, isPresented: $isAlertPresented) {
        optionButtons(state)
        Button(model.form.strings.controls.cancel, role: .cancel) {}
      } message: {
        if let message = screen.message { Text(message) }
      }
      .rowCellAccessibility(state)
      .rowChrome(state, model)
    }

    @ViewBuilder
    private func optionButtons(_ state: RowState) -> some View {
      switch state.options {
      case .loaded:
        let options = FormOptionsContent(form: model.form, row: row.id)?.options ?? []
        ForEach(options, id: \.index) { option in
          Button(option.buttonTitle) { choose(option.value) }
            .disabled(!option.isEnabled)
        }
      case .notLoaded, .loading:
        Button(model.form.strings.controls.loading) {}
          .disabled(true)
      case .failed(let message):
        Button(model.form.strings.controls.retry(reason: message)) {
          Task { [model, id = row.id] in await model.loadOptions(for: id) }
        }
      }
    }

    private func choose(_ value: FormValue) {
      let id = row.id
      if multiple {
        model.attempt { try $0.toggleOption(value, for: id) }
      } else {
        model.attempt { try $0.choose(value, for: id) }
      }
    }
  }
#endif
