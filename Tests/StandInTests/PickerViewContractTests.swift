import Testing
import UIKit

/// The picker view's components: counted from the data source as of the last reload, a
/// component it does not have refused, one component reloaded on its own.
@MainActor
@Suite("UIKit stand-in: picker view components", .serialized)
struct PickerViewContractTests {
  final class Columns: UIPickerViewDataSource, UIPickerViewDelegate {
    var rows = [3, 12]
    func numberOfComponents(in pickerView: UIPickerView) -> Int { rows.count }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { rows[component] }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
      "\(component).\(row)"
    }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
  }

  @Test func componentsComeFromTheDataSourceAndAreReloadedOneByOne() {
    let columns = Columns()
    let picker = UIPickerView()
    picker.dataSource = columns
    picker.delegate = columns
    #expect(picker.numberOfComponents == 2)
    #expect(picker.numberOfRows(inComponent: 1) == 12)
    columns.rows = [3, 60]
    #expect(picker.numberOfRows(inComponent: 1) == 12, "cached until reloaded")
    picker.reloadComponent(1)
    #expect(picker.numberOfRows(inComponent: 1) == 60)
    picker.selectRow(59, inComponent: 1, animated: false)
    #expect(picker.selectedRow(inComponent: 1) == 59)
    #expect(picker.titles(inComponent: 0) == ["0.0", "0.1", "0.2"])
  }

  @Test func aComponentThePickerDoesNotHaveIsAViolation() {
    let columns = Columns()
    let picker = UIPickerView()
    picker.dataSource = columns
    let violations = StandInFixtures.violations {
      picker.selectRow(0, inComponent: 2, animated: false)
      _ = picker.selectedRow(inComponent: -1)
      picker.reloadComponent(5)
    }
    #expect(violations.map(\.contract) == Array(repeating: "picker component", count: 3))
    let fine = StandInFixtures.violations { picker.selectRow(2, inComponent: 0, animated: false) }
    #expect(fine.isEmpty)
  }
}
