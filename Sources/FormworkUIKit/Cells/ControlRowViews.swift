#if canImport(UIKit)
  import Formwork
  import FormworkListDriver
  import UIKit

  /// A switch.
  final class SwitchRowView: FormRowView {
    override var styledControl: UIView? { toggle }
    let toggle = UISwitch()

    override init(frame: CGRect) {
      super.init(frame: frame)
      toggle.addAction(UIAction { [weak self] _ in self?.changed() }, for: .valueChanged)
      trailing.addArrangedSubview(UIView())
      trailing.addArrangedSubview(toggle)
    }

    required init?(coder: NSCoder) { fatalError("not used from nibs") }

    override func configureControl(_ cell: FormCellDescriptor, context: FormCellContext) {
      let isOn = cell.state?.value == .bool(true)
      if toggle.isOn != isOn { toggle.setOn(isOn, animated: window != nil) }
      toggle.isEnabled = cell.content.isEnabled
      describe(toggle, cell.content)
      // "Notify me, Off" in the form's language.
      toggle.accessibilityValue = cell.content.accessibility.value
    }

    private func changed() { context?.edit(.setOn(toggle.isOn)) }
  }

  /// A value with a stepper beside it.
  final class StepperRowView: FormRowView {
    override var styledControl: UIView? { stepper }
    let valueLabel = UILabel.formLabel(FormAppearance.valueFont)
    let stepper = UIStepper()
    private var shownValue: Double = 0

    override init(frame: CGRect) {
      super.init(frame: frame)
      valueLabel.setContentHuggingPriority(.defaultLow, for: .horizontal)
      stepper.addAction(UIAction { [weak self] _ in self?.changed() }, for: .valueChanged)
      trailing.addArrangedSubview(valueLabel)
      trailing.addArrangedSubview(stepper)
    }

    required init?(coder: NSCoder) { fatalError("not used from nibs") }

    override func configureControl(_ cell: FormCellDescriptor, context: FormCellContext) {
      guard let state = cell.state else { return }
      alignValue(valueLabel)
      let configuration = state.configuration.stepper ?? StepperConfiguration()
      let step = NSDecimalNumber(decimal: configuration.step).doubleValue
      stepper.stepValue = step > 0 ? step : 1
      let lower = NSDecimalNumber(decimal: configuration.minimum).doubleValue
      // UIStepper raises when its minimum reaches its maximum: keep them apart, and set them in an
      // order that never crosses the current bounds of a reused stepper.
      let upper = max(NSDecimalNumber(decimal: configuration.maximum).doubleValue, lower + stepper.stepValue)
      if lower >= stepper.maximumValue {
        stepper.maximumValue = upper
        stepper.minimumValue = lower
      } else {
        stepper.minimumValue = lower
        stepper.maximumValue = upper
      }
      stepper.wraps = configuration.wraps
      shownValue = state.value.doubleValue ?? stepper.minimumValue
      stepper.value = shownValue
      stepper.isEnabled = cell.content.isEnabled
      valueLabel.text = cell.content.detail
      valueLabel.textColor = FormAppearance.valueColor(
        enabled: cell.content.isEnabled, isNoValue: cell.content.detailIsNoValue)
      describe(stepper, cell.content)
      stepper.accessibilityValue = cell.content.detail
    }

    private func changed() {
      let edit = FormControlEdit.stepperMoved(
        from: shownValue, to: stepper.value, in: stepper.minimumValue...stepper.maximumValue, wraps: stepper.wraps)
      shownValue = stepper.value
      context?.edit(edit)
    }
  }

  /// A slider under the title, with the value beside the title.
  final class SliderRowView: FormRowView {
    override var styledControl: UIView? { slider }
    let valueLabel = UILabel.formLabel(FormAppearance.valueFont)
    let slider = UISlider()

    override init(frame: CGRect) {
      super.init(frame: frame)
      slider.addAction(UIAction { [weak self] _ in self?.changed() }, for: .valueChanged)
      slider.addAction(UIAction { [weak self] _ in self?.began() }, for: .touchDown)
      slider.addAction(
        UIAction { [weak self] _ in self?.ended() }, for: [.touchUpInside, .touchUpOutside, .touchCancel])
      trailing.addArrangedSubview(valueLabel)
      below.addArrangedSubview(slider)
    }

    required init?(coder: NSCoder) { fatalError("not used from nibs") }

    override func configureControl(_ cell: FormCellDescriptor, context: FormCellContext) {
      guard let state = cell.state else { return }
      alignValue(valueLabel)
      let configuration = state.configuration.slider ?? SliderConfiguration()
      slider.minimumValue = Float(configuration.minimum)
      slider.maximumValue = Float(configuration.maximum)
      // While the finger is down the slider leads; it shows the snapped value once released.
      if !slider.isTracking { slider.value = Float(state.value.doubleValue ?? configuration.minimum) }
      slider.isEnabled = cell.content.isEnabled
      valueLabel.text = cell.content.detail
      // VoiceOver reads the value as the row shows it ("50 %"), not the slider's fraction.
      slider.accessibilityValue = cell.content.accessibility.value
      valueLabel.textColor = FormAppearance.valueColor(
        enabled: cell.content.isEnabled, isNoValue: cell.content.detailIsNoValue)
      describe(slider, cell.content)
    }

    private func changed() {
      guard let context else { return }
      context.edit(.slide(Double(slider.value)))
      // While the finger is down the driver does not reconfigure the row: show the value here.
      if slider.isTracking, let content = context.driver.cell(for: context.row)?.content {
        valueLabel.text = content.detail
        slider.accessibilityValue = content.accessibility.value
      }
    }

    private func began() { context?.continuousEdit(began: true) }

    private func ended() { context?.continuousEdit(began: false) }
  }

  /// A segmented control over a row's options.
  final class SegmentedRowView: FormRowView {
    override var styledControl: UIView? { segments }
    let segments = UISegmentedControl()
    private var titles: [String] = []

    override init(frame: CGRect) {
      super.init(frame: frame)
      segments.addAction(UIAction { [weak self] _ in self?.changed() }, for: .valueChanged)
      segments.setContentHuggingPriority(.defaultLow, for: .horizontal)
      trailing.addArrangedSubview(segments)
    }

    required init?(coder: NSCoder) { fatalError("not used from nibs") }

    override func configureControl(_ cell: FormCellDescriptor, context: FormCellContext) {
      guard let state = cell.state else { return }
      let newTitles = state.options.items.map(\.title)
      if newTitles != titles {
        titles = newTitles
        segments.removeAllSegments()
        for (index, title) in titles.enumerated() {
          segments.insertSegment(withTitle: title, at: index, animated: false)
        }
      }
      // A disabled option (`enabledWhen`) is a disabled segment.
      for (index, item) in state.options.items.enumerated() {
        segments.setEnabled(item.isEnabled, forSegmentAt: index)
      }
      segments.selectedSegmentIndex = state.selectedOptionIndices.first ?? UISegmentedControl.noSegment
      segments.isEnabled = cell.content.isEnabled
      describe(segments, cell.content)
    }

    private func changed() {
      guard segments.selectedSegmentIndex != UISegmentedControl.noSegment else { return }
      context?.edit(.chooseIndex(segments.selectedSegmentIndex))
    }
  }

  /// A row that left the form before the list was updated: empty, never a crash.
  final class MissingRowView: UIView, FormCellContentView {
    func configure(with cell: FormCellDescriptor, context: FormCellContext) {}
  }
#endif
