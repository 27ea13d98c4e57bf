#if canImport(UIKit)
  import Formwork
  import FormworkDiff
  import FormworkListDriver
  import Testing
  import UIKit

  @testable import FormworkUIKit

  /// Text fields and text areas as people type in them: the maximum length, pasting, and input
  /// methods that compose text before committing it (pinyin, kana).
  @MainActor
  @Suite(.serialized) struct TextInputTests {
    init() { UIKitFixtures.failOnContractViolations() }

    static let name = RowKey<String>("name")
    static let notes = RowKey<String>("notes")

    static func form() throws -> Form {
      try Form {
        Section {
          Row.text(name, "Name").maxCharacters(3)
          Row.textArea(notes, "Notes").maxCharacters(3)
        }
      }
    }

    /// The focused field of a row.
    static func focusedField(_ tag: String, in screen: FormViewController) throws -> UITextField {
      let row = try #require(screen.form.rowID(forTag: tag))
      #expect(screen.driver.focus(row))
      let cell = screen.tableView.cellForRow(at: try UIKitFixtures.path(tag, in: screen.driver))
      let field = try #require(UIKitFixtures.first(UITextField.self, in: cell))
      #expect(field.isFirstResponder)
      return field
    }

    static func focusedTextView(_ tag: String, in screen: FormViewController) throws -> UITextView {
      let row = try #require(screen.form.rowID(forTag: tag))
      #expect(screen.driver.focus(row))
      let cell = screen.tableView.cellForRow(at: try UIKitFixtures.path(tag, in: screen.driver))
      let view = try #require(UIKitFixtures.first(UITextView.self, in: cell))
      #expect(view.isFirstResponder)
      return view
    }

    @Test func typingStopsAtTheMaximumLengthAndAPasteIsCut() throws {
      let form = try Self.form()
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      let field = try Self.focusedField("name", in: screen)
      for letter in ["A", "d", "a", "m"] { field.insertText(letter) }
      #expect(field.text == "Ada")
      #expect(form[Self.name] == "Ada")
      field.text = ""
      field.sendActions(for: .editingChanged)
      field.simulatePaste("Grace")
      #expect(field.text == "Gra")
      #expect(form[Self.name] == "Gra")
    }

    @Test func pinyinComposedPastTheLimitIsCommittedAsItsCharacters() throws {
      let form = try Self.form()
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      let field = try Self.focusedField("name", in: screen)
      // The input method shows the letters typed so far, marked, then the chosen characters.
      for composing in ["z", "zh", "zho", "zhon", "zhong", "zhongw", "zhongwe", "zhongwen"] {
        field.setMarkedText(composing, selectedRange: NSRange(location: composing.utf16.count, length: 0))
        #expect(field.text == composing, "the composition is never cut")
        #expect(form[Self.name] == nil, "nothing reaches the form while composing")
      }
      field.setMarkedText("中文", selectedRange: NSRange(location: 2, length: 0))
      #expect(form[Self.name] == nil)
      field.unmarkText()
      #expect(field.markedTextRange == nil)
      #expect(field.text == "中文")
      #expect(form[Self.name] == "中文")
    }

    @Test func aCommittedCompositionLongerThanTheLimitIsCut() throws {
      let form = try Self.form()
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      let field = try Self.focusedField("name", in: screen)
      for composing in ["に", "にほ", "にほん", "にほんご"] {
        field.setMarkedText(composing, selectedRange: NSRange(location: composing.utf16.count, length: 0))
      }
      field.setMarkedText("日本語です", selectedRange: NSRange(location: 5, length: 0))
      field.unmarkText()
      #expect(field.text == "日本語")
      #expect(form[Self.name] == "日本語")
    }

    @Test func aTextAreaCommitsAComposition() throws {
      let form = try Self.form()
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      let view = try Self.focusedTextView("notes", in: screen)
      for composing in ["k", "ka", "kan", "kanj", "kanji"] {
        view.setMarkedText(composing, selectedRange: NSRange(location: composing.utf16.count, length: 0))
        #expect(view.text == composing)
        #expect(form[Self.notes] == nil)
      }
      view.setMarkedText("漢字", selectedRange: NSRange(location: 2, length: 0))
      view.unmarkText()
      #expect(view.text == "漢字")
      #expect(form[Self.notes] == "漢字")
      view.insertText("ab")
      #expect(view.text == "漢字a", "typing stops at the limit")
      #expect(form[Self.notes] == "漢字a")
    }

    @Test func leavingATextAreaBlursItsRow() throws {
      let form = try Self.form()
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      let view = try Self.focusedTextView("notes", in: screen)
      #expect(form.focusedRow == form.rowID(forTag: "notes"))
      view.insertText("ab")
      #expect(view.resignFirstResponder())
      #expect(form.focusedRow == nil, "the row is blurred: rules that run on leaving it run")
      #expect(form[Self.notes] == "ab")
    }

    @Test func aReconfigureWhileComposingKeepsTheComposition() async throws {
      let form = try Self.form()
      let (screen, window) = UIKitFixtures.tableScreen(form)
      defer { window.isHidden = true }
      let field = try Self.focusedField("name", in: screen)
      field.setMarkedText("zh", selectedRange: NSRange(location: 2, length: 0))
      let path = try UIKitFixtures.path("name", in: screen.driver)
      screen.tableView.reconfigureRows(at: [path])
      #expect(field.text == "zh")
      #expect(field.markedTextRange != nil)
    }
  }
#endif
