#if canImport(SwiftUI)
  import Formwork
  import SwiftUI

  /// What a ``FormView`` draws its sections in.
  public enum FormContainerStyle: Sendable, Hashable {
    /// A `List` with the inset grouped style (on iOS; the platform's grouped list elsewhere): the
    /// look of a settings screen, like the UIKit renderer.
    case insetGroupedList
    /// SwiftUI's `Form`, which follows the platform's form style.
    case form
  }

  /// How a ``FormView`` tells the user why a row cannot be edited when they tap it.
  public enum DenialPresentation: Sendable, Hashable {
    /// A banner at the bottom that hides by itself (``NoticeModel/duration``).
    case banner
    /// An alert with an OK button.
    case alert
    /// Nothing: the app reads ``FormModel/notice`` or observes the form's events itself.
    case none
  }

  /// How selectors presented as ``Formwork/SelectorPresentation/picker`` show their options.
  public enum PickerSelectorStyle: Sendable, Hashable {
    /// A pop-up menu on the row.
    case menu
    /// A wheel that opens under the row's title when the row is tapped.
    case wheel
  }

  /// A ``FormView``'s choices that are not per row.
  struct FormViewOptions: Sendable, Hashable {
    var container: FormContainerStyle = .insetGroupedList
    var denials: DenialPresentation = .banner
    var pickerStyle: PickerSelectorStyle = .menu
    var showsEditButton = true
  }

  /// What the views of one ``FormView`` share: the app's builders for custom rows and headers, and
  /// the options. A reference, so SwiftUI sees it unchanged (same object) when a list or section
  /// re-renders, and does not re-render the rows under it.
  @MainActor
  final class FormViewContext<CustomRow: View, CustomSupplementary: View> {
    let customRow: @MainActor (CustomRowContext) -> CustomRow
    let customSupplementary: @MainActor (CustomSupplementaryContext) -> CustomSupplementary
    let options: FormViewOptions

    init(
      customRow: @escaping @MainActor (CustomRowContext) -> CustomRow,
      customSupplementary: @escaping @MainActor (CustomSupplementaryContext) -> CustomSupplementary,
      options: FormViewOptions
    ) {
      self.customRow = customRow
      self.customSupplementary = customSupplementary
      self.options = options
    }
  }
#endif
