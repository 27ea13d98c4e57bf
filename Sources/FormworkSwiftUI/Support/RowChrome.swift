#if canImport(SwiftUI)
  import Formwork
  import FormworkListDriver
  import SwiftUI

  /// A row that pushes a screen (a selector's options, a ranking, a nested form): its title and
  /// value on one line, the screen behind a navigation link, with the row's accessibility and
  /// chrome.
  @MainActor
  struct PushingRow<Destination: View>: View {
    let state: RowState
    let model: FormModel
    @ViewBuilder let destination: () -> Destination

    var body: some View {
      NavigationLink {
        destination()
      } label: {
        RowLine(state: state) {
          RowValueText(state: state).lineLimit(1)
        }
      }
      .rowCellAccessibility(state)
      .rowChrome(state, model)
    }
  }

  /// A row's title and its value or control: side by side, or the title over the value at the
  /// accessibility text sizes (the list driver's `FormRowLayout`, UIKit's rule too), so no title
  /// is cut. SwiftUI mirrors both arrangements in right-to-left languages by itself.
  @MainActor
  struct RowLine<Value: View>: View {
    let state: RowState
    var titleColor: Color?
    @ViewBuilder let value: () -> Value
    @Environment(\.dynamicTypeSize) private var typeSize

    init(state: RowState, titleColor: Color? = nil, @ViewBuilder value: @escaping () -> Value) {
      self.state = state
      self.titleColor = titleColor
      self.value = value
    }

    var body: some View {
      let layout = FormRowLayout(
        kind: FormCellKind(rowKind: state.kind, isRegistered: { _ in true }),
        titleWidthShare: state.configuration.titleWidthShare, isAccessibilitySize: typeSize.isAccessibilitySize)
      if layout.arrangement == .stacked {
        VStack(alignment: .leading, spacing: 4) {
          title
          value()
        }
      } else {
        HStack {
          title
          Spacer(minLength: 12)
          value()
        }
      }
    }

    @ViewBuilder private var title: some View {
      if let titleColor {
        RowTitle(state: state).foregroundColor(titleColor)
      } else {
        RowTitle(state: state)
      }
    }
  }

  /// A row's title, with a red asterisk when the row is required and marks it. VoiceOver reads
  /// "required" rather than the mark ("star").
  @MainActor
  struct RowTitle: View {
    let state: RowState
    @Environment(\.formListStrings) private var strings

    var body: some View {
      if state.showsRequiredMark {
        (Text(state.title) + Text(strings.requiredMark).foregroundColor(.red))
          .accessibilityLabel(Text(FormAccessibilityContent(state: state, strings: strings).label))
      } else {
        Text(state.title)
      }
    }
  }

  /// A row's value as secondary text, or its "no value" text when it has none.
  @MainActor
  struct RowValueText: View {
    let state: RowState

    var body: some View {
      Text(FormRowDetail(state: state).text)
        .foregroundColor(.secondary)
        .multilineTextAlignment(.trailing)
    }
  }

  /// What every row has around its control: its message under it, its disabled state, a tap
  /// catcher that explains why a disabled row cannot be edited, list editing permissions.
  @MainActor
  struct RowChrome: ViewModifier {
    let state: RowState
    let model: FormModel

    /// The list driver's rule: a row the form would refuse to edit is locked.
    private var isLocked: Bool { !state.acceptsEdits }

    func body(content: Content) -> some View {
      VStack(alignment: .leading, spacing: 4) {
        content
          .disabled(isLocked)
          .frame(maxWidth: .infinity, alignment: .leading)
        if let message = FormCellMessage(state: state) {
          let isError = message.severity == .error
          Label {
            Text(message.text)
          } icon: {
            Image(systemName: isError ? "exclamationmark.circle.fill" : "exclamationmark.triangle.fill")
          }
          .font(.footnote)
          .foregroundColor(isError ? .red : .orange)
          .accessibilityIdentifier(RowAccessibility.identifier(of: state) + ".message")
          .transition(.opacity)
        }
      }
      .overlay {
        // A disabled control takes no touches: this layer does, so the form can say why
        // (a `.denied` event, which the notice shows).
        if isLocked {
          Color.clear
            .contentShape(Rectangle())
            .onTapGesture { model.tap(state.id) }
            .accessibilityHidden(true)
        }
      }
      .modifier(OptionalHint(hint: state.disabledReason))
      .modifier(RowAppearanceModifier(state: state))
      .modifier(RowSwipeActions(state: state, model: model))
      .deleteDisabled(!state.canDelete)
      .moveDisabled(!state.canMove)
    }
  }

  extension View {
    /// The message, disabled state and list permissions of a row (see `RowChrome`).
    func rowChrome(_ state: RowState, _ model: FormModel) -> some View {
      modifier(RowChrome(state: state, model: model))
    }

    /// The identifier (`formwork.row.<tag>`), label (the title, "required" when marked, in the
    /// form's language: the list driver's words) and, when the control does not say it itself,
    /// value of a row's control.
    @MainActor
    func rowAccessibility(_ state: RowState, value: String? = nil) -> some View {
      modifier(RowAccessibilityModifier(state: state, value: value))
    }

    /// The accessibility of a row read as one element (a check, a value, an inline row): the
    /// identifier, and the label, value (with its message) and selected trait the list driver
    /// gives a cell of the row (`FormAccessibilityContent`), in the form's language.
    @MainActor
    func rowCellAccessibility(_ state: RowState) -> some View {
      modifier(RowCellAccessibilityModifier(state: state))
    }
  }

  /// A row read as one element, in the list driver's words.
  @MainActor
  private struct RowCellAccessibilityModifier: ViewModifier {
    let state: RowState
    @Environment(\.formListStrings) private var strings

    func body(content: Content) -> some View {
      let spoken = FormAccessibilityContent(state: state, strings: strings)
      content.accessibilityIdentifier(RowAccessibility.identifier(of: state))
        .accessibilityLabel(Text(spoken.label))
        .accessibilityValue(Text(spoken.value))
        .accessibilityAddTraits(spoken.isSelected ? .isSelected : [])
    }
  }

  /// The accessibility of a row's control, in the words of the form's language.
  @MainActor
  private struct RowAccessibilityModifier: ViewModifier {
    let state: RowState
    let value: String?
    @Environment(\.formListStrings) private var strings

    func body(content: Content) -> some View {
      let named = content.accessibilityIdentifier(RowAccessibility.identifier(of: state))
        .accessibilityLabel(Text(FormAccessibilityContent(state: state, strings: strings).label))
      if let value {
        named.accessibilityValue(Text(value))
      } else {
        named
      }
    }
  }

  extension EnvironmentValues {
    /// The words the rows add (required, no value…), in the shown form's language; ``FormView``
    /// sets them.
    var formListStrings: FormListStrings {
      get { self[FormListStringsKey.self] }
      set { self[FormListStringsKey.self] = newValue }
    }
  }

  private struct FormListStringsKey: EnvironmentKey {
    static let defaultValue = FormListStrings()
  }

  /// An accessibility hint when there is one; none otherwise (an empty hint would replace the
  /// control's own).
  @MainActor
  private struct OptionalHint: ViewModifier {
    let hint: String?

    func body(content: Content) -> some View {
      if let hint {
        content.accessibilityHint(Text(hint))
      } else {
        content
      }
    }
  }

  /// Accessibility names of rows, shared by every row view.
  enum RowAccessibility {
    /// `formwork.row.<tag>` (the list driver's), or `formwork.row.#<identity>` for a row without
    /// a tag.
    static func identifier(of state: RowState) -> String {
      state.tag.map(FormAccessibilityContent.identifier(forTag:)) ?? "formwork.row.#\(state.id.rawValue)"
    }
  }
#endif
