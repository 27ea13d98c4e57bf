import Formwork
import FormworkDiff
import FormworkDiffTestSupport
import FormworkListDriver
import Foundation
import PropertyBased
import PropertyTestSupport
import Testing

/// Random forms, random changes (values that hide and show rows and sections, typed text,
/// inline editors, structural edits, deletes, reorders, taps, scrolling), applied through the
/// recording list: every batch must pass UIKit's rules and the list must end on the snapshot.
@MainActor
@Suite struct DriverPropertyTests {
  @Test func randomChangesKeepTheListValid() async {
    await checkProperty(
      count: 1_500, input: Gen.int(in: 0...Int.max), Gen.int(in: 0...Int.max).array(of: 1...16)
    ) { seed, operations in
      do {
        try run(seed: seed, operations: operations)
      } catch {
        Issue.record("seed \(seed): \(error)")
      }
    }
  }

  @Test func randomChangesWithAFocusedRowKeepItsCell() async {
    await checkProperty(
      count: 500, input: Gen.int(in: 0...Int.max), Gen.int(in: 0...Int.max).array(of: 1...12)
    ) { seed, operations in
      do {
        try run(seed: seed, operations: operations, keepsFocus: true)
      } catch {
        Issue.record("seed \(seed): \(error)")
      }
    }
  }

  func run(seed: Int, operations: [Int], keepsFocus: Bool = false) throws {
    var random = SplitMix(seed: UInt64(truncatingIfNeeded: seed))
    let model = try RandomForm(&random)
    let form = model.form
    let (driver, list) = DriverFixtures.drive(form, viewportRows: keepsFocus ? 100 : 1 + random.below(10))
    var focusedCell: RecordingListView.Cell?
    if keepsFocus, let text = model.focusable {
      #expect(driver.focus(text))
      focusedCell = list.firstResponder
    }
    for operation in operations {
      var op = SplitMix(seed: UInt64(truncatingIfNeeded: operation))
      model.apply(&op, to: list, keepsFocus: keepsFocus)
      if op.below(3) > 0 {
        list.flush()
        if !list.violations.isEmpty { return }
      }
      if let focusedCell {
        #expect(list.firstResponder === focusedCell, "seed \(seed): the focused cell changed")
        if let path = driver.indexPath(of: focusedCell.row) { #expect(list.cells[path] === focusedCell) }
      }
    }
    list.flush()
    if keepsFocus, focusedCell != nil {
      #expect(list.focusLosses.isEmpty, "seed \(seed)")
    }
  }
}

/// The shared seeded generator, by its short name here.
typealias SplitMix = SplitMix64

/// A random form: switches that drive conditions, sections of rows of several kinds hidden by
/// them, a multivalued section.
@MainActor
final class RandomForm {
  let form: Form
  let controllers: [RowKey<Bool>]
  let phones = SectionKey<String>("phones")
  private var nextTag = 0

  init(_ random: inout SplitMix) throws {
    let controllers = (0..<3).map { RowKey<Bool>("c\($0)") }
    self.controllers = controllers
    // The controls and a text row that is never hidden, to hold the focus.
    let controlRows =
      controllers.map { Row.switch($0, $0.tag).eraseToAnyRow() } + [Row.text("focus", "Focus").eraseToAnyRow()]
    var sections = [Section("Controls", tag: "controls", rows: controlRows)]
    var tag = 0
    for index in 0..<(1 + random.below(4)) {
      var rows: [AnyRow] = []
      for _ in 0..<random.below(7) {
        tag += 1
        var row = Self.row(kind: random.below(8), tag: "r\(tag)")
        if random.below(2) == 0 {
          let key = controllers[random.below(3)]
          let value = random.below(2) == 0
          row = row.hiddenRow { $0[key] == value }
        }
        rows.append(row.erased)
      }
      var section = Section("S\(index)", tag: "s\(index)", rows: rows)
      if random.below(4) == 0 {
        let key = controllers[random.below(3)]
        section = section.hidden { $0[key] == true }
      }
      sections.append(section)
    }
    if random.below(2) == 0 {
      let values = (0..<random.below(4)).map { "\($0)" }
      sections.append(Section.multivalued(phones, "Phones", values: values) { Row.phone(nil, "Phone") })
    }
    form = try Form(sections: sections)
    nextTag = tag
  }

  /// A row whose type is erased but can still take conditions.
  struct AnyConditionalRow {
    var erased: AnyRow
    var hiddenRow: (@escaping @MainActor @Sendable (FormReader) -> Bool) -> AnyRow

    func hiddenRow(_ condition: @escaping @MainActor @Sendable (FormReader) -> Bool) -> AnyConditionalRow {
      AnyConditionalRow(erased: hiddenRow(condition), hiddenRow: hiddenRow)
    }

