#if canImport(SwiftUI)
  import Formwork
  import SwiftUI

  /// A row that pushes its nested form (``Formwork/Form/subform(for:)``) and writes it back
  /// (``Formwork/Form/commitSubform(_:to:)``) when the user taps Done or leaves the screen.
  @MainActor
  struct SubformRowView<CustomRow: View, CustomSupplementary: View>: View {
    @ObservedObject var row: RowModel
    let model: FormModel
    let context: FormViewContext<CustomRow, CustomSupplementary>

    var body: some View {
      let state = row.state
      NavigationLink {
        SubformScreen(parent: model, row: row.id, title: state.title, context: context)
      } label: {
        HStack {
          RowTitle(state: state)
          Spacer(minLength: 12)
          RowValueText(state: state).lineLimit(1)
        }
      }
      .rowAccessibility(state, value: state.displayValue)
      .rowChrome(state, model)
    }
  }

  /// The nested form's screen. Its session (and nested form) is made when the screen is shown,
  /// from the row's value at that moment.
  @MainActor
  struct SubformScreen<CustomRow: View, CustomSupplementary: View>: View {
    @StateObject private var session: SubformSession
    let title: String
    let context: FormViewContext<CustomRow, CustomSupplementary>
    @Environment(\.dismiss) private var dismiss

    init(parent: FormModel, row: RowID, title: String, context: FormViewContext<CustomRow, CustomSupplementary>) {
      _session = StateObject(wrappedValue: SubformSession(parent: parent, row: row))
      self.title = title
      self.context = context
    }

    var body: some View {
      Group {
        if let nested = session.nested {
          FormView(nested: nested, context: context)
        } else {
          Text(session.failure ?? "")
            .foregroundColor(.secondary)
            .padding()
        }
      }
      .navigationTitle(title)
      .toolbar {
        ToolbarItem(placement: .confirmationAction) {
          Button(session.parent.form.strings.controls.done) {
            session.commit()
            dismiss()
          }
          .disabled(session.nested == nil)
        }
      }
      // Leaving by the back button (or pushing a deeper screen) keeps what was entered.
      .onDisappear { session.commit() }
    }
  }

  /// A nested form being edited, and how to write it back to its row.
  @MainActor
  final class SubformSession: ObservableObject {
    let parent: FormModel
    let row: RowID
    let nested: FormModel?
    let failure: String?

    init(parent: FormModel, row: RowID) {
      self.parent = parent
      self.row = row
      do {
        nested = FormModel(form: try parent.form.subform(for: row))
        failure = nil
      } catch let error as FormError {
        nested = nil
        failure = error.message
      } catch {
        nested = nil
        failure = String(describing: error)
      }
    }

    /// Writes the nested form's values into the row, as the user, once they were edited.
    /// Committing again after more edits writes them again.
    func commit() {
      guard let nested, nested.form.isDirty else { return }
      let row = self.row
      parent.attempt { try $0.commitSubform(nested.form, to: row) }
    }
  }
#endif
