import Formwork
import FormworkValuesTestSupport
import Foundation
import Testing

@Suite struct ParameterTransformTests {
  static let evening = isoDate("2024-05-01T23:30:00Z")

  @Test(
    arguments: [
      (ParameterTransform.trim, FormValue.string("  a b \n"), FormValue.string("a b")),
      (.trim, ["  x", "y "], ["x", "y"]),
      (.trim, 5, 5),
      (.trim, nil, nil),
      (.digits, "+86 138-0013 8000", "8613800138000"),
      (.digits, "１２a3", "3"),
      (.digits, 42, 42),
      (.cents, .decimal(decimal("19.99")), 1999),
      (.cents, 5, 500),
      (.cents, "0.1", 10),
      (.cents, .decimal(decimal("0.1") + decimal("0.2")), 30),
      (.cents, .decimal(decimal("1e20")), .decimal(decimal("1e22"))),
      (.cents, [.decimal(decimal("1.5")), 2], [150, 200]),
      (.datePattern("yyyy-MM-dd"), .date(evening), "2024-05-01"),
      (.datePattern("yyyy/MM/dd HH:mm"), .date(evening), "2024/05/01 23:30"),
      (.datePattern("yyyy年M月d日"), "2024-05-01", "2024年5月1日"),
      (.datePattern("EEE, d MMM yyyy"), .date(evening), "Wed, 1 May 2024"),
      (.boolAsInt, true, 1),
      (.boolAsInt, false, 0),
      (.boolAsInt, "true", 1),
      (.boolAsInt, [true, false], [1, 0]),
      (.join(","), ["a", 1, .decimal(decimal("2.5")), true, nil], "a,1,2.5,true,"),
      (.join(" | "), [], ""),
      (.join(","), "single", "single"),
      (.cents, nil, nil),
    ] as [(ParameterTransform, FormValue, FormValue)])
  func transforms(_ transform: ParameterTransform, _ input: FormValue, _ expected: FormValue) throws {
    #expect(try transform.apply(to: input) == expected)
  }

  @Test(
    arguments: [
      (ParameterTransform.cents, FormValue.string("abc")),
      (.cents, .bool(true)),
      (.cents, .decimal(decimal("12.345"))),
      (.cents, .decimal(decimal("-0.005"))),
      (.datePattern("yyyy"), 5),
      (.datePattern("yyyy"), "yesterday"),
      (.boolAsInt, "yes"),
      (.boolAsInt, 2),
    ] as [(ParameterTransform, FormValue)])
  func transformsRejectValuesTheyCannotUse(_ transform: ParameterTransform, _ input: FormValue) throws {
    let error = try #require(throws: FormError.self) { try transform.apply(to: input) }
    #expect(error.code == .typeMismatch)
  }

  @Test func datePatternsIgnoreTheProcessLocaleAndTimeZone() throws {
    // Formatted in UTC with the POSIX locale: 23:30 UTC is still May 1st, in ASCII digits.
    let text = try ParameterTransform.datePattern("d MMMM yyyy HH").apply(to: .date(Self.evening))
    #expect(text == "1 May 2024 23")
  }
}

@MainActor
@Suite struct ParameterTests {
  enum Bank: Int, FormValueConvertible {
    case icbc = 1
    case abc = 2
  }

  let show = RowKey<Bool>("show")
  let name = RowKey<String>("name")
  let age = RowKey<Int>("age")
  let bank = RowKey<Bank>("bank")
  let amount = RowKey<Decimal>("amount")
  let agree = RowKey<Bool>("agree")
  let phone = RowKey<String>("phone")
  let note = RowKey<String>("note")
  let secret = RowKey<String>("secret")
  let locked = RowKey<String>("locked")
  let phones = SectionKey<String>("phones")

