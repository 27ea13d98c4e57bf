#if canImport(UIKit)
  import Formwork
  import FormworkListDriver
  import UIKit

  /// Hosts a header or footer's content in a reusable view's `contentView`: the system's list
  /// configuration for text, the app's registered view for custom kinds. Shared by the table and
  /// collection adapters so both show supplementaries the same way.
  @MainActor
  struct SupplementaryContentHost {
    private var custom: (any FormSupplementaryContent)?
    private var customKind: String?

    /// Shows `descriptor` in `contentView`, replacing what it showed; `textConfiguration` makes
    /// the list configuration for text in the container's style.
    mutating func show(
      _ descriptor: FormSupplementaryDescriptor, form: Form, registry: FormCellRegistry, in contentView: UIView,
      setContentConfiguration: (UIContentConfiguration?) -> Void,
      textConfiguration: (FormSupplementaryRole) -> UIListContentConfiguration
    ) {
      switch descriptor.kind {
      case .text(let text):
        removeCustom()
        var configuration = textConfiguration(descriptor.role)
        configuration.text = text
        setContentConfiguration(configuration)
      case .custom(let kind, _):
        setContentConfiguration(nil)
        if customKind != kind {
          removeCustom()
          if let make = registry.supplementaries[kind] {
            let view = make()
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
            let margins = contentView.layoutMarginsGuide
            NSLayoutConstraint.activate([
              view.topAnchor.constraint(equalTo: margins.topAnchor),
              view.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
              view.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
              view.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            ])
            custom = view
            customKind = kind
          }
        }
        custom?.configure(with: descriptor, form: form)
      case .unregistered:
        removeCustom()
        setContentConfiguration(nil)
      }
    }

    private mutating func removeCustom() {
      custom?.removeFromSuperview()
      custom = nil
      customKind = nil
    }
  }
#endif
