import Formwork
import FormworkDiff
import Foundation

/// What an option screen shows for a selector: its options grouped and marked, or why there are
/// none yet (``FormListDriver/options(for:matching:)``).
public struct FormOptionsContent: Sendable, Equatable {
  /// Whether the options are there, loading, or failed to load.
  public enum Status: Sendable, Equatable {
    case loaded
    /// A loader runs (or is about to); show a spinner.
    case loading
    /// The last load failed with this message; offer to try again.
    case failed(String)
  }

  /// The selector row.
  public var row: RowID
  /// The screen's title: the selector title, or the row's title.
  public var title: String
  /// Whether several options can be chosen.
  public var allowsMultiple: Bool
  /// Whether the screen has a search field.
  public var isSearchable: Bool
  public var status: Status
  /// The options matching the search, grouped by `OptionItem.group` in the order groups first
  /// appear; options without a group come first, in a group without title.
  public var groups: [FormOptionGroup]

  /// Every option shown, in order.
  public var options: [FormOption] { groups.flatMap(\.options) }
}

/// Options under one group heading.
public struct FormOptionGroup: Sendable, Equatable {
  /// The heading, or `nil` for options without a group.
  public var title: String?
  public var options: [FormOption]
}

/// One option on an option screen.
public struct FormOption: Sendable, Equatable {
  /// Its index among all the row's options (``FormControlEdit/chooseIndex(_:)``).
  public var index: Int
  public var value: FormValue
  public var title: String
  /// Whether the row's value holds it.
  public var isSelected: Bool
  /// Whether it can be picked now (`OptionItem.isEnabled`): a disabled option is shown dimmed,
  /// and picking it is refused with the reason.
  public var isEnabled: Bool = true

  /// The ``index`` of a multiple selector's "Select all" entry (`Row.selectAll(_:)`): first on
  /// its screen, checked when every enabled option is chosen; picking it chooses them all, or
  /// none.
  public static let selectAllIndex = -1

  /// Whether this is the "Select all" entry rather than an option.
  public var isSelectAll: Bool { index == Self.selectAllIndex }

  /// Its title on a button of an action sheet or an alert, which has no check mark of its own:
  /// `"✓ Red"` when chosen (VoiceOver reads the mark as "check mark").
  public var buttonTitle: String { isSelected ? "✓ \(title)" : title }
}

/// What an option screen does after the user picked an option.
public enum FormOptionChoice: Sendable, Equatable {
  /// Close the screen (single choice).
  case close
  /// Stay to pick more (multiple choice); the marks are updated.
  case stay
  /// The choice was refused; show the reason and stay.
  case refused(String)
}

extension FormOptionsContent {
  /// The options of a selector row of `form`, grouped, marked, and filtered by a search text
  /// (case and diacritics ignored): what any option screen shows, with or without a list driver.
  ///
  /// Options without a group come first, then the groups in the order they first appear.
  ///
  /// - Returns: `nil` when the row is not a selector (or a segmented row).
  @MainActor
  public init?(form: Form, row: RowID, matching query: String = "") {
    guard let state = form.state(of: row) else { return nil }
    let multiple: Bool
    switch state.kind {
    case .selector, .segmented: multiple = false
    case .multipleSelector: multiple = true
    default: return nil
    }
    let status: Status
    switch state.options {
    case .loaded: status = .loaded
    case .notLoaded, .loading: status = .loading
    case .failed(let message): status = .failed(message)
    }
    let selected = Set(state.selectedOptionIndices)
    let needle = query.trimmingCharacters(in: .whitespacesAndNewlines)
    var groups: [FormOptionGroup] = []
    var groupIndex: [String?: Int] = [:]
    for (index, item) in state.options.items.enumerated() {
      if !needle.isEmpty,
        item.title.range(of: needle, options: [.caseInsensitive, .diacriticInsensitive], locale: form.locale) == nil
      {
        continue
      }
      let option = FormOption(
        index: index, value: item.value, title: item.title, isSelected: selected.contains(index),
        isEnabled: item.isEnabled)
      if let position = groupIndex[item.group] {
        groups[position].options.append(option)
      } else {
        groupIndex[item.group] = groups.count
        groups.append(FormOptionGroup(title: item.group, options: [option]))
      }
    }
    // Options without a group come first.
    if let ungrouped = groupIndex[nil], ungrouped > 0 {
      groups.insert(groups.remove(at: ungrouped), at: 0)
    }
    // "Select all" heads the list (not while searching: it would choose options not shown).
    if multiple, needle.isEmpty, let title = state.configuration.selectAllTitle, !state.options.items.isEmpty {
      let items = state.options.items
      let enabled = items.indices.filter { items[$0].isEnabled }
      let all = FormOption(
        index: FormOption.selectAllIndex, value: .null, title: title,
        isSelected: !enabled.isEmpty && enabled.allSatisfy(selected.contains))
      if groups.first?.title == nil, !groups.isEmpty {
        groups[0].options.insert(all, at: 0)
      } else {
        groups.insert(FormOptionGroup(title: nil, options: [all]), at: 0)
      }
    }
    self.init(
      row: row, title: state.configuration.selectorTitle ?? state.title, allowsMultiple: multiple,
      isSearchable: state.configuration.isSearchable, status: status, groups: groups)
  }

