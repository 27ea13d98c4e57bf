import Formwork
import Foundation
import Testing

@MainActor
@Suite struct RequiredRuleTests {
  @Test(
    arguments: [
      (nil, false), ("", false), (" ", false), ("\t\n ", false), ("\u{3000}", false),
      ("a", true), (" a ", true), ("0", true),
    ] as [(String?, Bool)])
  func requiredOnText(text: String?, passes: Bool) throws {
    #expect(try RuleHarness.passes(text, .required) == passes)
  }

  @Test(arguments: [(nil, false), ("", false), ("   ", true), ("\n", true), ("a", true)] as [(String?, Bool)])
  func requiredAllowingWhitespace(text: String?, passes: Bool) throws {
    #expect(try RuleHarness.passes(text, .required(allowingWhitespace: true)) == passes)
  }

  @Test func requiredOnListsNumbersAndBooleans() throws {
    let list = RowKind.multipleSelector(.push)
    #expect(try RuleHarness.failures([String](), kind: list, .required) == ["required"])
    #expect(try RuleHarness.failures(nil as [String]?, kind: list, .required) == ["required"])
    #expect(try RuleHarness.failures(["a"], kind: list, .required).isEmpty)
    #expect(try RuleHarness.failures(nil as Int?, kind: .text(.integer), .required) == ["required"])
    #expect(try RuleHarness.failures(0, kind: .text(.integer), .required).isEmpty)
    // `false` is a value; a consent box uses oneOf([true]).
    #expect(try RuleHarness.failures(false, kind: .toggle(.check), .required).isEmpty)
    #expect(try RuleHarness.failures(false, kind: .toggle(.check), .oneOf([true])) == ["oneOf"])
  }

  @Test func messageNamesTheTitleAndCanBeReplaced() throws {
    let issues = try RuleHarness.issues(nil as String?, title: "Name", [.required])
    #expect(issues.map(\.message) == ["Name is required."])
    let custom = try RuleHarness.issues(nil as String?, [.required.message("Please fill in")])
    #expect(custom.map(\.message) == ["Please fill in"])
    let localized = try RuleHarness.issues(nil as String?, title: "Nom", [.required]) { form in
      form.validationMessages.required = { "\($0) est obligatoire" }
    }
    #expect(localized.map(\.message) == ["Nom est obligatoire"])
  }

  @Test func otherRulesSkipEmptyAndBlankValues() throws {
    #expect(try RuleHarness.failures("", .minLength(3), .email).isEmpty)
    #expect(try RuleHarness.failures("  ", .minLength(3), .email).isEmpty)
    #expect(try RuleHarness.failures("  ", .required, .minLength(3)) == ["required"])
    // With whitespace allowed, whitespace is content: the other rules check it.
    #expect(try RuleHarness.failures("  ", .required(allowingWhitespace: true), .minLength(3)) == ["minLength"])
  }

  @Test func requiredConditionAddsTheImplicitRule() throws {
    let flag = RowKey<Bool>("flag")
    let name = RowKey<String>("name")
    let form = try Form {
      Section {
        Row.switch(flag, "Flag")
        Row.text(name, "Name").required { $0[flag] == true }.validate(on: .onChange)
      }
    }
    let id = try #require(form.rowID(for: name))
    #expect(form.validate(row: id).isEmpty)
    form[flag] = true
    #expect(form.issues(of: id).map(\.message) == ["Name is required."])
    form[flag] = false
    #expect(form.issues(of: id).isEmpty)
  }

  @Test func explicitRequiredRuleConfiguresAConditionalRequirement() throws {
    let flag = RowKey<Bool>("flag")
    let poem = RowKey<String>("poem")
    let form = try Form {
      Section {
        Row.switch(flag, "Flag")
        Row.textArea(poem, "Poem").required { $0[flag] == true }
          .rules(.required(allowingWhitespace: true).message("Write something"))
      }
    }
    let id = try #require(form.rowID(for: poem))
    #expect(form.validate(row: id).isEmpty, "not required while the condition is off")
    form[flag] = true
    #expect(form.validate(row: id).map(\.message) == ["Write something"])
    form[poem] = "   "
    #expect(form.validate(row: id).isEmpty)
  }

  @Test func requiredRowsMarkTheirTitle() throws {
    let a = RowKey<String>("a")
    let b = RowKey<String>("b")
    let c = RowKey<String>("c")
    let d = RowKey<String>("d")
    let e = RowKey<String>("e")
    let flag = RowKey<Bool>("flag")
    let form = try Form {
      Section {
        Row.switch(flag, "Flag")
        Row.text(a, "A").rules(.required)
        Row.text(b, "B").required()
        Row.text(c, "C").required().marksRequired(false)
        Row.text(d, "D").required { $0[flag] == true }
        Row.text(e, "E").rules(.required.severity(.warning), .maxLength(3))
      }
    }
    func mark(_ tag: String) -> Bool? { form.state(forTag: tag)?.showsRequiredMark }
    #expect(mark("a") == true)
    #expect(mark("b") == true)
    #expect(mark("c") == false)
    #expect(form.state(forTag: "c")?.isRequired == true)
    #expect(mark("d") == false)
    #expect(mark("e") == false)
    form[flag] = true
    #expect(mark("d") == true)
    #expect(form.isRequired(try #require(form.rowID(for: a))))
  }
}
