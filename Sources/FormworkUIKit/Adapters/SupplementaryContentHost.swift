#if canImport(UIKit)
  import Formwork
  import FormworkListDriver
  import UIKit

  /// A reusable header or footer view: a table's header-footer view or a collection's list cell.
  /// Both have a content view that a content configuration replaces.
  @MainActor
  protocol SupplementaryContainer: UIView {
    var contentConfiguration: (any UIContentConfiguration)? { get set }
    var contentView: UIView { get }
  }

  /// Hosts a header or footer's content in a reusable view: the system's list configuration for
  /// text, the app's registered view for custom kinds. Shared by the table and collection
  /// adapters so both show supplementaries the same way.
  ///
  /// Each kind has its own reuse identifier (`FormSupplementaryDescriptor.reuseIdentifier`), so a
  /// view mostly shows one kind; when it changes kind, setting or clearing the content
  /// configuration replaces the container's content view, so the content view is read only
  /// after that, and a custom view not in it is added again.
  @MainActor
  struct SupplementaryContentHost {
    private var custom: (any FormSupplementaryContent)?
    private var customKind: String?

    /// Shows `descriptor` in `container`, replacing what it showed (nothing for `nil`: a section
    /// that no longer has this header or footer); `textConfiguration` makes the list
    /// configuration for text in the container's style.
    mutating func show(
      _ descriptor: FormSupplementaryDescriptor?, form: Form, registry: FormCellRegistry,
      in container: some SupplementaryContainer,
      textConfiguration: (FormSupplementaryRole) -> UIListContentConfiguration
    ) {
      guard let descriptor else {
        clear(container)
        return
      }
      switch descriptor.kind {
      case .text(let text):
        removeCustom()
        var configuration = textConfiguration(descriptor.role)
        configuration.text = text
        container.contentConfiguration = configuration
      case .custom(let kind, _):
        // A content configuration replaces the content view: clear it, then use the one left.
        if container.contentConfiguration != nil { container.contentConfiguration = nil }
        let contentView = container.contentView
        if customKind != kind || custom?.superview !== contentView {
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
        clear(container)
      }
    }

    private mutating func clear(_ container: some SupplementaryContainer) {
      removeCustom()
      if container.contentConfiguration != nil { container.contentConfiguration = nil }
    }

    private mutating func removeCustom() {
      custom?.removeFromSuperview()
      custom = nil
      customKind = nil
    }
  }

  extension UITableViewHeaderFooterView: SupplementaryContainer {}
  extension UICollectionViewListCell: SupplementaryContainer {}
#endif
