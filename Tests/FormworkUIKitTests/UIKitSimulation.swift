#if canImport(UIKit) && !os(Linux)
  import Testing
  import UIKit

  // On iOS, what the Linux stand-in's `simulate…` methods do, with UIKit's public API: the value
  // changes as the person's gesture would change it, then the control sends its events. The
  // tests call the same names on both.

  extension UISwitch {
    func simulateToggle() {
      setOn(!isOn, animated: false)
      sendActions(for: .valueChanged)
    }
  }

  extension UIStepper {
    func simulateIncrement() { step(by: stepValue) }
    func simulateDecrement() { step(by: -stepValue) }
    private func step(by delta: Double) {
      var next = value + delta
      if next > maximumValue { next = wraps ? minimumValue : maximumValue }
      if next < minimumValue { next = wraps ? maximumValue : minimumValue }
      value = next
      sendActions(for: .valueChanged)
    }
  }

  extension UITextField {
    /// The return key: UIKit asks the delegate whether to process it.
    func simulateReturn() {
      guard isFirstResponder else { return }
      _ = delegate?.textFieldShouldReturn?(self)
    }
  }

  extension UISegmentedControl {
    func simulateTap(segment: Int) {
      selectedSegmentIndex = segment
      sendActions(for: .valueChanged)
    }
  }

  extension UISlider {
    func simulateDrag(to value: Float) {
      sendActions(for: .touchDown)
      self.value = value
      sendActions(for: .valueChanged)
      sendActions(for: .touchUpInside)
    }
  }

  extension UIDatePicker {
    func simulatePick(_ date: Date) {
      self.date = date
      sendActions(for: .valueChanged)
    }
    func simulatePick(duration: TimeInterval) {
      countDownDuration = duration
      sendActions(for: .valueChanged)
    }
  }

  extension UIPickerView {
    func simulateSelect(row: Int, inComponent component: Int = 0) {
      selectRow(row, inComponent: component, animated: false)
      delegate?.pickerView?(self, didSelectRow: row, inComponent: component)
    }
    func titles(inComponent component: Int) -> [String?] {
      (0..<numberOfRows(inComponent: component)).map {
        delegate?.pickerView?(self, titleForRow: $0, forComponent: component)
      }
    }
  }

  extension UITableView {
    func simulateTap(at indexPath: IndexPath) {
      guard delegate?.tableView?(self, shouldHighlightRowAt: indexPath) ?? true else { return }
      delegate?.tableView?(self, didHighlightRowAt: indexPath)
      delegate?.tableView?(self, didUnhighlightRowAt: indexPath)
      delegate?.tableView?(self, didSelectRowAt: indexPath)
    }
  }

  extension UICollectionView {
    func simulateTap(at indexPath: IndexPath) {
      guard delegate?.collectionView?(self, shouldHighlightItemAt: indexPath) ?? true else { return }
      delegate?.collectionView?(self, didHighlightItemAt: indexPath)
      delegate?.collectionView?(self, didUnhighlightItemAt: indexPath)
      delegate?.collectionView?(self, didSelectItemAt: indexPath)
    }
  }

  extension UISearchController {
    func simulateSearch(_ text: String) {
      searchBar.text = text
      searchResultsUpdater?.updateSearchResults(for: self)
    }
  }

  extension UITextField {
    func simulatePaste(_ text: String) { insertText(text) }
  }

  extension UITextView {
    func simulatePaste(_ text: String) { insertText(text) }
  }

  extension UIAlertController {
    /// Taps a button: UIKit keeps an action's handler private; it is read the way UI tests of
    /// alerts commonly do.
    func simulateTap(_ title: String) {
      guard let action = actions.first(where: { $0.title == title }) else {
        Issue.record("no button titled \(title)")
        return
      }
      typealias Handler = @convention(block) (UIAlertAction) -> Void
      let handler = action.value(forKey: "handler").map { unsafeBitCast($0 as AnyObject, to: Handler.self) }
      dismiss(animated: false)
      handler?(action)
    }
  }
#endif
