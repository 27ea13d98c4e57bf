import PropertyBased
import PropertyTestSupport
import Testing

@testable import FormworkTerminal

@Suite struct LineEditorTests {
  @Test func typesMovesAndErases() {
    var editor = LineEditor()
    for character in "Ada" { editor.handle(.character(character)) }
    #expect(editor.text == "Ada" && editor.cursor == 3)
    #expect(editor.handle(.left) == .moved)
    #expect(editor.handle(.character("n")) == .edited)
    #expect(editor.text == "Adna" && editor.cursor == 3)
    editor.handle(.home)
    #expect(editor.handle(.backspace) == .ignored)
    editor.handle(.delete)
    #expect(editor.text == "dna" && editor.cursor == 0)
    editor.handle(.end)
    editor.handle(.backspace)
    #expect(editor.text == "dn" && editor.cursor == 2)
    #expect(editor.handle(.up) == .ignored)
  }

  @Test func killsLikeAShell() {
    var editor = LineEditor(text: "hello big world", cursor: 10)
    editor.handle(.control("w"))
    #expect(editor.text == "hello world" && editor.cursor == 6)
    editor.handle(.control("k"))
    #expect(editor.text == "hello " && editor.cursor == 6)
    editor.handle(.control("u"))
    #expect(editor.text.isEmpty && editor.cursor == 0)
  }

  @Test func graphemeClustersAreOneStep() {
    var editor = LineEditor()
    // A thumbs-up and its skin tone arrive as two keys and make one character.
    editor.handle(.character("👍"))
    editor.handle(.character("\u{1F3FD}"))
    editor.handle(.character("e"))
    editor.handle(.character("\u{301}"))
    #expect(editor.text == "👍🏽é")
    #expect(editor.cursor == 2)
    editor.handle(.left)
    editor.handle(.backspace)
    #expect(editor.text == "é")
    #expect(editor.cursor == 0)
  }

  @Test func wideCharactersAreMeasuredInColumns() {
    let editor = LineEditor(text: "東京タワー", cursor: 2)
    #expect(DisplayWidth.of(editor.textBeforeCursor) == 4)
    let (visible, caret) = TextWindow.visible(editor, secure: false, width: 6)
    #expect(visible == "東京タ")
    #expect(caret == 4)
  }

  @Test func theWindowScrollsToKeepTheCaretVisible() {
    let editor = LineEditor(text: "abcdefghij")
    let (visible, caret) = TextWindow.visible(editor, secure: false, width: 5)
    #expect(visible == "ghij")
    #expect(caret == 4)
    let (masked, _) = TextWindow.visible(LineEditor(text: "secret", cursor: 0), secure: true, width: 10)
    #expect(masked == "******")
  }

  static let editKeys: [Key] = [
    .character("a"), .character("日"), .character("👍"), .character("\u{1F3FD}"), .character("\u{301}"),
    .character(" "), .left, .right, .home, .end, .backspace, .delete, .control("u"), .control("k"), .control("w"),
    .control("a"), .control("e"),
  ]

  @Test func anyEditSequenceKeepsTheCursorInBounds() async {
    let keys = Gen.int(in: 0...(Self.editKeys.count - 1)).array(of: 0...60)
    await checkProperty(count: 300, input: keys) { indices in
      var editor = LineEditor()
      for index in indices {
        editor.handle(Self.editKeys[index])
        #expect((0...editor.text.count).contains(editor.cursor))
        // The window shown on screen always contains the caret.
        let (visible, caret) = TextWindow.visible(editor, secure: false, width: 8)
        #expect(DisplayWidth.of(visible) <= 8)
        #expect((0...8).contains(caret))
      }
    }
  }

  /// Without combining characters the editor behaves exactly like an array of characters.
  @Test func matchesAnArrayModelForPlainCharacters() async {
    let plainKeys = Self.editKeys.filter { $0 != .character("\u{301}") && $0 != .character("\u{1F3FD}") }
    let keys = Gen.int(in: 0...(plainKeys.count - 1)).array(of: 0...60)
    await checkProperty(count: 300, input: keys) { indices in
      var editor = LineEditor()
      var model: [Character] = []
      var cursor = 0
      for index in indices {
        let key = plainKeys[index]
        editor.handle(key)
        switch key {
        case .character(let character):
          model.insert(character, at: cursor)
          cursor += 1
        case .left: cursor = max(0, cursor - 1)
        case .right: cursor = min(model.count, cursor + 1)
        case .home, .control("a"): cursor = 0
        case .end, .control("e"): cursor = model.count
        case .backspace where cursor > 0:
          model.remove(at: cursor - 1)
          cursor -= 1
        case .delete where cursor < model.count: model.remove(at: cursor)
        case .control("u"):
          model.removeFirst(cursor)
          cursor = 0
        case .control("k"): model.removeLast(model.count - cursor)
        case .control("w"):
          var start = cursor
          while start > 0, model[start - 1] == " " { start -= 1 }
          while start > 0, model[start - 1] != " " { start -= 1 }
          model.removeSubrange(start..<cursor)
          cursor = start
        default: break
        }
        #expect(editor.text == String(model))
        #expect(editor.cursor == cursor)
      }
    }
  }
}
