#if canImport(SwiftUI)
  import Formwork
  import FormworkListDriver
  import SwiftUI

  /// A row's own swipe actions (`Row.swipeActions(edge:allowsFullSwipe:_:)`), from both edges.
  ///
  /// A row with swipe actions gets no Delete from its section's `onDelete` (SwiftUI synthesizes
  /// it only for rows without any), so one that can be deleted shows its Delete here, first on
  /// the trailing edge, as the list driver orders them. Rows without actions keep `onDelete`'s.
  @MainActor
  struct RowSwipeActions: ViewModifier {
    let state: RowState
    let model: FormModel
    @Environment(\.formListStrings) private var strings

    func body(content: Content) -> some View {
      let form = model.form
      let leading = form.swipeActions(of: state.id, edge: .leading)
      let trailing = form.swipeActions(of: state.id, edge: .trailing)
      if leading.isEmpty && trailing.isEmpty {
        content
      } else {
        content
          .swipeActions(edge: .leading, allowsFullSwipe: form.allowsFullSwipe(of: state.id, edge: .leading)) {
            buttons(leading, edge: .leading)
          }
          .swipeActions(
            edge: .trailing, allowsFullSwipe: state.canDelete || form.allowsFullSwipe(of: state.id, edge: .trailing)
          ) {
            if state.canDelete {
              Button(role: .destructive) {
                let id = state.id
                model.attempt { try $0.removeRow(id) }
              } label: {
                Text(strings.delete)
              }
            }
            buttons(trailing, edge: .trailing)
          }
      }
    }

    private func buttons(_ actions: [SwipeAction], edge: SwipeEdge) -> some View {
      ForEach(Array(actions.enumerated()), id: \.offset) { index, action in
        Button(role: action.style == .destructive ? .destructive : nil) {
          let id = state.id
          // A refusal (a row the user cannot edit) is a `.denied` event: the notice says why.
          model.attempt { _ = $0.performSwipeAction(index, edge: edge, on: id) }
        } label: {
          if let image = action.systemImage {
            Label(action.title, systemImage: image)
          } else {
            Text(action.title)
          }
        }
        .swipeTint(action.tint)
      }
    }
  }

  extension View {
    /// A swipe action's own colour; without one, the role's (red for destructive) or the default.
    @ViewBuilder
    fileprivate func swipeTint(_ tint: SwipeAction.Tint?) -> some View {
      if let tint { self.tint(Color(tint)) } else { self }
    }
  }

  extension Color {
    /// The system colour of a swipe action's tint.
    init(_ tint: SwipeAction.Tint) {
      switch tint {
      case .red: self = .red
      case .orange: self = .orange
      case .yellow: self = .yellow
      case .green: self = .green
      case .mint: self = .mint
      case .teal: self = .teal
      case .cyan: self = .cyan
      case .blue: self = .blue
      case .indigo: self = .indigo
      case .purple: self = .purple
      case .pink: self = .pink
      case .brown: self = .brown
      case .gray: self = .gray
      }
    }
  }
#endif
