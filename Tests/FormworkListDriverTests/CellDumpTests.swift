import Formwork
import FormworkDiff
import FormworkListDriver
import Foundation
import Testing

/// What every built-in row shows, as a golden text: one line a row.
@MainActor
@Suite struct CellDumpTests {
  static func dump(_ driver: FormListDriver) -> String {
    var lines: [String] = []
    for section in 0..<driver.numberOfSections {
      if let header = driver.supplementary(.header, inSection: section)?.text { lines.append("# \(header)") }
      for item in 0..<driver.numberOfRows(inSection: section) {
        let cell = driver.cell(at: ItemPath(item: item, section: section))
        let content = cell.content
        var line = "\(cell.state?.tag ?? "-") \(cell.kind) \"\(content.markedTitle)\""
        if !content.detail.isEmpty { line += " detail=\"\(content.detail)\"\(content.detailIsNoValue ? "(none)" : "")" }
        if content.accessory != .none { line += " accessory=\(content.accessory)" }
        if let text = content.text {
          line += " text[\(text.keyboard) \(text.autocapitalization)"
          line += text.autocorrection ? " autocorrect" : ""
          line += text.contentType.map { " \($0.rawValue)" } ?? ""
          line += text.isSecure ? " secure" : ""
          line += " return=\(text.returnKey)\(text.isMultiline ? " multiline" : "")]"
        }
        if !content.isEnabled { line += " disabled" }
        line += " a11y=\"\(content.accessibility.label)|\(content.accessibility.value)\""
        lines.append(line)
      }
    }
    return lines.joined(separator: "\n")
  }

  @Test func everyKind() throws {
    let form = try DriverFixtures.everyKind()
    form.locale = Locale(identifier: "en_US_POSIX")
    let (driver, _) = DriverFixtures.drive(form)
    let expected = """
      # Text
      text textField "Text" text[default sentences autocorrect return=next] a11y="Text|No value"
      name textField "Name" text[default words name return=next] a11y="Name|No value"
      email textField "Email *" text[emailAddress none emailAddress return=next] a11y="Email, required|No value"
      password textField "Password" text[asciiCapable none password secure return=next] a11y="Password|No value"
      phone textField "Phone" text[phonePad none telephoneNumber return=next] a11y="Phone|No value"
      url textField "Website" text[url none URL return=next] a11y="Website|No value"
      integer textField "Age" text[numberPad none return=next] a11y="Age|No value"
      decimal textField "Price" text[decimalPad none return=next] a11y="Price|No value"
      number textField "Offset" text[numbersAndPunctuation none return=next] a11y="Offset|No value"
      textArea textArea "Notes" text[default sentences return=default multiline] a11y="Notes|No value"
      # Dates
      date datePicker "Date" a11y="Date|No value"
      time datePicker "Time" a11y="Time|No value"
      dateTime datePicker "When" a11y="When|No value"
      countdown datePicker "Timer" a11y="Timer|No value"
      dateInline dateInline "Day" accessory=expander(isExpanded: false) a11y="Day|No value"
      # Controls
      switch switch "Switch" detail="Off" a11y="Switch|Off"
      check check "Check" detail="Off" a11y="Check|"
      stepper stepper "Stepper" detail="2" a11y="Stepper|2"
      slider slider "Slider" detail="0.5" a11y="Slider|0.5"
      segmented segmented "Size" detail="M" a11y="Size|M"
      # Choices
      selectorPush selector "Push" accessory=disclosureIndicator a11y="Push|No value"
      selectorSheet selector "Sheet" a11y="Sheet|No value"
      selectorAlert selector "Alert" a11y="Alert|No value"
      selectorPicker pickerSelector "Picker" a11y="Picker|No value"
      selectorInline selector "Inline" accessory=expander(isExpanded: false) a11y="Inline|No value"
      multiple selector "Several" accessory=disclosureIndicator a11y="Several|No value"
      multipleSheet selector "Several in a sheet" accessory=disclosureIndicator a11y="Several in a sheet|No value"
      # Other
      info info "Version" detail="1.0" a11y="Version|1.0"
      button button "Go" a11y="Go|"
      custom unregistered "Rating" detail="No cell is registered for the custom row kind 'rating'" disabled a11y="Rating|No cell is registered for the custom row kind 'rating'"
      subform subform "Address" accessory=disclosureIndicator a11y="Address|No value"
      """
    #expect(Self.dump(driver) == expected)
  }
}