    init<Value>(_ row: Row<Value>) {
      erased = row.eraseToAnyRow()
      hiddenRow = { row.hidden(when: $0).eraseToAnyRow() }
    }

    init(erased: AnyRow, hiddenRow: @escaping (@escaping @MainActor @Sendable (FormReader) -> Bool) -> AnyRow) {
      self.erased = erased
      self.hiddenRow = hiddenRow
    }
  }

  static func row(kind: Int, tag: String) -> AnyConditionalRow {
    switch kind {
    case 0: return AnyConditionalRow(Row.text(RowKey(tag), tag))
    case 1: return AnyConditionalRow(Row.switch(RowKey(tag), tag))
    case 2: return AnyConditionalRow(Row.date(RowKey(tag), tag, inline: true))
    case 3:
      return AnyConditionalRow(Row.selector(RowKey(tag), tag, options: DriverFixtures.colors, presentation: .inline))
    case 4: return AnyConditionalRow(Row.check(RowKey(tag), tag))
    case 5: return AnyConditionalRow(Row.info(RowKey<String>(tag), tag, value: tag))
    case 6: return AnyConditionalRow(Row.textArea(RowKey(tag), tag).uniqueCell())
    default: return AnyConditionalRow(Row.selector(RowKey(tag), tag, options: DriverFixtures.colors))
    }
  }

  /// Rows that are not controllers, inline editors or in the multivalued section.
  private var ordinaryRows: [RowID] {
    let phonesSection = form.sectionID(forTag: phones.tag)
    return form.rowIDs.filter { row in
      guard let state = form.state(of: row), state.section != phonesSection else { return false }
      return !(state.tag?.hasPrefix("c") ?? true) && state.tag != "focus"
    }
  }

  /// The text row that is never hidden.
  var focusable: RowID? { form.rowID(forTag: "focus") }

  func apply(_ random: inout SplitMix, to list: RecordingListView, keepsFocus: Bool) {
    let driver = list.driver
    let focused = form.focusedRow
    // Keeping the focus: nothing that removes the focused row or scrolls it away.
    let choice = keepsFocus ? [0, 1, 2, 3, 4, 5, 7][random.below(7)] : random.below(12)
    switch choice {
    case 0, 1:
      let key = controllers[random.below(3)]
      form[key] = !(form[key] ?? false)
    case 2:
      if let row = random.pick(ordinaryRows.filter { form.state(of: $0)?.kind == .text(.text) }), row != focused {
        try? form.setValue(.string("v\(random.below(100))"), for: row)
      }
    case 3:
      let inline = ordinaryRows.filter { row in
        switch form.state(of: row)?.kind {
        case .date(_, inline: true)?, .selector(.inline)?: return true
        default: return false
        }
      }
      if let row = random.pick(inline) { form.setInlineExpanded(row, form.expandedRow != row) }
    case 4:
      form.transaction {
        for _ in 0..<(1 + random.below(3)) {
          let key = controllers[random.below(3)]
          form[key] = !(form[key] ?? false)
        }
      }
    case 5:
      if let section = random.pick(form.sectionIDs.filter { $0 != form.sectionID(forTag: phones.tag) }) {
        nextTag += 1
        _ = try? form.append(Row.text(RowKey("n\(nextTag)"), "New \(nextTag)"), toSection: section)
      }
    case 6:
      list.scroll(to: random.below(max(1, list.rowCount)))
    case 7:
      if focused != nil {
        _ = list.type("typed \(random.below(1000))")
      } else if let section = form.sectionID(forTag: phones.tag) {
        _ = try? form.appendMultivaluedRow(toSection: section, value: .string("\(random.below(100))"))
      }
    case 8:
      if let row = random.pick(ordinaryRows) { try? form.removeRow(row) }
    case 9:
      let rows = ordinaryRows
      if let row = random.pick(rows), let anchor = random.pick(rows), row != anchor {
        try? form.moveRow(row, after: anchor)
      }
    case 10:
      list.flush()
      if let sectionIndex = form.sectionID(forTag: phones.tag).flatMap(driver.sectionIndex(ofSection:)) {
        let count = driver.numberOfRows(inSection: sectionIndex)
        let source = ItemPath(item: random.below(count), section: sectionIndex)
        if random.below(2) == 0 {
          _ = list.userMove(from: source, to: ItemPath(item: random.below(count), section: sectionIndex))
        } else {
          _ = driver.deleteRow(at: source)
        }
      }
    default:
      list.flush()
      let paths = list.visibleRowPaths
      if let path = random.pick(paths) { list.tap(path) }
    }
  }
}

extension FormListDriver {
  /// The index of a section in the data source.
  func sectionIndex(ofSection section: SectionID) -> Int? {
    (0..<numberOfSections).first { sectionID(at: $0) == section }
  }
}
