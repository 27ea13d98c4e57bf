import Formwork
import Foundation
import Testing

/// Drafts restored into a definition that changed since they were saved (an app update).
@MainActor
@Suite struct DraftMigrationTests {
  /// Version 1 of the form.
  func makeOld() throws -> Form {
    try Form {
      Section {
        Row.text(RowKey<String>("name"), "Name")
        Row.text(RowKey<String>("nickname"), "Nickname")
        Row.text(RowKey<String>("age"), "Age")
        Row.text(RowKey<String>("city"), "City")
        Row.switch(RowKey<Bool>("news"), "Newsletter")
      }
      Section.multivalued(SectionKey<String>("phones"), "Phones") { Row.phone(nil, "Phone") }
    }
  }

  /// Version 2: `nickname` removed, `age` now a number, `city` now a selector of strings,
  /// `news` a multivalued section, `phones` a plain row.
  func makeNew() throws -> Form {
    try Form {
      Section {
        Row.name(RowKey<String>("name"), "Full name")
        Row.integer(RowKey<Int>("age"), "Age")
        Row.selector(RowKey<String>("city"), "City", options: [.init("Paris", "Paris"), .init("Oslo", "Oslo")])
        Row.text(RowKey<String>("phones"), "Phone")
      }
      Section.multivalued(SectionKey<String>("news"), "News") { Row.text(nil, "Topic") }
    }
  }

  func savedDraft() throws -> FormValue {
    let old = try makeOld()
    try old.setValues([
      "name": "Ada", "nickname": "Countess", "age": "36", "city": "Paris", "news": true, "phones": ["1", "2"],
    ])
    old.blur(try #require(old.rowID(forTag: "name")))
    old.blur(try #require(old.rowID(forTag: "nickname")))
    return try FormValue(json: old.draft().jsonString())
  }

  @Test func valuesWhoseTagAndTypeStillMatchAreRestoredTheOthersReported() throws {
    let form = try makeNew()
    let report = try form.restoreMatching(draft: savedDraft())

    #expect(report.applied == ["city", "name"], "a kind change alone (text → selector, text → name) keeps the value")
    #expect(report.dropped.map(\.tag) == ["age", "news", "nickname", "phones"])
    #expect(report.definitionChanged)
    #expect(!report.isComplete)
    let reasons = Dictionary(uniqueKeysWithValues: report.dropped.map { ($0.tag, $0.reason) })
    #expect(reasons["nickname"] == .tagRemoved)
    #expect(
      reasons["age"]
        == .typeChanged(
          saved: .init(kind: "text", valueType: "string"), current: .init(kind: "integer", valueType: "int")),
      "\"36\" would convert to 36, but a value saved as text is never applied to a number silently")
    #expect(
      reasons["news"]
        == .typeChanged(
          saved: .init(kind: "switch", valueType: "bool"),
          current: .init(kind: "text", valueType: "string", isMultivalued: true)))
    #expect(
      reasons["phones"]
        == .typeChanged(
          saved: .init(kind: "phone", valueType: "string", isMultivalued: true),
          current: .init(kind: "text", valueType: "string")))
    #expect(
      report.dropped.first { $0.tag == "nickname" }?.value == "Countess", "the dropped value is kept in the report")

    #expect(
      form.values(including: .allRows) == ["name": "Ada", "city": "Paris", "news": [], "age": nil, "phones": nil])
    #expect(form.draft()["touched"] == ["name"], "touched rows that still exist are restored")
    #expect(
      report.description == """
        restored 2 values, dropped 4 (the form changed since the draft was saved)
          'age': the draft was saved when it held text: string, it holds integer: int now
          'news': the draft was saved when it held switch: bool, it holds multivalued text: string now
          'nickname': no row holds a value under this tag any more
          'phones': the draft was saved when it held multivalued phone: string, it holds text: string now
        """)
  }

  @Test func theStrictRestoreRefusesATypeChangeEvenWhenTheValueWouldConvert() throws {
    let form = try makeNew()
    let error = try #require(throws: FormInputError.self) { try form.restore(draft: savedDraft()) }
    let age = try #require(error.errors.first { $0.location.tag == "age" })
    #expect(age.code == .typeMismatch)
    #expect(age.message == "the draft was saved when 'age' held text: string, it holds integer: int now")
    #expect(form[RowKey<String>("name")] == nil, "all or nothing: nothing was applied")
  }

  @Test func anUnchangedDefinitionRestoresEverything() throws {
    let form = try makeOld()
    let report = try form.restoreMatching(draft: savedDraft())
    #expect(report.isComplete)
    #expect(!report.definitionChanged)
    #expect(report.applied == ["age", "city", "name", "news", "nickname", "phones"])
    #expect(form.values(including: .allRows)["phones"] == ["1", "2"])
    #expect(report.description == "restored 6 values")
  }

  @Test func versionOneDraftsAreCheckedByConversionAlone() throws {
    let form = try makeNew()
    let draft: FormValue = [
      "format": "formwork.draft", "version": 1, "values": ["name": "Ada", "age": "36", "city": "Lyon"],
      "touched": ["age"],
    ]
    let report = try form.restoreMatching(draft: draft)
    #expect(report.applied == ["age", "name"], "without a fingerprint, a value that converts is restored")
    #expect(report.savedFingerprint == nil)
    #expect(report.definitionChanged, "unknown, so assumed")
    guard case .doesNotFit(let message) = try #require(report.dropped.first).reason else {
      Issue.record("expected doesNotFit, got \(report.dropped)")
      return
    }
    #expect(report.dropped.map(\.tag) == ["city"])
    #expect(message == #""Lyon" is not one of the options ("Paris", "Oslo")"#)
    #expect(form[RowKey<Int>("age")] == 36)
  }

  @Test func aDamagedDraftIsRefusedWholeWithWhereItIsDamaged() throws {
    let form = try makeOld()
    guard case .object(var members) = try savedDraft(), case .object(var fingerprint) = members["fingerprint"] ?? .null
    else {
      Issue.record("a draft is an object with a fingerprint")
      return
    }
    fingerprint["digest"] = "fnv1a64:0000000000000000"
    members["fingerprint"] = .object(fingerprint)
    let error = try #require(throws: FormInputError.self) { try form.restoreMatching(draft: .object(members)) }
    #expect(error.errors.map(\.code) == [.invalidDraft])
    #expect(error.errors.first?.location.path == "$.fingerprint.digest")
    #expect(error.errors.first?.message.contains("the draft was damaged") == true)
    #expect(form[RowKey<String>("name")] == nil)

    for (draft, path) in [
      (FormValue.list([]), "$"),
      (["format": "formwork.draft", "version": 3, "values": [:]], "$.version"),
      (["format": "other", "version": 2], "$"),
      (["format": "formwork.draft", "version": 1, "values": [], "touched": [1]], "$.values"),
    ] as [(FormValue, String)] {
      let error = try #require(throws: FormInputError.self) { try form.restoreMatching(draft: draft) }
      #expect(error.errors.first?.code == .invalidDraft)
      #expect(error.errors.first?.location.path == path, "\(draft)")
    }
  }
}
