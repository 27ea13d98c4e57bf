import Formwork
import FormworkDiff
import FormworkListDriver
import Foundation
import Testing

/// Forms the driver tests share.
@MainActor
enum DriverFixtures {
  /// Options for the selector rows.
  nonisolated static let colors: [SelectorOption<String>] = [
    .init("red", "Red", group: "Warm"), .init("blue", "Blue", group: "Cool"), .init("amber", "Ämber", group: "Warm"),
    .init("none", "None"),
  ]

  /// One row of every kind, tagged by the kind's name.
  static func everyKind() throws -> Form {
    try Form {
      Section("Text", tag: "texts") {
        Row.text("text", "Text").placeholder("Anything")
        Row.name("name", "Name")
        Row.email("email", "Email").required()
        Row.password("password", "Password")
        Row.phone("phone", "Phone")
        Row.url("url", "Website")
        Row.integer("integer", "Age")
        Row.decimal("decimal", "Price")
        Row.number("number", "Offset")
        Row.textArea("textArea", "Notes")
      }
      Section("Dates", tag: "dates") {
        Row.date("date", "Date")
        Row.time("time", "Time")
        Row.dateTime("dateTime", "When")
        Row.countdown("countdown", "Timer")
        Row.date("dateInline", "Day", inline: true)
      }
      Section("Controls", tag: "controls") {
        Row.switch("switch", "Switch")
        Row.check("check", "Check")
        Row.stepper("stepper", "Stepper", value: 2, in: 0...5)
        Row.slider("slider", "Slider", value: 0.5)
        Row.segmented("segmented", "Size", value: "m", options: [.init("s", "S"), .init("m", "M"), .init("l", "L")])
      }
      Section("Choices", tag: "choices") {
        Row.selector("selectorPush", "Push", options: colors, presentation: .push)
        Row.selector("selectorSheet", "Sheet", options: colors, presentation: .actionSheet)
        Row.selector("selectorAlert", "Alert", options: colors, presentation: .alert)
        Row.selector("selectorPicker", "Picker", options: colors, presentation: .picker)
        Row.selector("selectorInline", "Inline", options: colors, presentation: .inline)
        Row.multipleSelector("multiple", "Several", options: colors)
        Row.multipleSelector("multipleSheet", "Several in a sheet", options: colors, presentation: .actionSheet)
      }
      Section("Other", tag: "other") {
        Row.info("info", "Version", value: "1.0")
        Row.button("Go", tag: "button") { _ in }
        Row<String>.custom("custom", kind: "rating", "Rating")
        Row<FormValue>.subform("subform", "Address") {
          Section { Row.text("street", "Street") }
        }
      }
    }
  }

  /// The expected cell kind of each row of ``everyKind()``.
  nonisolated static let expectedKinds: [String: FormCellKind] = [
    "text": .textField, "name": .textField, "email": .textField, "password": .textField, "phone": .textField,
    "url": .textField, "integer": .textField, "decimal": .textField, "number": .textField, "textArea": .textArea,
    "date": .datePicker, "time": .datePicker, "dateTime": .datePicker, "countdown": .datePicker,
    "dateInline": .dateInline, "switch": .switch, "check": .check, "stepper": .stepper, "slider": .slider,
    "segmented": .segmented, "selectorPush": .selector, "selectorSheet": .selector, "selectorAlert": .selector,
    "selectorPicker": .pickerSelector, "selectorInline": .selector, "multiple": .selector, "multipleSheet": .selector,
    "info": .info, "button": .button, "custom": .unregistered("rating"), "subform": .subform,
  ]

  /// A form of `count` rows in one section, cycling through a few kinds.
  static func long(_ count: Int, kinds: Int = 3) throws -> Form {
    let rows: [AnyRow] = (0..<count).map { index in
      switch index % kinds {
      case 0: return Row.text(RowKey("t\(index)"), "Text \(index)").eraseToAnyRow()
      case 1: return Row.switch(RowKey("s\(index)"), "Switch \(index)").eraseToAnyRow()
      default: return Row.info(RowKey<String>("i\(index)"), "Info \(index)", value: "\(index)").eraseToAnyRow()
      }
    }
    return try Form(sections: [Section("Long", rows: rows)])
  }

  /// The path of a tagged row in the driver's data source.
  static func path(_ tag: String, in driver: FormListDriver, sourceLocation: SourceLocation = #_sourceLocation) throws
    -> ItemPath
  {
    let row = try #require(driver.form.rowID(forTag: tag), sourceLocation: sourceLocation)
    return try #require(driver.indexPath(of: row), "\(tag) is not shown", sourceLocation: sourceLocation)
  }

  /// A driver and a recording list; the form keeps its delivery (`.manual` by default: tests flush).
  static func drive(_ form: Form, viewportRows: Int = 100) -> (FormListDriver, RecordingListView) {
    let driver = FormListDriver(form: form)
    let list = RecordingListView(driver: driver, viewportRows: viewportRows)
    return (driver, list)
  }
}

extension RecordingListView {
  /// Flushes the form and checks that the list followed: no rule broken, the shown structure is
  /// the snapshot.
  @discardableResult
  func flush(sourceLocation: SourceLocation = #_sourceLocation) -> FormUpdate? {
    let update = driver.form.flush()
    expectConsistent(sourceLocation: sourceLocation)
    return update
  }

  func expectConsistent(sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(violations.isEmpty, "\(violations.joined(separator: "\n"))", sourceLocation: sourceLocation)
    let problems = inconsistencies(with: driver.form)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))", sourceLocation: sourceLocation)
  }

  /// The structural batches and reloads performed so far.
  var structuralOperations: [Operation] {
    operations.filter {
      switch $0 {
      case .reload, .batch: return true
      default: return false
      }
    }
  }
}
