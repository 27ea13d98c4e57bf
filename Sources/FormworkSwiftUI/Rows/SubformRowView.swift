#if canImport(SwiftUI)
  import Formwork
  import FormworkListDriver
  import SwiftUI

  /// A row that pushes its nested form (``Formwork/Form/subform(for:)``) and writes it back
  /// when the user taps Done and it is valid (`FormSubformCommit.confirm(_:to:in:)`, UIKit's
  /// rule too); going back writes nothing.
  @MainActor
  struct SubformRowView<CustomRow: View, CustomSupplementary: View>: View {
    @ObservedObject var row: RowModel
    let model: FormModel
    let context: FormViewContext<CustomRow, CustomSupplementary>

    var body: some View {
      let state = row.state
      PushingRow(state: state, model: model) {
        SubformScreen(parent: model, row: row.id, title: state.title, context: context)
      }
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
            if session.confirm() { dismiss() }
          }
          .disabled(session.nested == nil)
        }
      }
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

    /// Done: the nested form's values are written into the row when it is valid (the rule UIKit
    /// follows too, `FormSubformCommit.confirm(_:to:in:)`); an invalid nested form shows its
    /// errors, a refusal shows in the notice.
    ///
    /// - Returns: Whether the screen may close.
    func confirm() -> Bool {
      guard let nested else { return false }
      let outcome = FormSubformCommit.confirm(nested.form, to: row, in: parent.form)
      nested.form.flush()
      parent.form.flush()
      switch outcome {
      case .committed: return true
      case .invalid: return false
      case .refused(let reason):
        nested.notice.show(reason)
        return false
      }
    }
  }
#endif
