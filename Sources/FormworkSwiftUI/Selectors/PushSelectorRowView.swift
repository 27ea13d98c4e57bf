#if canImport(SwiftUI)
  import Formwork
  import FormworkListDriver
  import SwiftUI

  /// A selector that pushes its list of options.
  @MainActor
  struct PushSelectorRowView: View {
    @ObservedObject var row: RowModel
    let model: FormModel
    let multiple: Bool
    // Read here, where the row is: a pushed screen is drawn in its navigation stack's
    // environment, which a modifier on the form view does not reach.
    @Environment(\.formOptionsScreenRules) private var screenRules

    var body: some View {
      PushingRow(state: row.state, model: model) {
        OptionsListView(row: row, model: model, multiple: multiple, screenRules: screenRules)
      }
    }
  }

  /// A pushed list of options, as the list driver groups, marks and filters them for every
  /// renderer (`FormOptionsContent`): searchable when the row says so, with loading and failure
  /// states. One choice goes back at once; several stay.
  @MainActor
  struct OptionsListView: View {
    @ObservedObject var row: RowModel
    let model: FormModel
    let multiple: Bool
    /// The `formOptionsScreen` rules where the selector is.
    let screenRules: [@MainActor (FormOptionsContext) -> FormOptionsScreen?]
    @State private var query = ""
    @Environment(\.dismiss) private var dismiss

    var body: some View {
      // Reading the row's state makes the list follow it.
      let state = row.state
      let screen = screenRules.isEmpty ? FormOptionsScreen() : screenRules.screen(for: state)
      List {
        if let message = screen.message {
          Text(message)
            .font(.footnote)
            .foregroundColor(.secondary)
            .accessibilityIdentifier(RowAccessibility.identifier(of: state) + ".options.message")
        }
        if let content = FormOptionsContent(form: model.form, row: row.id, matching: query),
          content.status == .loaded
        {
          ForEach(content.groups, id: \.title) { group in
            SwiftUI.Section {
              ForEach(group.options, id: \.index) { option in optionButton(option, tint: screen.tint) }
            } header: {
              if let title = group.title { Text(title) }
            }
          }
        } else {
          OptionsStatusView(row: row.id, options: state.options, model: model)
        }
      }
      .insetGroupedListStyle()
      .modifier(OptionalTint(tint: screen.tint))
      .modifier(OptionalSearch(isEnabled: state.configuration.isSearchable, query: $query))
      .navigationTitle(screen.title ?? state.configuration.selectorTitle ?? state.title)
      .task { [model, id = row.id] in await model.loadOptions(for: id) }
    }

    private func optionButton(_ option: FormOption, tint: Color?) -> some View {
      Button {
        choose(option)
      } label: {
        HStack {
          Text(option.title).foregroundColor(option.isEnabled ? .primary : .secondary)
          Spacer()
          if option.isSelected {
            Image(systemName: "checkmark")
              .font(.body.weight(.semibold))
              .foregroundColor(tint ?? .accentColor)
          }
        }
      }
      .accessibilityAddTraits(option.isSelected ? .isSelected : [])
      .accessibilityIdentifier(RowAccessibility.identifier(of: row.state) + ".option.\(option.index)")
      // A disabled option (`enabledWhen`) cannot be picked; one chosen before keeps its mark.
      .disabled(!option.isEnabled)
    }

    private func choose(_ option: FormOption) {
      let id = row.id
      if option.isSelectAll {
        model.attempt { try $0.toggleAllOptions(for: id) }
      } else if multiple {
        model.attempt { try $0.toggleOption(option.value, for: id) }
      } else {
        model.attempt { try $0.choose(option.value, for: id) }
        dismiss()
      }
    }
  }

  /// `.searchable` when the row asks for a search field.
  @MainActor
  private struct OptionalSearch: ViewModifier {
    let isEnabled: Bool
    @Binding var query: String

    func body(content: Content) -> some View {
      if isEnabled {
        content.searchable(text: $query)
      } else {
        content
      }
    }
  }
#endif
