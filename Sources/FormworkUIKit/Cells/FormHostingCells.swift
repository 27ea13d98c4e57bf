#if canImport(UIKit)
  import Formwork
  import FormworkListDriver
  import UIKit

  /// Makes the view that shows a cell kind.
  @MainActor
  enum FormRowViews {
    static func make(_ kind: FormCellKind, registry: FormCellRegistry) -> any FormCellContentView {
      switch kind {
      case .textField: return TextFieldRowView()
      case .textArea: return TextAreaRowView()
      case .datePicker: return DatePickerRowView()
      case .inlineDatePicker: return InlineDatePickerRowView()
      case .switch: return SwitchRowView()
      case .stepper: return StepperRowView()
      case .slider: return SliderRowView()
      case .segmented: return SegmentedRowView()
      case .pickerSelector: return PickerSelectorRowView()
      case .inlinePicker: return InlinePickerRowView()
      case .columnPicker: return ColumnPickerRowView()
      case .dateInline, .check, .selector, .info, .button, .subform, .unregistered:
        return ValueRowView(kind: kind)
      case .custom(let name):
        return registry.makeContent(kind: name) ?? ValueRowView(kind: .unregistered(name))
      case .missing:
        return MissingRowView()
      }
    }

  }

  /// Holds a row's view in a cell and applies what every cell shows: accessibility, the
  /// identifier, the disabled look.
  @MainActor
  struct FormCellHost {
    private(set) var content: (any FormCellContentView)?
    private(set) var kind: FormCellKind?
    /// Whether the app's setup hooks ran for this cell (once per cell, as Eureka's `cellSetup`).
    private var isSetUp = false

    /// Shows a row in `container`, making the view on first use. A cell's reuse identifier fixes
    /// its kind, so the view is made once per cell.
    mutating func configure(
      _ cell: FormCellDescriptor, context: FormCellContext, in container: UIView, accessibilityElement: UIView
    ) {
      if content == nil || kind != cell.kind, let coordinator = context.coordinator {
        content?.removeFromSuperview()
        let view = FormRowViews.make(cell.kind, registry: coordinator.cells)
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        let margins = container.layoutMarginsGuide
        let bottom = view.bottomAnchor.constraint(equalTo: margins.bottomAnchor)
        bottom.priority = .defaultHigh + 1
        NSLayoutConstraint.activate([
          view.topAnchor.constraint(equalTo: margins.topAnchor),
          bottom,
          view.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
          view.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        ])
        content = view
        kind = cell.kind
      }
      content?.configure(with: cell, context: context)
      let accessibility = cell.content.accessibility
      accessibilityElement.accessibilityIdentifier = accessibility.identifier
      let isElement = accessibility.isCellElement
      accessibilityElement.isAccessibilityElement = isElement
      if isElement {
        accessibilityElement.accessibilityLabel = accessibility.label
        accessibilityElement.accessibilityValue = accessibility.value.isEmpty ? nil : accessibility.value
        accessibilityElement.accessibilityHint = accessibility.hint
        var traits: UIAccessibilityTraits = []
        if accessibility.isButton { traits.insert(FormAccessibility.button) }
        if accessibility.isSelected { traits.insert(FormAccessibility.selected) }
        if !cell.content.isEnabled { traits.insert(FormAccessibility.notEnabled) }
        accessibilityElement.accessibilityTraits = traits
      }
    }

    func beginEditing() -> Bool { content?.beginEditing() ?? false }

    /// Runs the app's styling hooks on `view` (the cell) once the row is shown in it: the setup
    /// hooks the first time, the update hooks every time.
    mutating func applyStyles(to view: UIView, cell: FormCellDescriptor, context: FormCellContext) {
      guard let hooks = context.coordinator?.cells.styling, !hooks.isEmpty else { return }
      let row = content as? FormRowView
      let parts = FormCellParts(
        cell: view, titleLabel: row?.titleLabel, messageLabel: row?.messageLabel, control: row?.styledControl)
      let style = FormCellStyleContext(
        row: cell.row, kind: cell.kind, style: cell.state?.configuration.style, state: cell.state, form: context.form)
      if !isSetUp {
        isSetUp = true
        hooks.setUp(parts, style)
      }
      hooks.update(parts, style)
    }
  }

  /// The table view cell of every built-in row kind and of custom kinds registered as views.
  final class FormTableViewCell: UITableViewCell, FormConfigurableCell {
    // NB: no initializer of its own: the table makes registered cells in the default style.
    private var host = FormCellHost()

    func configure(with cell: FormCellDescriptor, context: FormCellContext) {
      host.configure(cell, context: context, in: contentView, accessibilityElement: self)
      let content = cell.content
      selectionStyle = content.highlightsOnTap ? .default : .none
      switch content.accessory {
      case .disclosureIndicator: accessoryType = .disclosureIndicator
      case .checkmark: accessoryType = .checkmark
      case .none, .expander: accessoryType = .none
      }
      host.applyStyles(to: self, cell: cell, context: context)
    }

    func beginEditing() -> Bool { host.beginEditing() }
  }

  /// The collection view cell of every built-in row kind and of custom kinds registered as views,
  /// for list layouts and flow layouts.
  final class FormCollectionViewCell: UICollectionViewListCell, FormConfigurableCell {
    private var host = FormCellHost()
    /// In a flow layout, the width the cell fills (the layout asks the cell for its height), read
    /// each time the layout sizes the cell.
    var fittingWidth: (@MainActor () -> CGFloat)?
    /// What the delete accessory does in a layout without swipe actions (a flow layout); `nil`
    /// in a list layout, where UIKit reveals the row's swipe actions.
    var deleteAction: UICellAccessory.ActionHandler?

    func configure(with cell: FormCellDescriptor, context: FormCellContext) {
      host.configure(cell, context: context, in: contentView, accessibilityElement: self)
      var accessories: [UICellAccessory] = []
      switch cell.content.accessory {
      case .disclosureIndicator: accessories.append(.disclosureIndicator())
      case .checkmark: accessories.append(.checkmark())
      case .none, .expander: break
      }
      let editing = context.driver.editingControls(at: cell.path)
      if editing.style == .delete { accessories.append(.delete(displayed: .whenEditing, actionHandler: deleteAction)) }
      if editing.canMove { accessories.append(.reorder(displayed: .whenEditing)) }
      self.accessories = accessories
      host.applyStyles(to: self, cell: cell, context: context)
    }

    func beginEditing() -> Bool { host.beginEditing() }

    override func preferredLayoutAttributesFitting(
      _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
      guard let width = fittingWidth?() else { return super.preferredLayoutAttributesFitting(layoutAttributes) }
      let attributes = layoutAttributes
      // The whole cell, not its content view: accessories (delete and reorder while editing, a
      // disclosure indicator) take width beside the content, which then wraps on more lines.
      let size = systemLayoutSizeFitting(
        CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
        withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
      attributes.size = CGSize(width: width, height: max(44, size.height))
      return attributes
    }
  }
#endif
