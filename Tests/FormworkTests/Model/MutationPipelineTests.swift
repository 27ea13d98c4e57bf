import Foundation
import Testing

@testable import FormworkCore

/// The one mutation pipeline: every change settles (conditions, clears, validity) before anything
/// is validated, emitted or delivered. Each test here reproduces a defect found in wave 1.
@MainActor
@Suite struct MutationPipelineTests {
  let a = RowKey<Bool>("a")
  let b = RowKey<String>("b")

  /// A hides B, B clears on hide, C's condition reads B.
  func cascadeForm() throws -> Form {
    try Form {
      Section {
        Row.switch(a, "A")
        Row.text(b, "B").hidden { $0[a] == true }.hiddenValue(.clear)
        Row.text("c", "C").hidden { $0[b] == nil }
      }
    }
  }

  @Test func aClearOnHideSettlesWhatReadsTheClearedRowInTheSameChange() throws {
    let form = try cascadeForm()
    form[b] = "x"
    let c = try #require(form.rowID(forTag: "c"))
    #expect(!form.isHidden(c))
    _ = form.flush()
    form[a] = true
    #expect(form[b] == nil)
    #expect(form.isHidden(c), "C reads B, which was cleared when A hid it")
    let update = try #require(form.flush())
    // B and C leave in the same update.
    #expect(update.list.stages.flatMap(\.itemDeletes).count == 2)
  }

  @Test func eventsArriveAfterConditionsSettle() throws {
    let form = try cascadeForm()
    form[b] = "x"
    let bID = try #require(form.rowID(forTag: "b"))
    let cID = try #require(form.rowID(forTag: "c"))
    var seen: [(tag: String?, bHidden: Bool, cHidden: Bool)] = []
    let subscription = form.observe { event in
      guard case .valueChanged(let change) = event else { return }
      seen.append((change.tag, form.isHidden(bID), form.isHidden(cID)))
    }
    form[a] = true
    subscription.cancel()
    #expect(seen.map(\.tag) == ["a", "b"])
    #expect(seen.allSatisfy { $0.bHidden && $0.cHidden }, "every handler sees the settled form")
  }

  @Test func aHandlerThatChangesTheFormSeesItsOwnChangeSettled() throws {
    let form = try cascadeForm()
    let cID = try #require(form.rowID(forTag: "c"))
    var cHiddenAfterWrite: Bool?
    let subscription = form.onChange(of: a) { _, new, _ in
      guard new == false else { return }
      form[b] = "typed by a handler"
      cHiddenAfterWrite = form.isHidden(cID)
    }
    form[a] = true
    form[a] = false
    subscription.cancel()
    #expect(cHiddenAfterWrite == false)
  }

  @Test func validationRunsOnceOnTheSettledForm() throws {
    let needsB = RowKey<Bool>("needsB")
    let runs = Counter()
    let form = try Form {
      Section {
        Row.switch(needsB, "Needs B")
        Row.text(b, "B")
          .required { $0[needsB] == true }
          .rules(
            .custom("counted", message: "never fails", validatesEmpty: true) { _, _ in
              runs.count += 1
              return true
            }
          )
          .validate(on: .onChange)
      }
    }
    runs.count = 0
    form.transaction {
      form[needsB] = true
      form[b] = "x"
    }
    #expect(runs.count == 1, "one change of B's value and of its required state: one validation")
  }

  @Test func aTypedReadThroughAKeyOfAnotherTypeFails() throws {
    let n = RowKey<Int>("n")
    let form = try Form { Section { Row.integer(n, "N", value: 3) } }
    #expect(throws: FormError.self) { try form.value(RowKey<String>("n")) }
    do {
      _ = try form.value(RowKey<String>("n"))
    } catch let error as FormError {
      #expect(error.code == .typeMismatch)
      #expect(error.location.tag == "n")
    }
    #expect(form[RowKey<String>("n")] == nil)
    #expect(form.diagnostics.last?.code == .typeMismatch)
    #expect(throws: FormError.self) { try form.setValue("4", for: RowKey<String>("n")) }
    #expect(form[n] == 3)
    // Dynamic access still converts: that is what schemas and hydration use.
    try form.setValue(.string("5"), forTag: "n")
    #expect(form[n] == 5)
  }

