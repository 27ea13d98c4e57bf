#if canImport(UIKit)
  import Formwork
  import FormworkListDriver
  import UIKit

  /// The layout every built-in row shares: the title (with the required mark), a control beside
  /// it or below it, and the row's message under both.
  ///
  /// ```
  /// ┌──────────────────────────────────────────┐
  /// │ Title *            [control / value]  ◌  │  ◌: validating
  /// │ [control below, for text areas, sliders] │
  /// │ Error message                            │
  /// └──────────────────────────────────────────┘
  /// ```
  ///
  /// Subclasses put their control in ``trailing`` or ``below`` and override ``configureControl(_:context:)``.
  @MainActor
  class FormRowView: UIView, FormCellContentView {
    let titleLabel = UILabel.formLabel(FormAppearance.titleFont)
    let messageLabel = UILabel.formLabel(FormAppearance.messageFont)
    let activity = UIActivityIndicatorView(style: .medium)
    /// Holds the control beside the title.
    let trailing = UIStackView()
    /// Holds a control under the title.
    let below = UIStackView()
    private let line = UIStackView()
    private let column = UIStackView()
    private var titleShare: NSLayoutConstraint?
    private(set) var descriptor: FormCellDescriptor?
    private(set) var context: FormCellContext?

    /// How the title and the value are arranged now (the driver's ``FormRowLayout``).
    private(set) var layout: FormRowLayout?
    /// Whether the row shows its title at all (inline editors do not).
    var showsTitle: Bool { true }

    override init(frame: CGRect) {
      super.init(frame: frame)
      build()
    }

    required init?(coder: NSCoder) {
      super.init(coder: coder)
      build()
    }

    private func build() {
      translatesAutoresizingMaskIntoConstraints = false
      titleLabel.setContentHuggingPriority(.defaultHigh, for: .horizontal)
      titleLabel.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
      // The control (or the cell) reads the title with "required" instead of the mark: VoiceOver
      // would read the title twice, and the mark as "star".
      titleLabel.isAccessibilityElement = false
      messageLabel.isHidden = true
      activity.hidesWhenStopped = true
      trailing.axis = .horizontal
      trailing.spacing = 8
      trailing.alignment = .center
      below.axis = .vertical
      below.spacing = 4
      line.axis = .horizontal
      line.spacing = 12
      line.alignment = .center
      line.addArrangedSubview(titleLabel)
      line.addArrangedSubview(trailing)
      line.addArrangedSubview(activity)
      column.axis = .vertical
      column.spacing = 6
      column.translatesAutoresizingMaskIntoConstraints = false
      column.addArrangedSubview(line)
      column.addArrangedSubview(below)
      column.addArrangedSubview(messageLabel)
      addSubview(column)
      NSLayoutConstraint.activate([
        column.topAnchor.constraint(equalTo: topAnchor),
        column.bottomAnchor.constraint(equalTo: bottomAnchor),
        column.leadingAnchor.constraint(equalTo: leadingAnchor),
        column.trailingAnchor.constraint(equalTo: trailingAnchor),
        heightAnchor.constraint(greaterThanOrEqualToConstant: 28),
      ])
    }

    final func configure(with cell: FormCellDescriptor, context: FormCellContext) {
      descriptor = cell
      self.context = context
      let content = cell.content
      // A reused cell may have been styled for another row: its labels start from the built-in
      // look each time, before the app's update hooks run.
      titleLabel.font = FormAppearance.titleFont
      messageLabel.font = FormAppearance.messageFont
      titleLabel.text = content.markedTitle
      titleLabel.textColor = FormAppearance.titleColor(enabled: content.isEnabled)
      titleLabel.isHidden = !showsTitle || content.markedTitle.isEmpty
      if let message = content.message {
        messageLabel.text = message.text
        messageLabel.textColor = FormAppearance.messageColor(message.severity)
        messageLabel.isHidden = false
      } else {
        messageLabel.text = nil
        messageLabel.isHidden = true
      }
      if content.isValidating { activity.startAnimating() } else { activity.stopAnimating() }
      below.isHidden = below.arrangedSubviews.isEmpty
      trailing.isHidden = trailing.arrangedSubviews.isEmpty
      applyLayout()
      configureControl(cell, context: context)
    }

    /// The control an app's styling hooks reach (``FormCellParts/control``); each row view
    /// names its own.
    var styledControl: UIView? { nil }

    /// Configures the subclass's control.
    func configureControl(_ cell: FormCellDescriptor, context: FormCellContext) {}

    func beginEditing() -> Bool { false }

    /// Arranges title and value as the driver's ``FormRowLayout`` says for the text size: side
    /// by side (the title taking its share of the width), or the title over the value at
    /// accessibility sizes, so no title is cut.
    private func applyLayout() {
      guard let descriptor else { return }
      let layout = FormRowLayout(
        cell: descriptor, isAccessibilitySize: traitCollection.preferredContentSizeCategory.isAccessibilityCategory)
      self.layout = layout
      let stacked = layout.arrangement == .stacked
      line.axis = stacked ? .vertical : .horizontal
      line.alignment = stacked ? .fill : .center
      titleLabel.textAlignment = layout.titleAlignment.resolved(rightToLeft: isRightToLeft).nsTextAlignment
      titleShare?.isActive = false
      titleShare = nil
      guard let share = layout.titleWidthShare, !titleLabel.isHidden, !trailing.isHidden else { return }
      let constraint = titleLabel.widthAnchor.constraint(equalTo: line.widthAnchor, multiplier: CGFloat(share))
      constraint.priority = .defaultHigh
      constraint.isActive = true
      titleShare = constraint
    }

    /// Aligns a value's text as the layout says: at the trailing edge beside the title (the
    /// left one in right-to-left languages), at the leading edge under it.
    func alignValue(_ label: UILabel) {
      label.textAlignment = (layout?.valueAlignment ?? .trailing).resolved(rightToLeft: isRightToLeft).nsTextAlignment
    }

    private var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    override func traitCollectionDidChange(_ previous: UITraitCollection?) {
      super.traitCollectionDidChange(previous)
      guard
        previous?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory
          || previous?.layoutDirection != traitCollection.layoutDirection,
        let descriptor, let context
      else { return }
      applyLayout()
      configureControl(descriptor, context: context)
    }

    /// Sets the accessibility of a control from the row's content.
    func describe(_ control: UIView, _ content: FormCellContent) {
      control.accessibilityLabel = content.accessibility.label
      control.accessibilityHint = content.accessibility.controlHint
      control.accessibilityIdentifier = content.accessibility.identifier.map { "\($0).control" }
    }
  }
#endif
