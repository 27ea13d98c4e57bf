#if canImport(SwiftUI)
  import Formwork
  import FormworkListDriver
  import SwiftUI

  /// A ranking (`RowKind.ranking`): the ranked options' titles, pushing a list of the options
  /// in ranked order that the person reorders.
  @MainActor
  struct RankingRowView: View {
    @ObservedObject var row: RowModel
    let model: FormModel

    var body: some View {
      PushingRow(state: row.state, model: model) { RankingListView(row: row, model: model) }
    }
  }

  /// A ranking's options in ranked order (the list driver's `FormRankingContent`), each one
  /// moved with `onMove` through `Form.moveOption(from:to:for:)`; an Edit button shows the
  /// reorder controls (iOS 15 lists move rows only in edit mode). A row that cannot be edited
  /// lists its options without moving them.
  @MainActor
  struct RankingListView: View {
    @ObservedObject var row: RowModel
    let model: FormModel

    var body: some View {
      // Reading the row's state makes the list follow it.
      let state = row.state
      let content = FormRankingContent(form: model.form, row: row.id)
      let options = content?.options ?? []
      let onMove: ((IndexSet, Int) -> Void)? =
        content?.canMove == true ? { sources, offset in move(sources, offset) } : nil
      List {
        ForEach(Array(options.enumerated()), id: \.element.value) { rank, option in
          Text("\(rank + 1). \(option.title)")
            .accessibilityIdentifier(RowAccessibility.identifier(of: state) + ".ranked.\(rank)")
        }
        .onMove(perform: onMove)
      }
      .insetGroupedListStyle()
      .editButton(onMove != nil)
      .navigationTitle(content?.title ?? state.title)
    }

    /// `onMove` counts its offset before the moved row leaves: one past the source when moving
    /// down. A list drags one row at a time.
    private func move(_ sources: IndexSet, _ offset: Int) {
      guard let source = sources.first else { return }
      let id = row.id
      let destination = offset > source ? offset - 1 : offset
      model.attempt { try $0.moveOption(from: source, to: destination, for: id) }
    }
  }
#endif
