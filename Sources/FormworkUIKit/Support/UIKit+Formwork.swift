#if canImport(UIKit)
  import Formwork
  import FormworkDiff
  import UIKit

  // Conversions between Formwork's platform-neutral values and UIKit's.

  extension IndexPath {
    /// The UIKit index path of a FormworkDiff path.
    init(_ path: ItemPath) { self.init(item: path.item, section: path.section) }
  }

  extension ItemPath {
    /// The FormworkDiff path of a UIKit index path.
    init(_ indexPath: IndexPath) { self.init(item: indexPath.item, section: indexPath.section) }
  }

  extension DateStyle {
    var datePickerMode: UIDatePicker.Mode {
      switch self {
      case .date: return .date
      case .time: return .time
      case .dateTime: return .dateAndTime
      case .countdown: return .countDownTimer
      }
    }
  }

  extension FormValue {
    /// A number as a `Double`, for sliders and countdowns.
    var doubleValue: Double? {
      switch self {
      case .int(let number): return Double(number)
      case .decimal(let number): return NSDecimalNumber(decimal: number).doubleValue
      default: return nil
      }
    }
  }

  /// Fonts and colors of the built-in cells: text styles for Dynamic Type, semantic colors for
  /// dark mode and increased contrast.
  enum FormAppearance {
    static var titleFont: UIFont { .preferredFont(forTextStyle: .body) }
    static var valueFont: UIFont { .preferredFont(forTextStyle: .body) }
    static var messageFont: UIFont { .preferredFont(forTextStyle: .footnote) }

    static func messageColor(_ severity: ValidationSeverity) -> UIColor {
      severity == .error ? .systemRed : .systemOrange
    }

    /// The system colour of a swipe action's tint (dynamic: light, dark, increased contrast).
    static func color(_ tint: SwipeAction.Tint) -> UIColor {
      switch tint {
      case .red: .systemRed
      case .orange: .systemOrange
      case .yellow: .systemYellow
      case .green: .systemGreen
      case .mint: .systemMint
      case .teal: .systemTeal
      case .cyan: .systemCyan
      case .blue: .systemBlue
      case .indigo: .systemIndigo
      case .purple: .systemPurple
      case .pink: .systemPink
      case .brown: .systemBrown
      case .gray: .systemGray
      }
    }

    static func titleColor(enabled: Bool) -> UIColor { enabled ? .label : .secondaryLabel }
    static func valueColor(enabled: Bool, isNoValue: Bool) -> UIColor {
      enabled && !isNoValue ? .secondaryLabel : .tertiaryLabel
    }
  }

  extension UIView {
    /// Adds a subview that fills this view, edge to edge.
    func addFilling(_ subview: UIView) {
      subview.translatesAutoresizingMaskIntoConstraints = false
      addSubview(subview)
      NSLayoutConstraint.activate([
        subview.topAnchor.constraint(equalTo: topAnchor),
        subview.bottomAnchor.constraint(equalTo: bottomAnchor),
        subview.leadingAnchor.constraint(equalTo: leadingAnchor),
        subview.trailingAnchor.constraint(equalTo: trailingAnchor),
      ])
    }
  }

  extension UILabel {
    /// A label that follows Dynamic Type.
    static func formLabel(_ font: UIFont, lines: Int = 0) -> UILabel {
      let label = UILabel()
      label.font = font
      label.adjustsFontForContentSizeCategory = true
      label.numberOfLines = lines
      label.translatesAutoresizingMaskIntoConstraints = false
      return label
    }
  }
#endif
