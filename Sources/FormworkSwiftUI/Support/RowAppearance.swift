#if canImport(SwiftUI)
  import Formwork
  import SwiftUI

  /// How a row looks beyond the built-in style: Eureka's `cellUpdate` for SwiftUI, said as
  /// values. Fields left `nil` keep the built-in look.
  ///
  /// ```swift
  /// FormView(form)
  ///   .formRowAppearance { context in
  ///     context.state.isRequired ? FormRowAppearance(tint: .indigo) : nil
  ///   }
  ///   .formRowAppearance(style: "total") { _ in FormRowAppearance(font: .headline) }
  /// ```
  public struct FormRowAppearance {
    /// The font of the row's texts that have none of their own (its title, a text field).
    public var font: Font?
    /// The colour of the row's texts that have none of their own (its title, a text field);
    /// the value of a value row keeps its secondary colour.
    public var foregroundColor: Color?
    /// The tint of the row's controls: a switch, a slider, a stepper's and a picker's accent.
    public var tint: Color?
    /// The least height of the row. (Only a device shows layout: the tests on Linux check that
    /// it is asked for, not how it is drawn.)
    public var minimumHeight: CGFloat?

    public init(font: Font? = nil, foregroundColor: Color? = nil, tint: Color? = nil, minimumHeight: CGFloat? = nil) {
      self.font = font
      self.foregroundColor = foregroundColor
      self.tint = tint
      self.minimumHeight = minimumHeight
    }

    /// These fields, with those `other` sets in their place.
    func overlaid(by other: FormRowAppearance?) -> FormRowAppearance {
      guard let other else { return self }
      return FormRowAppearance(
        font: other.font ?? font, foregroundColor: other.foregroundColor ?? foregroundColor, tint: other.tint ?? tint,
        minimumHeight: other.minimumHeight ?? minimumHeight)
    }
  }

  /// What an appearance rule knows about the row it styles.
  public struct FormRowStyleContext {
    /// The row's state: its kind, value, whether it is enabled, its issues, its style name.
    public let state: RowState
    /// The row's style name (`Row.style(_:)`, a schema row's `style`), if it has one.
    public var style: String? { state.configuration.style }
  }

  /// One `formRowAppearance` modifier.
  struct FormRowAppearanceRule {
    /// The style the rule is for; `nil`: every row.
    let style: String?
    let make: @MainActor (FormRowStyleContext) -> FormRowAppearance?
  }

  extension [FormRowAppearanceRule] {
    /// The appearance of a row: the rules for every row, then those for its style (the most
    /// specific wins); among rules alike, the one nearer the row wins, as SwiftUI's
    /// environment does.
    @MainActor
    func appearance(of state: RowState) -> FormRowAppearance {
      let context = FormRowStyleContext(state: state)
      var appearance = FormRowAppearance()
      // The environment lists rules from the outermost modifier in: nearer ones come last.
      for rule in self where rule.style == nil { appearance = appearance.overlaid(by: rule.make(context)) }
      if let style = context.style {
        for rule in self where rule.style == style { appearance = appearance.overlaid(by: rule.make(context)) }
      }
      return appearance
    }
  }

  extension View {
    /// Styles every row of the forms under this view: called with each row's state whenever
    /// it changes; `nil` keeps the built-in look.
    public func formRowAppearance(
      _ appearance: @escaping @MainActor (FormRowStyleContext) -> FormRowAppearance?
    ) -> some View {
      transformEnvironment(\.formRowAppearanceRules) { $0.append(FormRowAppearanceRule(style: nil, make: appearance)) }
    }

    /// Styles the rows with a style name (`Row.style(_:)`, a schema row's `style`), over the
    /// appearance of every row.
    public func formRowAppearance(
      style: String, _ appearance: @escaping @MainActor (FormRowStyleContext) -> FormRowAppearance?
    ) -> some View {
      transformEnvironment(\.formRowAppearanceRules) {
        $0.append(FormRowAppearanceRule(style: style, make: appearance))
      }
    }
  }

  /// Applies a row's appearance: only the fields it sets, so an unset one never overrides what
  /// an enclosing view chose.
  @MainActor
  struct RowAppearanceModifier: ViewModifier {
    let state: RowState
    @Environment(\.formRowAppearanceRules) private var rules

    func body(content: Content) -> some View {
      let appearance = rules.isEmpty ? FormRowAppearance() : rules.appearance(of: state)
      content
        .modifier(OptionalFont(font: appearance.font))
        .modifier(OptionalForeground(color: appearance.foregroundColor))
        .modifier(OptionalTint(tint: appearance.tint))
        .modifier(OptionalMinimumHeight(height: appearance.minimumHeight))
    }
  }

  // One modifier per field, applied only when the field is set: SwiftUI reads `nil` as "the
  // default", which would undo what an enclosing view chose.

  private struct OptionalFont: ViewModifier {
    let font: Font?
    func body(content: Content) -> some View {
      if let font { content.font(font) } else { content }
    }
  }

  private struct OptionalForeground: ViewModifier {
    let color: Color?
    func body(content: Content) -> some View {
      if let color { content.foregroundColor(color) } else { content }
    }
  }

  struct OptionalTint: ViewModifier {
    let tint: Color?
    func body(content: Content) -> some View {
      if let tint { content.tint(tint) } else { content }
    }
  }

  private struct OptionalMinimumHeight: ViewModifier {
    let height: CGFloat?
    func body(content: Content) -> some View {
      if let height { content.frame(minHeight: height) } else { content }
    }
  }

  extension EnvironmentValues {
    /// The `formRowAppearance` rules, outermost first.
    var formRowAppearanceRules: [FormRowAppearanceRule] {
      get { self[FormRowAppearanceRulesKey.self] }
      set { self[FormRowAppearanceRulesKey.self] = newValue }
    }
  }

  private struct FormRowAppearanceRulesKey: EnvironmentKey {
    static var defaultValue: [FormRowAppearanceRule] { [] }
  }
#endif
