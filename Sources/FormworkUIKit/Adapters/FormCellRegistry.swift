#if canImport(UIKit)
  import Formwork
  import FormworkListDriver
  import UIKit

  /// The cells and views an app supplies for its custom row kinds (`Row.custom(_:kind:)`) and
  /// custom headers and footers (`Section.header(kind:value:)`), and what a tap on a custom row
  /// does. Registrations are per list (each adapter has its own), never global.
  ///
  /// ```swift
  /// let controller = FormViewController(form: form)
  /// controller.cells.register(kind: "rating") { RatingView() }
  /// controller.cells.onTap(kind: "rating") { row, form in print("tapped", row) }
  /// ```
  ///
  /// A custom row of a kind with no registration shows a visible placeholder cell, and the form
  /// records a diagnostic (``Formwork/FormError/Code/unregisteredKind``): never a crash.
  @MainActor
  public final class FormCellRegistry {
    /// How the cells of one kind are made.
    enum CellSource {
      case content(@MainActor () -> any FormCellContentView)
      case tableClass(UITableViewCell.Type)
      case tableNib(UINib)
      case collectionClass(UICollectionViewCell.Type)
      case collectionNib(UINib)
    }

    private(set) var cells: [String: [CellSource]] = [:]
    private(set) var supplementaries: [String: @MainActor () -> any FormSupplementaryContent] = [:]
    private(set) var tapHandlers: [String: @MainActor (RowID, Form) -> Void] = [:]
    /// Called after each registration, so the lists using the registry pick it up.
    var onChange: [@MainActor (String) -> Void] = []
    /// The app's styling hooks (`FormCellStyling.swift`).
    var styling = FormCellStyleHooks()
    /// What runs before a selector's option screen is shown.
    private(set) var optionsHooks: [@MainActor (RowID, UIViewController) -> Void] = []

    public init() {}

    /// Registers a view that shows rows of a custom kind; the built-in cells host it, in table and
    /// collection views alike.
    public func register(kind: String, content make: @escaping @MainActor () -> any FormCellContentView) {
      add(.content(make), kind: kind)
    }

    /// Registers a table view cell class for a custom kind. The class conforms to
    /// ``FormConfigurableCell``.
    public func register(kind: String, tableCell: (UITableViewCell & FormConfigurableCell).Type) {
      add(.tableClass(tableCell), kind: kind)
    }

    /// Registers a nib whose only top-level object is a table view cell conforming to
    /// ``FormConfigurableCell``.
    public func register(kind: String, tableCellNib nib: UINib) {
      add(.tableNib(nib), kind: kind)
    }

    /// Registers a collection view cell class for a custom kind. The class conforms to
    /// ``FormConfigurableCell``.
    public func register(kind: String, collectionCell: (UICollectionViewCell & FormConfigurableCell).Type) {
      add(.collectionClass(collectionCell), kind: kind)
    }

    /// Registers a nib whose only top-level object is a collection view cell conforming to
    /// ``FormConfigurableCell``.
    public func register(kind: String, collectionCellNib nib: UINib) {
      add(.collectionNib(nib), kind: kind)
    }

    /// Registers a view for custom headers and footers of a kind.
    public func registerSupplementary(
      kind: String, content make: @escaping @MainActor () -> any FormSupplementaryContent
    ) {
      supplementaries[kind] = make
      for observer in onChange { observer(kind) }
    }

    /// Says what a tap on a row of a custom kind does.
    public func onTap(kind: String, _ handler: @escaping @MainActor (RowID, Form) -> Void) {
      tapHandlers[kind] = handler
    }

    /// Runs before a selector's options are shown, with the controller that shows them: the
    /// option list (``FormOptionsViewController``) or the action sheet or alert
    /// (`UIAlertController`). Eureka's `onPresent`: tint it, title it, add a button.
    ///
    /// ```swift
    /// controller.cells.onOptionsPresented { row, options in
    ///   options.view.tintColor = .systemIndigo
    ///   options.navigationItem.prompt = "Pick as many as you like"
    /// }
    /// ```
    public func onOptionsPresented(_ hook: @escaping @MainActor (RowID, UIViewController) -> Void) {
      optionsHooks.append(hook)
    }

    func optionsWillPresent(_ controller: UIViewController, for row: RowID) {
      for hook in optionsHooks { hook(row, controller) }
    }

    private func add(_ source: CellSource, kind: String) {
      cells[kind, default: []].append(source)
      for observer in onChange { observer(kind) }
    }

    // MARK: Lookups

    /// The way a table view makes cells of a kind: the app's class or nib, else a hosted view.
    func tableSource(for kind: String) -> CellSource? {
      cells[kind]?.last { source in
        switch source {
        case .content, .tableClass, .tableNib: return true
        case .collectionClass, .collectionNib: return false
        }
      }
    }

    /// The way a collection view makes cells of a kind.
    func collectionSource(for kind: String) -> CellSource? {
      cells[kind]?.last { source in
        switch source {
        case .content, .collectionClass, .collectionNib: return true
        case .tableClass, .tableNib: return false
        }
      }
    }

    /// The hosted view for a kind, when it is registered as one.
    func makeContent(kind: String) -> (any FormCellContentView)? {
      guard case .content(let make)? = cells[kind]?.last(where: { if case .content = $0 { true } else { false } })
      else {
        return nil
      }
      return make()
    }
  }

  /// A view that shows a custom section header or footer.
  @MainActor
  public protocol FormSupplementaryContent: UIView {
    /// Shows the header or footer of a section.
    func configure(with supplementary: FormSupplementaryDescriptor, form: Form)
  }
#endif