  @Test func aRowInsertedAtRunTimeThatClosesACycleIsRefusedWithItsPath() throws {
    let first = RowKey<Bool>("first")
    let second = RowKey<Bool>("second")
    let form = try Form {
      Section(tag: "main") {
        Row.switch(first, "First").hidden { $0.isHidden(second) }
      }
    }
    let section = try #require(form.sectionID(forTag: "main"))
    let before = form.rowIDs
    #expect {
      try form.append(Row.switch(second, "Second").hidden { $0.isHidden(first) }, toSection: section)
    } throws: { error in
      guard let error = error as? FormDefinitionError else { return false }
      return error.errors.contains {
        $0.code == .dependencyCycle && $0.message.contains("first") && $0.location.tag != nil
      }
    }
    #expect(form.rowIDs == before)
    #expect(form.runtimeProblems.isEmpty)
    #expect(form.rowID(forTag: "second") == nil)
  }

  @Test func aUserWriteAlwaysGoesThroughTheEditPolicy() throws {
    let form = try Form { Section { Row.text(b, "B", value: "kept") } }
    form.editPolicy = .readOnly(reason: "Signed contracts can't change.")
    var denials: [String] = []
    let subscription = form.observe { event in
      if case .denied(_, let reason) = event { denials.append(reason) }
    }
    #expect {
      try form.setValue("changed", for: b, origin: .user)
    } throws: { error in
      (error as? FormError)?.code == .invalidEdit
    }
    #expect {
      try form.setValue(.string("changed"), forTag: "b", origin: .user)
    } throws: { error in
      (error as? FormError)?.code == .invalidEdit
    }
    subscription.cancel()
    #expect(form[b] == "kept")
    #expect(denials == ["Signed contracts can't change.", "Signed contracts can't change."])
    // A program write says so, and is not subject to the policy.
    try form.setValue("server value", for: b, origin: .program)
    #expect(form[b] == "server value")
  }

  @Test func aCycleErrorSaysWhereTheCycleIs() throws {
    #expect {
      _ = try Form {
        Section {
          Row.switch("x", "X").hidden(when: "y.hidden")
          Row.switch("y", "Y").hidden(when: "x.hidden")
        }
      }
    } throws: { error in
      guard let error = error as? FormDefinitionError, let cycle = error.errors.first else { return false }
      return cycle.code == .dependencyCycle && ["x", "y"].contains(cycle.location.tag)
        && cycle.location.part == "hidden condition"
    }
  }

  @Test func unknownIdentitiesHaveTheirOwnCode() throws {
    let form = try Form {
      Section(tag: "s") { Row.text(b, "B") }
      Section(tag: "h") { Row.text("inHidden", "In a hidden section") }.hidden(true)
    }
    #expect {
      try form.setValue(.string("x"), for: RowID(rawValue: 9_999))
    } throws: { error in
      (error as? FormError)?.code == .unknownIdentity
    }
    #expect {
      try form.removeSection(SectionID(rawValue: 9_999))
    } throws: { error in
      (error as? FormError)?.code == .unknownIdentity
    }
    let section = try #require(form.sectionID(forTag: "h"))
    #expect {
      try form.moveShownRow(at: 0, to: 0, inSection: section)
    } throws: { error in
      (error as? FormError)?.code == .sectionNotShown
    }
  }

  @Test func diagnosticsAreBoundedAndObservable() throws {
    let form = try Form { Section { Row.text(b, "B") } }
    var problems: [FormError] = []
    let subscription = form.observe { event in
      if case .problem(let error) = event { problems.append(error) }
    }
    for index in 0..<(Form.diagnosticsLimit + 50) {
      _ = form[RowKey<String>("missing\(index)")]
    }
    subscription.cancel()
    #expect(form.diagnostics.count == Form.diagnosticsLimit)
    #expect(form.diagnostics.last?.location.tag == "missing\(Form.diagnosticsLimit + 49)")
    #expect(problems.count == Form.diagnosticsLimit + 50)
  }

  @Test func aConditionReadingARowAsAnotherTypeIsReported() throws {
    let n = RowKey<Int>("n")
    let flag = RowKey<Bool>("flag")
    #expect {
      _ = try Form {
        Section {
          Row.integer(n, "N", value: 3)
          Row.text("t", "T").hidden { $0[RowKey<String>("n")] == "3" }
        }
      }
    } throws: { error in
      (error as? FormDefinitionError)?.errors.contains { $0.code == .typeMismatch && $0.location.tag == "n" } == true
    }
    // A branch taken only later reports at run time, once.
    let form = try Form {
      Section {
        Row.integer(n, "N", value: 3)
        Row.switch(flag, "Flag")
        Row.text("t", "T").hidden { $0[flag] == true && $0[RowKey<String>("n")] == "3" }
      }
    }
    form[flag] = true
    form[n] = 4
    #expect(form.runtimeProblems.filter { $0.code == .typeMismatch }.count == 1)
    #expect(form.diagnostics.last?.location.tag == "n")
  }

  /// A multivalued section of nested forms checks each entry by the nested rows, in values in
  /// and in the app's appends: text in a number row is refused with its path, never kept.
  @Test func entriesOfAListOfSubformsAreCheckedByTheNestedRows() throws {
    let form = try Form {
      Section.multivalued("lines", "Lines") {
        Row<FormValue>.subform(nil, "Line") { Section { Row.integer("quantity", "Quantity") } }
      }
    }
    #expect {
      try form.setValues(["lines": .list([.object(["quantity": .string("abc")])])])
    } throws: { error in
      guard let error = error as? FormInputError else { return false }
      return error.errors.compactMap(\.location.path) == ["$.lines[0].quantity"]
    }
    let lines = try #require(form.sectionID(forTag: "lines"))
    #expect(throws: (any Error).self) {
      try form.appendMultivaluedRow(toSection: lines, value: .object(["quantity": .string("abc")]))
    }
    try form.setValues(["lines": .list([.object(["quantity": .string("3")])])])
    #expect(form.values()["lines"] == .list([.object(["quantity": .int(3)])]))
  }

  @Test func subformAnswersAreCheckedByTheNestedRows() throws {
    let relation = RowKey<String>("relation")
    let form = try Form {
      Section {
        Row.subform("contact", "Contact") {
          Section {
            Row.text("name", "Name")
            Row.selector(relation, "Relation", options: [.init("friend", "Friend"), .init("family", "Family")])
          }
        }
      }
    }
    #expect {
      try form.setValues(["contact": .object(["relation": .string("enemy"), "bogus": .int(1)])])
    } throws: { error in
      guard let error = error as? FormInputError else { return false }
      let paths = Set(error.errors.compactMap(\.location.path))
      return paths == ["$.contact.relation", "$.contact.bogus"]
    }
    #expect {
      try form.setValue(.object(["relation": .int(3)]), forTag: "contact")
    } throws: { error in
      (error as? FormError)?.location.path == "$.contact.relation"
    }
    #expect(try form.value(forTag: "contact") == .null)
    try form.setValues(["contact": .object(["relation": .string("family"), "name": .string("Ann")])])
    #expect(try form.value(forTag: "contact") == .object(["relation": .string("family"), "name": .string("Ann")]))
  }
}

