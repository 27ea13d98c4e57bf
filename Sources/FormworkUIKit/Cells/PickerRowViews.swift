#if canImport(UIKit)
  import Formwork
  import FormworkListDriver
  import UIKit

  /// A value label that becomes first responder with a custom input view (a date picker, a
  /// picker wheel) and the keyboard accessory.
  final class InputViewValueControl: UIControl {
    /// Shows a row's value as the text of the control that opens its input view: tinted while
    /// the picker is up, dimmed when disabled or empty.
    func show(_ cell: FormCellDescriptor, accessory: UIView?, tint: UIColor) {
      valueLabel.text = cell.content.detail
      valueLabel.textColor =
        isFirstResponder
        ? tint
        : FormAppearance.valueColor(enabled: cell.content.isEnabled, isNoValue: cell.content.detailIsNoValue)
      isEnabled = cell.content.isEnabled
      accessoryView = accessory
    }

    let valueLabel = UILabel.formLabel(FormAppearance.valueFont)
    var pickerView: UIView?
    var accessoryView: UIView?
    var onBegin: (() -> Void)?
    var onEnd: (() -> Void)?

    override init(frame: CGRect) {
      super.init(frame: frame)
      addSubview(valueLabel)
      NSLayoutConstraint.activate([
        valueLabel.topAnchor.constraint(equalTo: topAnchor),
        valueLabel.bottomAnchor.constraint(equalTo: bottomAnchor),
        valueLabel.leadingAnchor.constraint(equalTo: leadingAnchor),
        valueLabel.trailingAnchor.constraint(equalTo: trailingAnchor),
      ])
      isAccessibilityElement = true
      accessibilityTraits = FormAccessibility.button
      // Taps go to the row, which focuses this control through the driver.
      isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { fatalError("not used from nibs") }

    override var canBecomeFirstResponder: Bool { isEnabled }
    override var inputView: UIView? { pickerView }
    override var inputAccessoryView: UIView? { accessoryView }

    override func becomeFirstResponder() -> Bool {
      let became = super.becomeFirstResponder()
      if became {
        valueLabel.textColor = tintColor
        onBegin?()
      }
      return became
    }

    override func resignFirstResponder() -> Bool {
      let resigned = super.resignFirstResponder()
      if resigned { onEnd?() }
      return resigned
    }
  }

  /// A date, time, date-and-time or countdown value edited with a `UIDatePicker` as the input view.
  final class DatePickerRowView: FormRowView {
    override var styledControl: UIView? { picker }
    let control = InputViewValueControl()
    let picker = UIDatePicker()

    override init(frame: CGRect) {
      super.init(frame: frame)
      picker.preferredDatePickerStyle = .wheels
      picker.addAction(UIAction { [weak self] _ in self?.pickerChanged() }, for: .valueChanged)
      control.pickerView = picker
      control.onBegin = { [weak self] in self?.didBegin() }
      control.onEnd = { [weak self] in self?.didEnd() }
      trailing.addArrangedSubview(control)
    }

    required init?(coder: NSCoder) { fatalError("not used from nibs") }

    override func configureControl(_ cell: FormCellDescriptor, context: FormCellContext) {
      guard let date = cell.content.date else { return }
      control.show(cell, accessory: context.keyboardAccessory, tint: tintColor)
      alignValue(control.valueLabel)
      DatePickerSetup.apply(date, to: picker, locale: context.form.locale)
      describe(control, cell.content)
      control.accessibilityValue = cell.content.accessibility.value
    }

    override func beginEditing() -> Bool { control.becomeFirstResponder() }

    private func didBegin() {
      guard let context, let date = descriptor?.content.date else { return }
      context.didBeginEditing()
      if date.takesShownValueOnOpen { pickerChanged() }
    }

    private func didEnd() {
      control.valueLabel.textColor = FormAppearance.valueColor(
        enabled: descriptor?.content.isEnabled ?? true, isNoValue: descriptor?.content.detailIsNoValue ?? false)
      context?.didEndEditing()
    }

    private func pickerChanged() {
      guard let context else { return }
      if picker.datePickerMode == .countDownTimer {
        context.edit(.setDuration(picker.countDownDuration))
      } else {
        context.edit(.setDate(picker.date))
      }
    }
  }

  /// The date picker row an inline date row expands below itself.
  final class InlineDatePickerRowView: FormRowView {
    override var styledControl: UIView? { picker }
    let picker = UIDatePicker()
    override var showsTitle: Bool { false }

    override init(frame: CGRect) {
      super.init(frame: frame)
      picker.addAction(UIAction { [weak self] _ in self?.pickerChanged() }, for: .valueChanged)
      below.addArrangedSubview(picker)
    }

    required init?(coder: NSCoder) { fatalError("not used from nibs") }

    override func configureControl(_ cell: FormCellDescriptor, context: FormCellContext) {
      guard let date = cell.content.date, let state = cell.state, case .inlineEditor(let parent) = state.kind
      else { return }
      // The calendar for dates, wheels for times and durations.
      DatePickerSetup.apply(date, to: picker, locale: context.form.locale, inline: true)
      picker.isEnabled = cell.content.isEnabled
      picker.accessibilityLabel = context.state(of: parent)?.title
    }

    private func pickerChanged() {
      guard let context else { return }
      if picker.datePickerMode == .countDownTimer {
        context.edit(.setDuration(picker.countDownDuration))
      } else {
        context.edit(.setDate(picker.date))
      }
    }
  }

  /// Sets a date picker from what the driver decided it shows.
  @MainActor
  enum DatePickerSetup {
    /// Sets the picker's mode, style, bounds and date; a row without value gets its default
    /// date, never the date a reused picker showed for another row. The picker shows the form's
    /// language (month names, the order of day and month, a 12- or 24-hour clock).
    static func apply(_ content: FormDateContent, to picker: UIDatePicker, locale: Locale, inline: Bool = false) {
      if picker.locale != locale { picker.locale = locale }
      let style = content.style
      let mode = style.datePickerMode
      let pickerStyle: UIDatePickerStyle = inline && (style == .date || style == .dateTime) ? .inline : .wheels
      // A countdown picker only has wheels: change the style first when going to a countdown, and
      // the mode first when leaving it (a reused picker may have been either).
      if mode == .countDownTimer {
        if picker.preferredDatePickerStyle != pickerStyle { picker.preferredDatePickerStyle = pickerStyle }
        if picker.datePickerMode != mode { picker.datePickerMode = mode }
      } else {
        if picker.datePickerMode != mode { picker.datePickerMode = mode }
        if picker.preferredDatePickerStyle != pickerStyle { picker.preferredDatePickerStyle = pickerStyle }
      }
      picker.minimumDate = content.minimumDate
      picker.maximumDate = content.maximumDate
      picker.minuteInterval = content.minuteInterval ?? 1
      if style == .countdown {
        if picker.countDownDuration != content.duration { picker.countDownDuration = content.duration }
      } else {
        let date = content.shownDate(now: Date())
        if picker.date != date { picker.setDate(date, animated: false) }
      }
    }
  }

  /// One choice among options, edited with a picker wheel as the input view. The first wheel row
  /// is "no choice".
  final class PickerSelectorRowView: FormRowView {
    override var styledControl: UIView? { control }
    let control = InputViewValueControl()
    let picker = UIPickerView()
    private let wheel = OptionWheel()

    override init(frame: CGRect) {
      super.init(frame: frame)
      wheel.attach(to: picker) { [weak self] choice in self?.context?.edit(choice) }
      control.pickerView = picker
      control.onBegin = { [weak self] in self?.context?.didBeginEditing() }
      control.onEnd = { [weak self] in self?.didEnd() }
      trailing.addArrangedSubview(control)
    }

    required init?(coder: NSCoder) { fatalError("not used from nibs") }

    override func configureControl(_ cell: FormCellDescriptor, context: FormCellContext) {
      guard let state = cell.state else { return }
      control.show(cell, accessory: context.keyboardAccessory, tint: tintColor)
      alignValue(control.valueLabel)
      wheel.show(state, in: picker)
      describe(control, cell.content)
      control.accessibilityValue = cell.content.accessibility.value
    }

    override func beginEditing() -> Bool { control.becomeFirstResponder() }

    private func didEnd() {
      control.valueLabel.textColor = FormAppearance.valueColor(
        enabled: descriptor?.content.isEnabled ?? true, isNoValue: descriptor?.content.detailIsNoValue ?? false)
      context?.didEndEditing()
    }
  }

  /// The picker wheel row an inline selector expands below itself.
  final class InlinePickerRowView: FormRowView {
    override var styledControl: UIView? { picker }
    let picker = UIPickerView()
    private let wheel = OptionWheel()
    override var showsTitle: Bool { false }

    override init(frame: CGRect) {
      super.init(frame: frame)
      wheel.attach(to: picker) { [weak self] choice in self?.context?.edit(choice) }
      below.addArrangedSubview(picker)
    }

    required init?(coder: NSCoder) { fatalError("not used from nibs") }

    override func configureControl(_ cell: FormCellDescriptor, context: FormCellContext) {
      guard let state = cell.state, case .inlineEditor(let parent) = state.kind, let edited = context.state(of: parent)
      else { return }
      wheel.show(edited, in: picker)
      picker.isUserInteractionEnabled = cell.content.isEnabled
      picker.accessibilityLabel = edited.title
    }
  }

  /// A picker with columns (feet and inches…): its title, and below it one `UIPickerView` with
  /// a component a column. Every component shows a row: a row without a value shows each
  /// column's first option, and turning one wheel chooses the others' shown options with it.
  final class ColumnPickerRowView: FormRowView, UIPickerViewDataSource, UIPickerViewDelegate {
    override var styledControl: UIView? { picker }
    let picker = UIPickerView()
    private var columns: [PickerColumn] = []

    override init(frame: CGRect) {
      super.init(frame: frame)
      picker.dataSource = self
      picker.delegate = self
      below.addArrangedSubview(picker)
    }

    required init?(coder: NSCoder) { fatalError("not used from nibs") }

    override func configureControl(_ cell: FormCellDescriptor, context: FormCellContext) {
      guard let state = cell.state else { return }
      let newColumns = state.configuration.pickerColumns
      if newColumns.count != columns.count {
        columns = newColumns
        picker.reloadAllComponents()
      } else {
        let old = columns
        columns = newColumns
        for component in newColumns.indices where newColumns[component] != old[component] {
          picker.reloadComponent(component)
        }
      }
      var chosen: [FormValue] = []
      if case .list(let values) = state.value { chosen = values }
      for (component, column) in columns.enumerated() {
        let choice: FormValue? = component < chosen.count ? chosen[component] : nil
        let row = choice.flatMap { value in column.options.firstIndex { $0.value == value } } ?? 0
        if row < picker.numberOfRows(inComponent: component), picker.selectedRow(inComponent: component) != row {
          picker.selectRow(row, inComponent: component, animated: false)
        }
      }
      picker.isUserInteractionEnabled = cell.content.isEnabled
      picker.accessibilityLabel = cell.content.title
      picker.accessibilityValue = cell.content.detail
    }

    // "Asks the data source for the number of components for the picker view."
    func numberOfComponents(in pickerView: UIPickerView) -> Int { columns.count }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
      columns.indices.contains(component) ? columns[component].options.count : 0
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
      guard columns.indices.contains(component), columns[component].options.indices.contains(row) else { return nil }
      return columns[component].options[row].title
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
      context?.edit(.chooseInColumn(row, column: component))
    }
  }

  /// The data of an options wheel: "no choice" first, then the options' titles. Shared by the
  /// picker input view and the inline picker row.
  final class OptionWheel: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    private var titles: [String] = []
    private var noValueTitle = "—"
    private var onPick: ((FormControlEdit) -> Void)?

    func attach(to picker: UIPickerView, onPick: @escaping (FormControlEdit) -> Void) {
      self.onPick = onPick
      picker.dataSource = self
      picker.delegate = self
    }

    /// Shows a selector's options and selects its value (row 0 when it has none).
    func show(_ state: RowState, in picker: UIPickerView) {
      noValueTitle = state.configuration.noValueText ?? "—"
      let newTitles = state.options.items.map(\.title)
      if newTitles != titles {
        titles = newTitles
        picker.reloadAllComponents()
      }
      let selected = (state.selectedOptionIndices.first ?? -1) + 1
      if picker.selectedRow(inComponent: 0) != selected, selected < picker.numberOfRows(inComponent: 0) {
        picker.selectRow(selected, inComponent: 0, animated: false)
      }
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { titles.count + 1 }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
      row == 0 ? noValueTitle : titles[row - 1]
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
      onPick?(row == 0 ? .choose(nil) : .chooseIndex(row - 1))
    }
  }
#endif
