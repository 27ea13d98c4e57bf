#if canImport(SwiftUI) && os(Linux)
  import Formwork
  import FormworkSwiftUI
  import SwiftUI
  import Testing

  /// Text rows in the SwiftUI form view: typing, limits, the return key and its label, the
  /// keyboard's bar. Linux only (views read through the stand-in's `ViewHost`).
  @MainActor
  @Suite struct SwiftUITextRowTests {
    static let more = RowKey<Bool>("more")

    /// The keyboard's return key is the focused field's: it follows rows shown or hidden after it.
    @Test func theReturnKeySaysNextOnlyWhileATextRowFollows() throws {
      let form = try Formwork.Form {
        Section {
          Row.text("first", "First")
          Row.switch(Self.more, "More")
          Row.text("second", "Second").hidden { $0[Self.more] != true }
        }
      }
      let screen = try FormScreen(form)
      #expect(try screen.row("first").submitLabel == .done)
      try screen.row("first").type("Ann")
      try screen.row("more").toggle()
      #expect(try screen.row("first").submitLabel == .next, "a text row now follows")
      try screen.row("more").toggle()
      #expect(try screen.row("first").submitLabel == .done, "the row after it went away")
    }

    @Test func theReturnKeyFocusesTheNextTextRowThenDismissesTheKeyboard() throws {
      let form = try Formwork.Form {
        Section {
          Row.text("first", "First")
          Row.text("second", "Second")
        }
      }
      let screen = try FormScreen(form)
      try screen.row("first").type("A")
      #expect(try screen.row("first").isFocused)
      try screen.row("first").submit()
      #expect(try screen.row("second").isFocused)
      #expect(try !screen.row("first").isFocused)
      #expect(form.focusedRow == form.rowID(forTag: "second"))
      try screen.row("second").submit()
      #expect(try !screen.row("second").isFocused)
    }

    @Test func aNumberPadRowHasAPlusMinusKeyThatChangesTheSign() throws {
      let amount = RowKey<Int>("amount")
      let form = try Formwork.Form { Section { Row.integer(amount, "Amount") } }
      let screen = try FormScreen(form)
      #expect(screen.host.nodes { $0.accessibilityLabel == form.strings.controls.toggleSign }.isEmpty)
      try screen.row("amount").type("12")
      let sign = try #require(screen.host.nodes { $0.accessibilityLabel == form.strings.controls.toggleSign }.first)
      try sign.tap()
      #expect(form[amount] == -12)
      #expect(try screen.row("amount").text == "-12")
      try #require(screen.host.nodes { $0.accessibilityLabel == form.strings.controls.toggleSign }.first).tap()
      #expect(form[amount] == 12)
      #expect(try screen.row("amount").text == "12")
    }

    @Test func aTextRowWithoutANumberPadHasNoPlusMinusKey() throws {
      let form = try Formwork.Form { Section { Row.text("name", "Name") } }
      let screen = try FormScreen(form)
      try screen.row("name").type("Ann")
      #expect(screen.host.nodes { $0.accessibilityLabel == form.strings.controls.toggleSign }.isEmpty)
    }

    /// SwiftUI's text field writes uncommitted (marked) text through its binding while an input
    /// method composes: a length limit applied then would rewrite the text under the input method.
    /// The field keeps what is typed while it is edited; the row holds the cut value, and the
    /// field shows it when editing ends.
    @Test func aLengthLimitDoesNotRewriteTheFieldWhileItIsEdited() throws {
      let nickname = RowKey<String>("nickname")
      let form = try Formwork.Form { Section { Row.text(nickname, "Nickname").maxCharacters(5) } }
      let screen = try FormScreen(form)
      // Pinyin being composed: the marked text reaches the binding letter by letter.
      try screen.row("nickname").typeCharacters("nihaoa")
      #expect(form[nickname] == "nihao", "the form holds at most five characters")
      #expect(try screen.row("nickname").text == "nihaoa", "the composition is not cut under the input method")
      // The input method commits.
      try screen.row("nickname").type("你好")
      #expect(form[nickname] == "你好")
      #expect(try screen.row("nickname").text == "你好")
      // Typed past the limit, then done: the field shows what the form kept.
      try screen.row("nickname").type("abcdefg")
      try screen.row("nickname").blur()
      #expect(form[nickname] == "abcde")
      #expect(try screen.row("nickname").text == "abcde")
    }
  }
#endif