/// A count a main-actor rule closure can bump.
@MainActor final class Counter {
  var count = 0
}

@MainActor
@Suite struct TypedInitialValueTests {
  @Test func anInitialValueOutsideItsRangeOrNotFiniteFailsTheBuild() throws {
    #expect {
      _ = try Form { Section { Row.stepper(RowKey<Int>("age"), "Age", value: 300, in: 0...130) } }
    } throws: { error in
      (error as? FormDefinitionError)?.errors.first?.message == "initial value: 300 is outside 0…130"
    }
    #expect(throws: FormDefinitionError.self) {
      _ = try Form { Section { Row.slider(RowKey<Double>("level"), "Level", value: .nan) } }
    }
  }
}

@MainActor
@Suite struct OneMessagePerProblemTests {
  @Test func unreadableTextIsNotAlsoReportedAsMissing() throws {
    let n = RowKey<Int>("n")
    let form = try Form { Section { Row.integer(n, "N").rules(.required) } }
    let row = try #require(form.rowID(for: n))
    form.focus(row)
    form.input("seven", for: row)
    form.blur(row)
    let state = try #require(form.state(of: row))
    #expect(state.inputError == "'seven' is not a whole number.")
    #expect(state.issues.isEmpty)
    // Merely moving through a row shows nothing.
    let other = try Form { Section { Row.integer(n, "N").rules(.required) } }
    let untouched = try #require(other.rowID(for: n))
    other.focus(untouched)
    other.blur(untouched)
    #expect(other.state(of: untouched)?.issues.isEmpty == true)
    other.validate()
    #expect(other.state(of: untouched)?.issues.map(\.rule) == ["required"])
  }
}

/// A value whose encoding fails for some inputs.
struct Fragile: FormCodable {
  var text: String
  struct Refused: Error {}
  func encode(to encoder: any Encoder) throws {
    guard text != "refuse" else { throw Refused() }
    var container = encoder.singleValueContainer()
    try container.encode(text)
  }
  init(text: String) { self.text = text }
  init(from decoder: any Decoder) throws { text = try decoder.singleValueContainer().decode(String.self) }
}

@MainActor
@Suite struct EncodingFailureTests {
  let fragile = RowKey<Fragile>("fragile")

  @Test func anEncodingFailureIsAnErrorNeverNull() throws {
    let form = try Form {
      Section { Row(fragile, kind: .custom("fragile"), title: "Fragile", value: Fragile(text: "ok")) }
    }
    #expect(throws: FormError.self) { try form.setValue(Fragile(text: "refuse"), for: fragile) }
    #expect(form[fragile]?.text == "ok")
    #expect {
      _ = try Form {
        Section { Row(fragile, kind: .custom("fragile"), title: "Fragile", value: Fragile(text: "refuse")) }
      }
    } throws: { error in
      (error as? FormDefinitionError)?.errors.first?.message.hasPrefix("initial value:") == true
    }
  }
}
