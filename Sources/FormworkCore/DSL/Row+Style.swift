extension Row {
  /// Names how the row looks, for the renderer to style it by: Eureka's `cellSetup` /
  /// `cellUpdate`, said as data so that one definition serves every renderer.
  ///
  /// ```swift
  /// Row.decimal(total, "Total").style("total")
  ///
  /// // UIKit
  /// controller.cells.onCellUpdate(style: "total") { parts, _ in
  ///   parts.titleLabel?.font = .preferredFont(forTextStyle: .headline)
  /// }
  /// // SwiftUI
  /// FormView(form).formRowAppearance(style: "total") { _ in FormRowAppearance(titleFont: .headline) }
  /// ```
  public func style(_ name: String) -> Row { configured { $0.style = name } }
}
