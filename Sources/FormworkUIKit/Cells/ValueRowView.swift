#if canImport(UIKit)
  import Formwork
  import FormworkListDriver
  import UIKit

  /// A title and a value as text: selectors, inline date rows, information, subforms, checks,
  /// buttons, and the placeholders of unregistered kinds and rows that already left the form.
  /// The cell itself is the accessibility element.
  final class ValueRowView: FormRowView {
    override var styledControl: UIView? { detailLabel }
    let detailLabel = UILabel.formLabel(FormAppearance.valueFont)
    private let kind: FormCellKind

    init(kind: FormCellKind) {
      self.kind = kind
      super.init(frame: .zero)
      detailLabel.setContentHuggingPriority(.defaultLow, for: .horizontal)
      detailLabel.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
      trailing.addArrangedSubview(detailLabel)
      trailing.alignment = .center
    }

    required init?(coder: NSCoder) { fatalError("not used from nibs") }

    override func configureControl(_ cell: FormCellDescriptor, context: FormCellContext) {
      let content = cell.content
      detailLabel.text = content.detail
      alignValue(detailLabel)
      switch kind {
      case .button:
        // A button reads as an action: tinted, its title centered across the row.
        titleLabel.textColor = content.isEnabled ? tintColor : .secondaryLabel
        trailing.isHidden = true
      case .check:
        // The check mark says it all ("On" / "Off" would repeat it).
        trailing.isHidden = true
      case .unregistered:
        detailLabel.textColor = .systemOrange
        detailLabel.numberOfLines = 0
      default:
        detailLabel.isHidden = content.detail.isEmpty
        if case .expander(true) = content.accessory {
          detailLabel.textColor = tintColor
        } else {
          detailLabel.textColor = FormAppearance.valueColor(
            enabled: content.isEnabled, isNoValue: content.detailIsNoValue)
        }
      }
    }
  }
#endif
