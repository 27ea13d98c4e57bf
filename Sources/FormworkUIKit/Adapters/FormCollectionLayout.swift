#if canImport(UIKit)
  import Formwork
  import UIKit

  /// How a form lays out in a collection view.
  ///
  /// ```swift
  /// FormCollectionViewController(form: form, layout: .list(.insetGrouped))
  /// FormCollectionViewController(form: form, layout: .flow { section in
  ///   section.tag == "photos" ? FormFlowSectionStyle(insets: .zero, lineSpacing: 1) : FormFlowSectionStyle()
  /// })
  /// ```
  public enum FormCollectionLayout {
    /// A list (`UICollectionLayoutListConfiguration`) with swipe actions and the system's section
    /// headers and footers.
    case list(UICollectionLayoutListConfiguration.Appearance)
    /// A flow layout with insets and spacing per section (SectionKit's section styles).
    case flow(@MainActor (SectionState) -> FormFlowSectionStyle)

    /// A flow layout with the same style for every section.
    public static func flow(_ style: FormFlowSectionStyle = FormFlowSectionStyle()) -> FormCollectionLayout {
      .flow { _ in style }
    }
  }

  /// The insets, spacing and supplementary sizes of one section of a flow layout.
  public struct FormFlowSectionStyle: Equatable, Sendable {
    /// Space around the section's rows.
    public var insets: UIEdgeInsets
    /// Space between rows.
    public var lineSpacing: CGFloat
    /// Space between rows side by side (rows fill the width, so only custom cells use it).
    public var interitemSpacing: CGFloat
    /// The header's height when the section has one.
    public var headerHeight: CGFloat
    /// The footer's height when the section has one.
    public var footerHeight: CGFloat
    /// The corner radius of each row's background.
    public var cornerRadius: CGFloat

    public init(
      insets: UIEdgeInsets = UIEdgeInsets(top: 8, left: 16, bottom: 16, right: 16), lineSpacing: CGFloat = 8,
      interitemSpacing: CGFloat = 8, headerHeight: CGFloat = 36, footerHeight: CGFloat = 32, cornerRadius: CGFloat = 10
    ) {
      self.insets = insets
      self.lineSpacing = lineSpacing
      self.interitemSpacing = interitemSpacing
      self.headerHeight = headerHeight
      self.footerHeight = footerHeight
      self.cornerRadius = cornerRadius
    }
  }
#endif
