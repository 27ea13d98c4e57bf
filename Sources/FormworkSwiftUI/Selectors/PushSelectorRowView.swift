#if canImport(SwiftUI)
  import Formwork
  import SwiftUI

  /// A selector that pushes its list of options.
  @MainActor
  struct PushSelectorRowView: View {
    @ObservedObject var row: RowModel
    let model: FormModel
    let multiple: Bool

    var body: some View {
      let state = row.state
      NavigationLink {
        OptionsListView(row: row, model: model, multiple: multiple)
      } label: {
        HStack {
          RowTitle(state: state)
          Spacer(minLength: 12)
          RowValueText(state: state)
            .lineLimit(1)
        }
      }
      .rowAccessibility(state, value: state.displayValue)
      .rowChrome(state, model)
    }
  }

  /// A pushed list of options: grouped by ``Formwork/OptionItem/group``, searchable when the row
  /// says so, with loading and failure states. One choice goes back at once; several stay.
  @MainActor
  struct OptionsListView: View {
    @ObservedObject var row: RowModel
    let model: FormModel
    let multiple: Bool
    @State private var query = ""
    @Environment(\.dismiss) private var dismiss

    var body: some View {
      let state = row.state
      List {
        if case .loaded(let items) = state.options {
          let selected = Set(state.selectedOptionIndices)
          ForEach(OptionGroup.groups(of: items, matching: query)) { group in
            SwiftUI.Section {
              ForEach(group.entries, id: \.index) { entry in
                optionButton(entry.item, index: entry.index, isSelected: selected.contains(entry.index))
              }
            } header: {
              if let title = group.title { Text(title) }
            }
          }
        } else {
          OptionsStatusView(row: row.id, options: state.options, model: model)
        }
      }
      .insetGroupedListStyle()
      .modifier(OptionalSearch(isEnabled: state.configuration.isSearchable, query: $query))
      .navigationTitle(state.configuration.selectorTitle ?? state.title)
      .task { [model, id = row.id] in await model.loadOptions(for: id) }
    }

    private func optionButton(_ item: OptionItem, index: Int, isSelected: Bool) -> some View {
      Button {
        choose(item)
      } label: {
        HStack {
          Text(item.title).foregroundColor(.primary)
          Spacer()
          if isSelected {
            Image(systemName: "checkmark")
              .font(.body.weight(.semibold))
              .foregroundColor(.accentColor)
          }
        }
      }
      .accessibilityAddTraits(isSelected ? .isSelected : [])
      .accessibilityIdentifier(RowAccessibility.identifier(of: row.state) + ".option.\(index)")
    }

    private func choose(_ item: OptionItem) {
      let id = row.id
      if multiple {
        try? model.perform { try $0.toggleOption(item.value, for: id) }
      } else {
        try? model.perform { try $0.choose(item.value, for: id) }
        dismiss()
      }
    }
  }

  /// Options under one group heading, with their indices among all options.
  struct OptionGroup: Identifiable {
    struct Entry {
      var index: Int
      var item: OptionItem
    }

    var title: String?
    var entries: [Entry]
    var id: String { title ?? "" }

    /// The options matching `query` (all of them when it is empty), grouped in the order the
    /// groups first appear; options without a group come in an untitled group.
    static func groups(of items: [OptionItem], matching query: String) -> [OptionGroup] {
      let trimmed = query.trimmingCharacters(in: .whitespaces)
      var groups: [OptionGroup] = []
      var positions: [String: Int] = [:]
      for (index, item) in items.enumerated() {
        if !trimmed.isEmpty, !item.title.localizedStandardContains(trimmed) { continue }
        let key = item.group ?? ""
        if let position = positions[key] {
          groups[position].entries.append(Entry(index: index, item: item))
        } else {
          positions[key] = groups.count
          groups.append(OptionGroup(title: item.group, entries: [Entry(index: index, item: item)]))
        }
      }
      return groups
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
