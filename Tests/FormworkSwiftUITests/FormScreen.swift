// The SwiftUI views evaluated by the stand-in's `ViewHost`: Linux only. Real SwiftUI cannot be
// inspected, so the tests that read and drive views run on Linux; the iOS simulator runs the
// model tests and the window tests (`FormModelTests`).
#if canImport(SwiftUI) && os(Linux)
  import Formwork
  import FormworkSwiftUI
  import SwiftUI
  import Testing

  /// A form view in a navigation stack, evaluated, with its rows found by tag.
  @MainActor
  struct FormScreen {
    let host: ViewHost
    let form: Formwork.Form

    init(_ form: Formwork.Form, environment: EnvironmentValues = EnvironmentValues()) throws {
      self.form = form
      host = try ViewHost(NavigationStack { FormView(form: form) }, environment: environment)
    }

    init<Root: View>(_ form: Formwork.Form, root: Root) throws {
      self.form = form
      host = try ViewHost(root)
    }

    /// The control of the row tagged `tag` (`formwork.row.<tag>`).
    func row(_ tag: String) throws -> ViewNode { try host.node(identifier: "formwork.row.\(tag)") }

    /// The message under the row tagged `tag`, if one is shown.
    func message(_ tag: String) -> ViewNode? {
      host.nodes { $0.accessibilityIdentifier == "formwork.row.\(tag).message" }.first
    }

    /// The button that shows `title`.
    func button(_ title: String) throws -> ViewNode { try host.node(.button, text: title) }

    /// The button of the toolbar item at `placement` (the navigation bar's Done…).
    func toolbarButton(_ placement: ToolbarItemPlacement) throws -> ViewNode {
      let items = host.nodes { $0.kind == .toolbarItem && $0.toolbarPlacement == placement }
      return try #require(items.first?.first { $0.kind == .button })
    }

    /// The value the form holds for the row tagged `tag`.
    func value(_ tag: String) -> FormValue? {
      form.rowID(forTag: tag).flatMap { form.state(of: $0)?.value }
    }
  }
#endif
