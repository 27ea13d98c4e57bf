#if canImport(UIKit)
  import UIKit

  /// A short message at the top of a screen that does not block it (why a row cannot be edited).
  /// It fades out after a few seconds and VoiceOver reads it.
  final class FormBanner: UIView {
    private static let tag = 0x466F_726D  // "Form"

    static func show(_ text: String, in host: UIView) {
      host.viewWithTag(tag)?.removeFromSuperview()
      let banner = FormBanner(text: text)
      banner.tag = tag
      host.addSubview(banner)
      let guide = host.safeAreaLayoutGuide
      NSLayoutConstraint.activate([
        banner.topAnchor.constraint(equalTo: guide.topAnchor, constant: 8),
        banner.centerXAnchor.constraint(equalTo: guide.centerXAnchor),
        banner.leadingAnchor.constraint(greaterThanOrEqualTo: guide.leadingAnchor, constant: 16),
        banner.trailingAnchor.constraint(lessThanOrEqualTo: guide.trailingAnchor, constant: -16),
      ])
      banner.alpha = 0
      UIView.animate(withDuration: 0.2) { banner.alpha = 1 }
      UIAccessibility.post(notification: FormAccessibility.announcement, argument: text)
      Task { @MainActor [weak banner] in
        try? await Task.sleep(nanoseconds: 3_000_000_000)
        guard let banner else { return }
        UIView.animate(
          withDuration: 0.3, animations: { banner.alpha = 0 }, completion: { _ in banner.removeFromSuperview() })
      }
    }

    private init(text: String) {
      super.init(frame: .zero)
      translatesAutoresizingMaskIntoConstraints = false
      backgroundColor = .secondarySystemBackground
      layer.cornerRadius = 12
      layer.shadowColor = UIColor.black.cgColor
      layer.shadowOpacity = 0.15
      layer.shadowRadius = 8
      layer.shadowOffset = CGSize(width: 0, height: 2)
      isUserInteractionEnabled = false
      let label = UILabel.formLabel(.preferredFont(forTextStyle: .subheadline))
      label.text = text
      label.textColor = .label
      label.textAlignment = .center
      addSubview(label)
      NSLayoutConstraint.activate([
        label.topAnchor.constraint(equalTo: topAnchor, constant: 10),
        label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -10),
        label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 14),
        label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -14),
      ])
      accessibilityElementsHidden = true
    }

    required init?(coder: NSCoder) { fatalError("not used from nibs") }
  }
#endif
