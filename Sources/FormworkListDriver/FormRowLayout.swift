import Formwork
import Foundation

/// How a row arranges its title and its value or control, decided once for every renderer:
/// side by side, or the title over the value at the largest (accessibility) text sizes, so no
/// title is cut; where the value text sits; the title's share of the width.
///
/// ```swift
/// let layout = FormRowLayout(cell: descriptor, isAccessibilitySize: traits.preferredContentSizeCategory.isAccessibilityCategory)
/// stack.axis = layout.arrangement == .stacked ? .vertical : .horizontal
/// valueLabel.textAlignment = layout.valueAlignment.resolved(rightToLeft: isRTL).nsTextAlignment
/// ```
public struct FormRowLayout: Sendable, Equatable {
  /// Title and value side by side, or the title over the value.
  public enum Arrangement: Sendable, Equatable {
    case beside
    case stacked
  }

  /// How title and value are arranged.
  public var arrangement: Arrangement
  /// Where the title's text sits: centered for buttons, else at the leading edge.
  public var titleAlignment: FormTextAlignment
  /// Where the value's text sits: at the trailing edge beside the title, at the leading edge
  /// once stacked under it (it reads on from the title).
  public var valueAlignment: FormTextAlignment
  /// The share of the row's width the title takes beside a control (the row's own, else 0.4
  /// for text fields); `nil` when stacked or when the title takes what it needs.
  public var titleWidthShare: Double?

  /// The layout of a cell.
  ///
  /// - Parameters:
  ///   - cell: The row's cell.
  ///   - isAccessibilitySize: Whether the text size is one of the accessibility sizes
  ///     (`UIContentSizeCategory.isAccessibilityCategory`, `DynamicTypeSize.isAccessibilitySize`).
  public init(cell: FormCellDescriptor, isAccessibilitySize: Bool) {
    self.init(kind: cell.kind, titleWidthShare: cell.content.titleWidthShare, isAccessibilitySize: isAccessibilitySize)
  }

  /// The layout of a row of a cell kind, for renderers without cell descriptors (SwiftUI).
  ///
  /// - Parameters:
  ///   - kind: The row's cell kind.
  ///   - titleWidthShare: The row's own share of the width for its title, if it sets one.
  ///   - isAccessibilitySize: Whether the text size is one of the accessibility sizes.
  public init(kind: FormCellKind, titleWidthShare: Double?, isAccessibilitySize: Bool) {
    arrangement = isAccessibilitySize && Self.stacks(kind) ? .stacked : .beside
    titleAlignment = kind == .button ? .center : .leading
    valueAlignment = arrangement == .stacked ? .leading : .trailing
    if arrangement == .beside, Self.stacks(kind) {
      self.titleWidthShare = titleWidthShare ?? (kind == .textField ? 0.4 : nil)
    } else {
      self.titleWidthShare = nil
    }
  }

  /// Whether a kind has a value or control beside its title that goes under it at large sizes.
  /// Switches and checks stay beside (they are narrow), buttons and editors have no title beside
  /// anything, and controls already under the title (sliders, text areas) stay there.
  private static func stacks(_ kind: FormCellKind) -> Bool {
    switch kind {
    case .textField, .datePicker, .dateInline, .stepper, .segmented, .selector, .pickerSelector, .info, .subform,
      .custom, .unregistered:
      return true
    case .textArea, .inlineDatePicker, .switch, .check, .slider, .inlinePicker, .columnPicker, .button, .missing:
      return false
    }
  }
}

/// Where text sits in a row, relative to the reading direction.
public enum FormTextAlignment: Sendable, Equatable {
  case leading
  case center
  case trailing

  /// Where the text sits on screen: the trailing edge is the right one in left-to-right
  /// languages and the left one in right-to-left languages (Arabic, Hebrew).
  public func resolved(rightToLeft: Bool) -> FormScreenAlignment {
    switch self {
    case .center: return .center
    case .leading: return rightToLeft ? .right : .left
    case .trailing: return rightToLeft ? .left : .right
    }
  }
}

/// A side of the screen, for toolkits whose text alignment has no "trailing" (UIKit's
/// `NSTextAlignment`).
public enum FormScreenAlignment: Sendable, Equatable {
  case left
  case center
  case right
}

/// The reading direction a form's screen is laid out in: right to left in the languages that
/// read that way (Arabic), from the form's locale (`Form.locale`), whatever the device's
/// language is. SwiftUI sets its `layoutDirection` from it.
public enum FormLayoutDirection: Sendable, Equatable {
  case leftToRight
  case rightToLeft

  /// The direction of a form's language.
  public init(locale: Locale) {
    self = FormLanguage(locale: locale).isRightToLeft ? .rightToLeft : .leftToRight
  }
}
