import Formwork
import Foundation

/// A 10,000-row form of mixed kinds: 100 sections of 100 rows, every kind the model has.
public enum LargeForms {
  public static let sectionCount = 100
  public static let rowsPerSection = 100
  public static var rowCount: Int { sectionCount * rowsPerSection }

  static let options = (0..<8).map { SelectorOption($0, "Option \($0)") }

  /// The definition, built fresh each call (building it is part of what is measured).
  public static func sections() -> [Section] {
    (0..<sectionCount).map { section in
      Section("Section \(section)", tag: "s\(section)") {
        for row in 0..<rowsPerSection {
          LargeForms.row(section * rowsPerSection + row)
        }
      }
    }
  }

  /// One row of kind `index % 16`, tagged `r<index>`, with a small value.
  public static func row(_ index: Int) -> AnyRow {
    let tag = "r\(index)"
    switch index % 16 {
    case 0: return Row.text(RowKey(tag), "Text", value: "v").eraseToAnyRow()
    case 1: return Row.email(RowKey(tag), "Email").placeholder("a@b.c").eraseToAnyRow()
    case 2: return Row.integer(RowKey(tag), "Integer", value: index).eraseToAnyRow()
    case 3: return Row.decimal(RowKey(tag), "Decimal", value: 1).eraseToAnyRow()
    case 4: return Row.date(RowKey(tag), "Date", value: Date(timeIntervalSince1970: 0)).eraseToAnyRow()
    case 5: return Row.switch(RowKey(tag), "Switch", value: true).eraseToAnyRow()
    case 6: return Row.check(RowKey(tag), "Check").eraseToAnyRow()
    case 7: return Row.stepper(RowKey<Int>(tag), "Stepper", value: 3, in: 0...10).eraseToAnyRow()
    case 8: return Row.slider(RowKey(tag), "Slider", value: 0.5).eraseToAnyRow()
    case 9: return Row.selector(RowKey<Int>(tag), "Selector", value: 1, options: options).eraseToAnyRow()
    case 10: return Row.multipleSelector(RowKey<[Int]>(tag), "Multiple", value: [1], options: options).eraseToAnyRow()
    case 11: return Row.segmented(RowKey<Int>(tag), "Segmented", value: 0, options: options).eraseToAnyRow()
    case 12: return Row.info(RowKey<String>(tag), "Info", value: "i").eraseToAnyRow()
    case 13: return Row.textArea(RowKey(tag), "Notes").eraseToAnyRow()
    case 14: return Row.phone(RowKey(tag), "Phone", value: "1").eraseToAnyRow()
    default: return Row.time(RowKey(tag), "Time", inline: true).eraseToAnyRow()
    }
  }
}

/// A 10,000-row form with 2,000 conditions: in each of 100 sections of 100 rows, rows 0–19 are
/// text "drivers", rows 20–79 are mixed kinds, and rows 80–99 are each hidden while their driver
/// (row − 80) holds "hide". One driver change re-evaluates one condition.
public enum DynamicForms {
  public static let sectionCount = 100
  public static let rowsPerSection = 100
  public static let driversPerSection = 20

  public static func driverKey(section: Int, index: Int) -> RowKey<String> { RowKey("d\(section)_\(index)") }

  /// A text row nothing depends on, for keystrokes.
  public static func quietKey(section: Int) -> RowKey<String> { RowKey("q\(section)") }

  public static func sections() -> [Section] {
    (0..<sectionCount).map { section in
      Section("Section \(section)", tag: "s\(section)") {
        for index in 0..<driversPerSection {
          Row.text(driverKey(section: section, index: index), "Driver \(index)")
        }
        Row.text(quietKey(section: section), "Quiet")
        for index in (driversPerSection + 1)..<(rowsPerSection - driversPerSection) {
          LargeForms.row(section * rowsPerSection + index)
        }
        for index in 0..<driversPerSection {
          let driver = driverKey(section: section, index: index)
          Row.text(RowKey("c\(section)_\(index)"), "Conditional \(index)").hidden { $0[driver] == "hide" }
        }
      }
    }
  }
}

/// A 10,000-row form in 10 pages of 10 sections of 100 rows; each section's first row is
/// required and filled, so Next validates a page's thousand rows and moves on.
public enum PagedForms {
  public static let pageCount = 10
  public static let sectionsPerPage = 10
  public static let rowsPerSection = 100

  public static func pages() -> [Page] {
    (0..<pageCount).map { page in
      let sections = (0..<sectionsPerPage).map { section in
        Section("Section \(section)", tag: "p\(page)_s\(section)") {
          for row in 0..<rowsPerSection {
            PagedForms.row(page: page, section: section, row: row)
          }
        }
      }
      return Page("Page \(page)", tag: "p\(page)", sections: sections)
    }
  }

  static func row(page: Int, section: Int, row: Int) -> AnyRow {
    let index = page * 1_000 + section * 100 + row
    if row == 0 {
      return Row.text(requiredKey(page: page, section: section), "Required", value: "filled").required().eraseToAnyRow()
    }
    return LargeForms.row(index)
  }

  /// The required row of a section.
  public static func requiredKey(page: Int, section: Int) -> RowKey<String> { RowKey("p\(page)_s\(section)_req") }
}

/// A 10,000-row order form: each of 100 sections has a price, a quantity, a computed line total
/// (`price * quantity`) and a title inserting it, then 96 mixed rows. One quantity change
/// recomputes one total and one title.
public enum ComputedForms {
  public static let sectionCount = 100
  public static let rowsPerSection = 100

  public static func quantityKey(section: Int) -> RowKey<Int> { RowKey("qty\(section)") }
  public static func totalKey(section: Int) -> RowKey<Decimal> { RowKey("total\(section)") }

  public static func sections() -> [Section] {
    (0..<sectionCount).map { section in
      let total = totalKey(section: section)
      return Section("Section \(section)", tag: "s\(section)") {
        Row.decimal(RowKey("price\(section)"), "Price", value: 2)
        Row.integer(quantityKey(section: section), "Quantity", value: 1)
        Row.decimal(total, "Total").computed("price\(section) * qty\(section)")
        Row.label("").title("Line total: \(row: total)")
        for index in 4..<rowsPerSection {
          LargeForms.row(section * rowsPerSection + index)
        }
      }
    }
  }
}
