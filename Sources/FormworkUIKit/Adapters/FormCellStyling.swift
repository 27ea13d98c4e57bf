#if canImport(UIKit)
  import Formwork
  import FormworkListDriver
  import UIKit

  /// The parts of a cell a styling hook changes: Eureka's `cell.textLabel`, `cell.textField`…
  ///
  /// Built-in rows fill in every part they have; a custom kind's view or cell gives only
  /// ``cell``.
  @MainActor
  public struct FormCellParts {
    /// The table view cell or collection view cell.
    public let cell: UIView
    /// The row's title (with its required mark).
    public let titleLabel: UILabel?
    /// The label of the row's error or warning, under the row.
    public let messageLabel: UILabel?
    /// The row's control: its text field or text view, switch, stepper, slider, segmented
    /// control, date picker, or the label showing its value.
    public let control: UIView?
  }

  /// What a styling hook knows about the row it styles.
  @MainActor
  public struct FormCellStyleContext {
    /// The row shown.
    public let row: RowID
    /// The cell kind the row is shown with.
    public let kind: FormCellKind
    /// The row's style name (`Row.style(_:)`, a schema row's `style`), if it has one.
    public let style: String?
    /// The row's state: its value, whether it is enabled, its issues.
    public let state: RowState?
    /// The form.
    public let form: Form
  }

  /// The styling hooks of one list, in the order they run.
  @MainActor
  struct FormCellStyleHooks {
    typealias Hook = @MainActor (FormCellParts, FormCellStyleContext) -> Void
    private var setUps: [(kind: FormCellKind?, hook: Hook)] = []
    private var updates: [(kind: FormCellKind?, style: String?, hook: Hook)] = []

    var isEmpty: Bool { setUps.isEmpty && updates.isEmpty }

    mutating func addSetUp(kind: FormCellKind?, _ hook: @escaping Hook) { setUps.append((kind, hook)) }

    mutating func addUpdate(kind: FormCellKind?, style: String?, _ hook: @escaping Hook) {
      updates.append((kind, style, hook))
    }

    /// Runs the setup hooks for every cell, then those for the cell's kind.
    func setUp(_ parts: FormCellParts, _ context: FormCellStyleContext) {
      for entry in setUps where entry.kind == nil { entry.hook(parts, context) }
      for entry in setUps where entry.kind != nil && entry.kind == context.kind { entry.hook(parts, context) }
    }

    /// Runs the update hooks from the most general to the most specific: every row, the row's
    /// kind, the row's style; a later hook wins.
    func update(_ parts: FormCellParts, _ context: FormCellStyleContext) {
      for entry in updates where entry.kind == nil && entry.style == nil { entry.hook(parts, context) }
      for entry in updates where entry.kind != nil && entry.kind == context.kind { entry.hook(parts, context) }
      for entry in updates where entry.style != nil && entry.style == context.style { entry.hook(parts, context) }
    }
  }

  extension FormCellRegistry {
    /// Runs once for each cell, when it first shows a row: Eureka's `cellSetup`. Cells are
    /// reused, so what depends on the row belongs in ``onCellUpdate(_:)``.
    ///
    /// ```swift
    /// controller.cells.onCellSetup { parts, _ in
    ///   parts.cell.backgroundColor = .secondarySystemGroupedBackground
    /// }
    /// ```
    public func onCellSetup(_ hook: @escaping @MainActor (FormCellParts, FormCellStyleContext) -> Void) {
      styling.addSetUp(kind: nil, hook)
    }

    /// Runs once for each cell of a kind, when it first shows a row.
    public func onCellSetup(
      kind: FormCellKind, _ hook: @escaping @MainActor (FormCellParts, FormCellStyleContext) -> Void
    ) {
      styling.addSetUp(kind: kind, hook)
    }

    /// Runs each time a cell shows a row or the row changes, after the built-in configuration:
    /// Eureka's `cellUpdate`.
    ///
    /// A reused cell keeps what a hook set for the row it showed before, except the title and
    /// message labels' fonts and colours, which start from the built-in look each time: a hook
    /// that changes anything else sets it for every row (here), not only for some.
    ///
    /// ```swift
    /// controller.cells.onCellUpdate { parts, context in
    ///   parts.control?.tintColor = context.state?.isDisabled == true ? .systemGray : .systemIndigo
    /// }
    /// ```
    public func onCellUpdate(_ hook: @escaping @MainActor (FormCellParts, FormCellStyleContext) -> Void) {
      styling.addUpdate(kind: nil, style: nil, hook)
    }

    /// Runs each time a cell of a kind shows a row: Eureka's `defaultCellUpdate` of a row type.
    /// It runs after the hooks for every row.
    public func onCellUpdate(
      kind: FormCellKind, _ hook: @escaping @MainActor (FormCellParts, FormCellStyleContext) -> Void
    ) {
      styling.addUpdate(kind: kind, style: nil, hook)
    }

    /// Runs each time a cell shows a row with this style name (`Row.style(_:)`, a schema row's
    /// `style`), after the hooks for every row and for its kind.
    ///
    /// ```swift
    /// // Row.decimal(total, "Total").style("total")
    /// controller.cells.onCellUpdate(style: "total") { parts, _ in
    ///   parts.titleLabel?.font = .preferredFont(forTextStyle: .headline)
    /// }
    /// ```
    public func onCellUpdate(
      style: String, _ hook: @escaping @MainActor (FormCellParts, FormCellStyleContext) -> Void
    ) {
      styling.addUpdate(kind: nil, style: style, hook)
    }
  }
#endif