  @Test func nestedKeysTransformsAndOptionValues() throws {
    let form = try Form {
      Section {
        Row.name(name, "Name", value: "  Ada ").parameter("applicant.name", .trim)
        Row.integer(age, "Age", value: 36).parameter("applicant.age")
        Row.selector(bank, "Bank", value: .abc, options: [.init(.icbc, "ICBC"), .init(.abc, "ABC")])
        Row.decimal(amount, "Amount", value: decimal("19.99")).parameter("order.amount_cents", .cents)
        Row.switch(agree, "Agree", value: true).parameter("agree", .boolAsInt)
        Row.phone(phone, "Phone", value: "+86 138-0013").parameter("applicant.contact.phone", .digits)
        Row.text(secret, "Secret", value: "x").noParameter()
        Row.button("Send", tag: "send") { _ in }
      }
    }
    #expect(
      try form.parameters()
        == [
          "applicant": ["name": "Ada", "age": 36, "contact": ["phone": "861380013"]],
          "bank": 2, "order": ["amount_cents": 1999], "agree": 1,
        ])
  }

  @Test func transformsRunInOrder() throws {
    let form = try Form {
      Section.multivalued(phones, "Phones", values: ["12 a", "34"]) {
        Row.phone(nil, "Phone").parameter("a", .join(" "), .digits)
      }
      Section.multivalued(SectionKey<String>("other"), "Other", values: ["12 a", "34"]) {
        Row.phone(nil, "Phone").parameter("b", .digits, .join(" "))
      }
    }
    #expect(try form.parameters() == ["a": "1234", "b": "12 34"])
  }

  @Test func omissionRules() throws {
    let form = try Form {
      Section {
        Row.switch(show, "Show", value: false).noParameter()
        Row.text(RowKey<String>("hiddenDefault"), "A", value: "a").hidden { $0[show] != true }
        Row.text(RowKey<String>("hiddenIncluded"), "B", value: "b").hidden { $0[show] != true }
          .parameter("hiddenIncluded", omitWhen: [])
        Row.text(RowKey<String>("hiddenKept"), "C", value: "c").hidden { $0[show] != true }.hiddenValue(.keep)
        Row.text(RowKey<String>("emptyNull"), "D").parameter("emptyNull", omitWhen: [.empty])
        Row.text(RowKey<String>("emptyBlank"), "E", value: "   ").parameter("emptyBlank", .trim, omitWhen: [.empty])
        Row.text(RowKey<String>("nullKept"), "F")
        Row.text(RowKey<String>("disabledOut"), "G", value: "g").disabled(true).parameter(
          "disabledOut", omitWhen: [.disabled])
        Row.text(RowKey<String>("disabledIn"), "H", value: "h").disabled(true)
      }
    }
    #expect(
      try form.parameters() == ["hiddenIncluded": "b", "hiddenKept": "c", "nullKept": nil, "disabledIn": "h"])
    form[show] = true
    #expect(try form.parameters()["hiddenDefault"] == "a")
  }

  @Test func twoRowsWritingOneKeyIsAnErrorNamingBoth() throws {
    let form = try Form {
      Section {
        Row.text(name, "Name", value: "Ada").parameter("who")
        Row.text(note, "Note", value: "hi").parameter("who")
      }
    }
    let error = try #require(throws: FormError.self) { try form.parameters() }
    #expect(error.code == .duplicateParameterKey)
    #expect(error.message.contains("'name'"))
    #expect(error.message.contains("'note'"))
    #expect(error.location.tag == "note")
    #expect(error.location.path == "who")
  }

  @Test(arguments: [("a", "a.b"), ("a.b", "a"), ("x.a", "x.a.b.c")])
  func aKeyInsideAnotherIsAnErrorNamingBoth(_ first: String, _ second: String) throws {
    let form = try Form {
      Section {
        Row.text(name, "Name", value: "Ada").parameter(first)
        Row.text(note, "Note", value: "hi").parameter(second)
      }
    }
    let error = try #require(throws: FormError.self) { try form.parameters() }
    #expect(error.code == .duplicateParameterKey)
    #expect(error.message.contains("'name'") && error.message.contains("'note'"))
  }

  @Test func rowsNeverVisibleTogetherMayShareAKey() throws {
    let form = try Form {
      Section {
        Row.switch(show, "Company").noParameter()
        Row.text(name, "Person name", value: "Ada").parameter("name").hidden { $0[show] == true }
        Row.text(note, "Company name", value: "ACME").parameter("name").hidden { $0[show] != true }
      }
    }
    #expect(try form.parameters() == ["name": "Ada"])
    form[show] = true
    #expect(try form.parameters() == ["name": "ACME"])
  }

  @Test func transformErrorsNameTheRowAndKey() throws {
    let form = try Form {
      Section { Row.text(note, "Note", value: "abc").parameter("fee", .cents) }
    }
    let error = try #require(throws: FormError.self) { try form.parameters() }
    #expect(error.code == .typeMismatch)
    #expect(error.location.tag == "note")
    #expect(error.location.path == "fee")
    #expect(error.message.contains("cents"))
  }

  @Test func keysWithEmptyPartsAreErrors() throws {
    let form = try Form { Section { Row.text(note, "Note", value: "x").parameter("a..b") } }
    let error = try #require(throws: FormError.self) { try form.parameters() }
    #expect(error.code == .invalidPath)
  }

  // MARK: Query strings

  @Test func queryItemsUseBracketsForNesting() throws {
    let form = try Form {
      Section {
        Row.name(name, "Name", value: "Ada Lovelace").parameter("applicant.name")
        Row.custom(
          RowKey<FormValue>("extra"), kind: "json", value: ["lines": [["sku": 7]], "tags": ["a", "b"], "none": nil])
        Row.switch(agree, "Agree", value: true)
        Row.text(note, "Note", value: "a&b=c/é")
      }
      Section.multivalued(phones, "Phones", values: []) { Row.phone(nil, "Phone") }
    }
    let items = try form.queryItems()
    #expect(
      items.map { "\($0.name)=\($0.value ?? "")" } == [
        "agree=true", "applicant[name]=Ada Lovelace", "extra[lines][0][sku]=7", "extra[none]=", "extra[tags][]=a",
        "extra[tags][]=b", "note=a&b=c/é",
      ])
    #expect(
      try form.queryString()
        == "agree=true&applicant%5Bname%5D=Ada%20Lovelace&extra%5Blines%5D%5B0%5D%5Bsku%5D=7&extra%5Bnone%5D="
        + "&extra%5Btags%5D%5B%5D=a&extra%5Btags%5D%5B%5D=b&note=a%26b%3Dc%2F%C3%A9")
  }
}

