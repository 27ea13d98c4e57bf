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
  /// A footer's section issues (`FormSupplementaryDescriptor.issues`, "Add at least one stop.")
  /// show under its text as the configuration's secondary text, under a custom view in a label,
  /// each line red for an error, orange for a warning; VoiceOver reads the descriptor's
  /// accessibility label ("Error: Add at least one stop."). The words come from the driver.
  ///
  /// Each kind has its own reuse identifier (`FormSupplementaryDescriptor.reuseIdentifier`), so a
  /// view mostly shows one kind; when it changes kind, setting or clearing the content
  /// configuration replaces the container's content view, so the content view is read only
  /// after that, and a custom view not in it is added again.
  @MainActor
  struct SupplementaryContentHost {
    private var custom: (any FormSupplementaryContent)?
    private var customKind: String?
    /// The custom view and the issues label under it.
    private var stack: UIStackView?
    private var issuesLabel: UILabel?

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
        showText(text, descriptor, in: container, textConfiguration: textConfiguration)
      case .custom(let kind, _):
        // A content configuration replaces the content view: clear it, then use the one left.
        if container.contentConfiguration != nil { container.contentConfiguration = nil }
        setAccessibility(of: container, to: nil)
        let contentView = container.contentView
        if customKind != kind || stack?.superview !== contentView {
          removeCustom()
          if let make = registry.supplementaries[kind] { addCustom(make(), kind: kind, to: contentView) }
        }
        custom?.configure(with: descriptor, form: form)
        issuesLabel?.attributedText = Self.issueText(descriptor.issues)
        issuesLabel?.accessibilityLabel = descriptor.issues.map(\.accessibilityLabel).joined(separator: "\n")
        issuesLabel?.isHidden = descriptor.issues.isEmpty
      case .unregistered:
        if descriptor.issues.isEmpty {
          clear(container)
        } else {
          showText("", descriptor, in: container, textConfiguration: textConfiguration)
        }
      }
    }

    /// The text (none when empty: a footer that only shows issues), then the issues.
    private mutating func showText(
      _ text: String, _ descriptor: FormSupplementaryDescriptor, in container: some SupplementaryContainer,
      textConfiguration: (FormSupplementaryRole) -> UIListContentConfiguration
    ) {
      removeCustom()
      var configuration = textConfiguration(descriptor.role)
      configuration.text = text.isEmpty ? nil : text
      configuration.secondaryAttributedText = Self.issueText(descriptor.issues)
      container.contentConfiguration = configuration
      // One element reads the text and every issue with its severity.
      setAccessibility(of: container, to: descriptor.issues.isEmpty ? nil : descriptor.accessibilityLabel)
    }

    private mutating func addCustom(_ view: any FormSupplementaryContent, kind: String, to contentView: UIView) {
      let label = UILabel()
      label.numberOfLines = 0
      label.adjustsFontForContentSizeCategory = true
      label.isHidden = true
      let stack = UIStackView(arrangedSubviews: [view, label])
      stack.axis = .vertical
      stack.spacing = 4
      stack.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(stack)
      let margins = contentView.layoutMarginsGuide
      NSLayoutConstraint.activate([
        stack.topAnchor.constraint(equalTo: margins.topAnchor),
        stack.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      ])
      custom = view
      customKind = kind
      self.stack = stack
      issuesLabel = label
    }

    /// The issues one a line, each in its severity's color, in the message font.
    static func issueText(_ issues: [FormSectionIssueLine]) -> NSAttributedString? {
      guard !issues.isEmpty else { return nil }
      let text = NSMutableAttributedString()
      for (index, issue) in issues.enumerated() {
        if index > 0 { text.append(NSAttributedString(string: "\n")) }
        text.append(
          NSAttributedString(
            string: issue.text,
            attributes: [
              .foregroundColor: FormAppearance.messageColor(issue.severity), .font: FormAppearance.messageFont,
            ]))
      }
      return text
    }

    private func setAccessibility(of container: some SupplementaryContainer, to label: String?) {
      container.isAccessibilityElement = label != nil
      container.accessibilityLabel = label
    }

    private mutating func clear(_ container: some SupplementaryContainer) {
      removeCustom()
      setAccessibility(of: container, to: nil)
      if container.contentConfiguration != nil { container.contentConfiguration = nil }
    }

    private mutating func removeCustom() {
      stack?.removeFromSuperview()
      stack = nil
      issuesLabel = nil
      custom = nil
      customKind = nil
    }
  }

  extension UITableViewHeaderFooterView: SupplementaryContainer {}
  extension UICollectionViewListCell: SupplementaryContainer {}
#endif
