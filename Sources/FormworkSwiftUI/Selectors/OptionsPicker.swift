#if canImport(SwiftUI)
  import Formwork
  import SwiftUI

  /// A `Picker` over a row's options, by index (options are values of any type; indices tag
  /// them). Segmented rows, menus, wheels and inline editors style it.
  @MainActor
  struct OptionsPicker: View {
    let row: RowModel
    let model: FormModel
    let state: RowState
    /// Whether to offer "no value" as an entry of its own (menus and wheels of optional rows,
    /// or of rows without a value yet); a segmented control never does: with no value, no
    /// segment is selected, and the segments stay the same after the first tap.
    var includesNone = false

    var body: some View {
      let items = state.options.items
      Picker(selection: selection(items)) {
        if includesNone {
          Text(state.configuration.noValueText ?? model.form.strings.controls.none).tag(Int?.none)
        }
        ForEach(Array(items.enumerated()), id: \.offset) { index, item in
          Text(item.title).tag(Int?.some(index))
        }
      } label: {
        RowTitle(state: state)
      }
      .loadsOptions(of: row.id, state: state, model: model)
    }

    private func selection(_ items: [OptionItem]) -> Binding<Int?> {
      let selected = state.selectedOptionIndices.first
      let id = row.id
      return Binding(
        get: { selected },
        set: { index in
          let value = index.flatMap { items.indices.contains($0) ? items[$0].value : nil } ?? .null
          model.attempt { try $0.choose(value, for: id) }
        })
    }
  }

  extension View {
    /// Starts loading a row's options when they come from a loader that has not run yet.
    func loadsOptions(of row: RowID, state: RowState, model: FormModel) -> some View {
      let needsLoading = state.options == .notLoaded
      return task(id: needsLoading) {
        if needsLoading { await model.loadOptions(for: row) }
      }
    }
  }

  /// What a selector shows while its options are not there: a spinner, or why loading failed and
  /// a way to try again.
  @MainActor
  struct OptionsStatusView: View {
    let row: RowID
    let options: OptionsState
    let model: FormModel

    var body: some View {
      switch options {
      case .loaded:
        EmptyView()
      case .notLoaded, .loading:
        HStack(spacing: 8) {
          ProgressView()
          Text(model.form.strings.controls.loading).foregroundColor(.secondary)
        }
      case .failed(let message):
        VStack(alignment: .leading, spacing: 8) {
          Label(message, systemImage: "exclamationmark.triangle").foregroundColor(.red)
          Button(model.form.strings.controls.retry) { Task { await model.loadOptions(for: row) } }
        }
      }
    }
  }
#endif