@MainActor
@Suite struct DatePatternTimeZoneTests {
  @Test func datePatternsFormatInTheirTimeZone() throws {
    let when = RowKey<Date>("when")
    let form = try Form {
      Section {
        Row.dateTime(when, "When").parameter("utc", .datePattern("yyyy-MM-dd HH:mm"))
      }
      Section {
        Row.dateTime(RowKey<Date>("local"), "Local").parameter(
          "shanghai", .datePattern("yyyy-MM-dd HH:mm", timeZone: "Asia/Shanghai"))
      }
    }
    let instant = Date(timeIntervalSince1970: 1_700_000_000)  // 2023-11-14 22:13:20 UTC
    form[when] = instant
    form[RowKey<Date>("local")] = instant
    let parameters = try form.parameters()
    #expect(parameters["utc"] == "2023-11-14 22:13")
    #expect(parameters["shanghai"] == "2023-11-15 06:13")
  }

  @Test func anUnknownTimeZoneIsAnError() throws {
    let form = try Form {
      Section {
        Row.date(RowKey<Date>("d"), "D", value: Date(timeIntervalSince1970: 0)).parameter(
          "d", .datePattern("yyyy", timeZone: "Mars/Olympus"))
      }
    }
    #expect(throws: FormError.self) { try form.parameters() }
  }
}
