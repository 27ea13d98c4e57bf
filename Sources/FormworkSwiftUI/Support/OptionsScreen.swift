#if canImport(SwiftUI)
  import Formwork
  import SwiftUI

  /// How a selector's options screen looks beyond the built-in one: Eureka's `onPresent` for
  /// SwiftUI (UIKit's is `FormCellRegistry.onOptionsPresented`), said as values. Fields left
  /// `nil` keep the built-in screen.
  ///
  /// ```swift
  /// FormView(form: form)
  ///   .formOptionsScreen { context in
  ///     context.state.kind == .multipleSelector(.push)
  ///       ? FormOptionsScreen(message: "Pick as many as you like", tint: .orange) : nil
  ///   }
  /// ```
  public struct FormOptionsScreen {
    /// The title of the pushed list (its navigation title) or of the action sheet or alert, in
    /// place of the row's selector title or title.
    public var title: String?
    /// A note shown with the options: above the pushed list's options, as the action sheet's or
    /// alert's message.
    public var message: String?
    /// The tint of the pushed list (its check marks). Dialogs keep the system's look.
    public var tint: Color?

    public init(title: String? = nil, message: String? = nil, tint: Color? = nil) {
      self.title = title
      self.message = message
      self.tint = tint
    }

    /// These fields, with those `other` sets in their place.
    func overlaid(by other: FormOptionsScreen?) -> FormOptionsScreen {
      guard let other else { return self }
      return FormOptionsScreen(
        title: other.title ?? title, message: other.message ?? message, tint: other.tint ?? tint)
    }
  }

  /// What an options-screen rule knows about the selector whose options it shows.
  public struct FormOptionsContext {
    /// The selector's state: its kind (and so how its options are presented), value, options
    /// shown, style name.
    public let state: RowState
    /// The selector's style name (`Row.style(_:)`, a schema row's `style`), if it has one.
    public var style: String? { state.configuration.style }
  }

  extension View {
    /// Styles and annotates the options screens of the selectors under this view: the pushed
    /// list, the action sheet or the alert. Called with the selector's state each time its
    /// screen is drawn; `nil` keeps the built-in screen. Rules nearer the form win, field by
    /// field, as SwiftUI's environment does.
    ///
    /// ```swift
    /// FormView(form: form)
    ///   .formOptionsScreen { context in
    ///     context.style == "plans" ? FormOptionsScreen(title: "Choose a plan", message: "Billed monthly") : nil
    ///   }
    /// ```
    public func formOptionsScreen(
      _ screen: @escaping @MainActor (FormOptionsContext) -> FormOptionsScreen?
    ) -> some View {
      transformEnvironment(\.formOptionsScreenRules) { $0.append(screen) }
    }
  }

  extension [@MainActor (FormOptionsContext) -> FormOptionsScreen?] {
    /// The screen for a selector: the rules from the outermost in, nearer ones overlaid.
    @MainActor
    func screen(for state: RowState) -> FormOptionsScreen {
      let context = FormOptionsContext(state: state)
      return reduce(FormOptionsScreen()) { $0.overlaid(by: $1(context)) }
    }
  }

  extension EnvironmentValues {
    /// The `formOptionsScreen` rules, outermost first.
    var formOptionsScreenRules: [@MainActor (FormOptionsContext) -> FormOptionsScreen?] {
      get { self[FormOptionsScreenRulesKey.self] }
      set { self[FormOptionsScreenRulesKey.self] = newValue }
    }
  }

  private struct FormOptionsScreenRulesKey: EnvironmentKey {
    static var defaultValue: [@MainActor (FormOptionsContext) -> FormOptionsScreen?] { [] }
  }
#endif