  /// The options of a selector for a screen that cannot show them loading (an action sheet or
  /// an alert: one button an option): loads them first, or waits for the load already running
  /// (a tap starts one), and returns them loaded or failed, never loading.
  ///
  /// ```swift
  /// guard let content = await FormOptionsContent.onceLoaded(form: form, row: row) else { return }
  /// if case .failed(let reason) = content.status { showDenial(reason) } else { presentSheet(content) }
  /// ```
  ///
  /// - Returns: `nil` when the row is not a selector.
  @MainActor
  public static func onceLoaded(form: Form, row: RowID) async -> FormOptionsContent? {
    guard let content = FormOptionsContent(form: form, row: row) else { return nil }
    guard content.status != .loaded else { return content }
    // Subscribed before anything starts, so the end of a load cannot be missed.
    let events = form.events()
    await form.loadOptions(for: row)
    if FormOptionsContent(form: form, row: row)?.status == .loading {
      for await event in events {
        if case .optionsChanged(row, let state) = event, state != .loading { break }
      }
    }
    return FormOptionsContent(form: form, row: row)
  }
}

extension FormListDriver {
  /// The options of a selector row, grouped, marked, and filtered by a search text (case and
  /// diacritics ignored); see ``FormOptionsContent/init(form:row:matching:)``.
  ///
  /// ```swift
  /// let content = driver.options(for: row, matching: searchBar.text ?? "")
  /// for group in content.groups { … }
  /// ```
  public func options(for row: RowID, matching query: String = "") -> FormOptionsContent? {
    FormOptionsContent(form: form, row: row, matching: query)
  }

  /// The options of a selector once loaded or failed, for action sheets and alerts; see
  /// ``FormOptionsContent/onceLoaded(form:row:)``.
  public func optionsOnceLoaded(for row: RowID) async -> FormOptionsContent? {
    await FormOptionsContent.onceLoaded(form: form, row: row)
  }

  /// Picks an option on an option screen: chooses it (single choice) or adds or removes it
  /// (multiple choice), as the user; ``FormOption/selectAllIndex`` picks "Select all".
  @discardableResult
  public func pickOption(at index: Int, for row: RowID) -> FormOptionChoice {
    guard let state = form.state(of: row) else { return .refused("no row has the identity \(row)") }
    if index == FormOption.selectAllIndex {
      do {
        try form.toggleAllOptions(for: row)
        return .stay
      } catch {
        return .refused(refusalMessage(for: error))
      }
    }
    let items = state.options.items
    guard items.indices.contains(index) else { return .refused("option \(index) is not one of the row's") }
    if case .multipleSelector = state.kind {
      switch edit(row, .toggleOption(items[index].value)) {
      case .applied: return .stay
      case .denied(let reason), .failed(let reason): return .refused(reason)
      }
    }
    switch edit(row, .chooseIndex(index)) {
    case .applied: return .close
    case .denied(let reason), .failed(let reason): return .refused(reason)
    }
  }

  /// Loads a selector's options if they come from a loader and are not loaded (or failed).
  public func loadOptions(for row: RowID) async {
    await form.loadOptions(for: row)
  }
}
