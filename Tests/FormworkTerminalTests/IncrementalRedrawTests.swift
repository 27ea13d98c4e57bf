import Formwork
import FormworkDiff
import Testing

@testable import FormworkCore
@testable import FormworkTerminal

/// Only what changed is written: the painter's line diff, fed by a layout that rebuilds only
/// the rows the form's updates name.
@MainActor
@Suite struct IncrementalRedrawTests {
  var size = TerminalSize.standard

  func start(_ form: Form) -> (FormTerminalSession, ScreenPainter, VirtualScreen) {
    // NB: no progress on the title line, which a first answer to a required row changes.
    let session = FormTerminalSession(form: form, title: "Redraw", options: .init(showsProgress: false))
    var painter = ScreenPainter(color: false)
    var screen = VirtualScreen(size: size)
    screen.write(painter.paint(session.frame(size: size), size: size))
    #expect(painter.lastStats.clearedScreen)
    return (session, painter, screen)
  }

  func line(of text: String, in screen: VirtualScreen) -> Int? {
    screen.lines.firstIndex { $0.contains(text) }
  }

  @Test func aKeystrokeInATextRowRewritesOnlyThatRowsLine() async throws {
    let form = try TestForms.everyKind()
    var (session, painter, screen) = start(form)
    let row = try #require(line(of: "Name *", in: screen))
    // The first change also puts Alt-Z undo on the help line; the next keystrokes only edit.
    await session.handle(.character("A"))
    screen.write(painter.paint(session.frame(size: size), size: size))
    #expect(painter.lastStats.rewrittenLines == [row, size.rows - 1])
    let builds = session.layout.blockBuildCount
    await session.handle(.character("d"))
    let output = painter.paint(session.frame(size: size), size: size)
    screen.write(output)
    #expect(painter.lastStats.rewrittenLines == [row])
    #expect(!painter.lastStats.clearedScreen)
    #expect(!output.contains("\u{1B}[2J"))
    #expect(session.layout.blockBuildCount == builds + 1)
    #expect(screen.lines[row].hasSuffix("Ad"))
    #expect(screen.cursor == Frame.Position(line: row, column: screen.lines[row].count))
  }

  @Test func anUnchangedFrameWritesNoLine() async throws {
    var (session, painter, _) = start(try TestForms.everyKind())
    await session.handle(.left)  // the caret is already at the start of an empty field
    _ = painter.paint(session.frame(size: size), size: size)
    #expect(painter.lastStats.rewrittenLines.isEmpty)
  }

  @Test func movingFocusRewritesTheTwoRowsAndTheHelpLine() async throws {
    var (session, painter, screen) = start(try TestForms.everyKind())
    await session.handle(.down)
    screen.write(painter.paint(session.frame(size: size), size: size))
    let email = try #require(line(of: "Email", in: screen))
    await session.handle(.down)
    screen.write(painter.paint(session.frame(size: size), size: size))
    let toggle = try #require(line(of: "Notify me", in: screen))
    #expect(painter.lastStats.rewrittenLines == [email, toggle, size.rows - 1])
  }

  @Test mutating func revealingARowRewritesFromThatRowDownOnly() async throws {
    // Tall enough that the title's "more" hint does not change.
    size = TerminalSize(columns: 80, rows: 40)
    let form = try TestForms.everyKind()
    var (session, painter, screen) = start(form)
    await session.handle(.down)
    await session.handle(.down)
    screen.write(painter.paint(session.frame(size: size), size: size))
    let toggle = try #require(line(of: "Notify me", in: screen))
    await session.handle(.character(" "))
    screen.write(painter.paint(session.frame(size: size), size: size))
    #expect(screen.lines[toggle + 1].contains("Channel"))
    #expect(painter.lastStats.rewrittenLines.allSatisfy { $0 >= toggle })
    #expect(painter.lastStats.rewrittenLines.first == toggle)
  }

  @Test func theScreenAlwaysMatchesTheFrame() async throws {
    let form = try TestForms.everyKind()
    var (session, painter, screen) = start(form)
    let script: [Key] = [
      .character("Z"), .tab, .character("@"), .down, .character(" "), .down, .right, .tab, .enter, .down, .enter,
    ]
    for key in script {
      await session.handle(key)
      let frame = session.frame(size: size)
      screen.write(painter.paint(frame, size: size))
      #expect(
        screen.text
          == frame.lines.map { $0.truncated(toWidth: size.columns - 1) }.map(\.plainText).map {
            var text = $0
            while text.last == " " { text.removeLast() }
            return text
          }.joined(separator: "\n"))
    }
  }

  @Test func aResizeRedrawsEverything() async throws {
    let form = try TestForms.everyKind()
    let terminal = ScriptedTerminal(size: size, input: [])
    terminal.resize(to: TerminalSize(columns: 60, rows: 20))
    _ = try await FormTerminalSession(form: form, title: "Resize").run(on: terminal)
    #expect(terminal.screen.size == TerminalSize(columns: 60, rows: 20))
    #expect(terminal.screen.lines[0].contains("Resize"))
  }

  @Test func inPlaceDrawingErasesDownwardInsteadOfClearingTheScreen() throws {
    let session = FormTerminalSession(form: try TestForms.everyKind(), title: "In place")
    var painter = ScreenPainter(color: false, inPlace: true)
    let output = painter.paint(session.frame(size: size), size: size)
    #expect(!output.contains("\u{1B}[2J"))
    #expect(output.hasPrefix("\u{1B}[?25l\u{1B}[H\u{1B}[J"))
    var screen = VirtualScreen(size: size)
    screen.write("shell output\r\n")
    screen.write(output)
    #expect(screen.lines[0].contains("In place"))
  }

  @Test func colorUsesOnlySGRAndResetsAfterEachLine() async throws {
    let form = try TestForms.everyKind()
    let session = FormTerminalSession(form: form, title: "Color")
    var painter = ScreenPainter(color: true)
    let output = painter.paint(session.frame(size: size), size: size)
    #expect(output.contains("\u{1B}[1;36;100m> \u{1B}[0m"))  // the focused row is highlighted
    #expect(Self.containsSGR(output))
    var plain = ScreenPainter(color: false)
    #expect(!Self.containsSGR(plain.paint(session.frame(size: size), size: size)))
  }

  /// Whether text holds an SGR sequence (`ESC [ digits ; … m`).
  static func containsSGR(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    for index in bytes.indices where bytes[index] == 0x1B && index + 1 < bytes.count && bytes[index + 1] == 0x5B {
      var cursor = index + 2
      while cursor < bytes.count, (0x30...0x3B).contains(bytes[cursor]) { cursor += 1 }
      if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "m") { return true }
    }
    return false
  }

  // MARK: Staged updates (the real diff) and reloads (its stand-in)

  func rowPath(_ key: RowKey<String>, in form: Form) throws -> ItemPath {
    let row = try #require(form.rowID(for: key))
    return try #require(form.indexPath(of: row))
  }

  @Test func stagedUpdatesRebuildOnlyTheRowsTheyName() throws {
    let form = try TestForms.everyKind()
    let session = FormTerminalSession(form: form, title: "Staged")
    _ = session.frame(size: size)
    let builds = session.layout.blockBuildCount
    let snapshot = form.snapshot
    let email = try rowPath(TestForms.Tags.email, in: form)
    let city = try rowPath(TestForms.Tags.city, in: form)
    let stage = ListUpdate.Stage(itemInserts: [city], itemReloads: [email])
    session.layout.apply(
      FormUpdate(
        previous: snapshot, snapshot: snapshot, list: ListUpdate(stages: [stage]), reconfigured: [],
        reconfiguredSections: []))
    _ = session.frame(size: size)
    #expect(session.layout.blockBuildCount == builds + 2)
    let name = try #require(form.rowID(for: TestForms.Tags.name))
    session.layout.apply(
      FormUpdate(
        previous: snapshot, snapshot: snapshot, list: .empty, reconfigured: [name], reconfiguredSections: []))
    _ = session.frame(size: size)
    #expect(session.layout.blockBuildCount == builds + 3)
  }

  @Test func aReloadUpdateRebuildsEveryVisibleRow() throws {
    let form = try TestForms.everyKind()
    let session = FormTerminalSession(form: form, title: "Reload")
    _ = session.frame(size: size)
    let builds = session.layout.blockBuildCount
    let snapshot = form.snapshot
    session.layout.apply(
      FormUpdate(
        previous: snapshot, snapshot: snapshot, list: ListUpdate(requiresReload: true), reconfigured: [],
        reconfiguredSections: []))
    _ = session.frame(size: size)
    #expect(session.layout.blockBuildCount == builds + snapshot.rowCount)
  }

  @Test func formsThatDeliverUpdatesThemselvesStayInSync() async throws {
    let form = try TestForms.everyKind()
    form.updateDelivery = .immediate
    let (_, terminal, _) = try await drive(form, input: [Keys.down, Keys.down, Keys.space])
    #expect(terminal.screen.text.contains("Channel"))
  }

  @Test func aTitleChangedAtRunTimeRewritesOnlyItsRowsLine() async throws {
    let form = try TestForms.everyKind()
    var (session, painter, screen) = start(form)
    let row = try #require(line(of: "Name *", in: screen))
    let id = try #require(form.rowID(forTag: "name"))
    try form.setTitle("Full name", forRow: id)
    _ = form.flush()
    screen.write(painter.paint(session.frame(size: size), size: size))
    #expect(painter.lastStats.rewrittenLines == [row])
    #expect(screen.lines[row].contains("Full name *"))
  }

  @Test func optionsChangedAtRunTimeRewriteOnlyTheirRowsLine() async throws {
    let form = try TestForms.everyKind()
    let id = try #require(form.rowID(forTag: "city"))
    try form.choose("lon", for: id)
    _ = form.flush()
    var (session, painter, screen) = start(form)
    let row = try #require(line(of: "London", in: screen))
    try form.setOptions([SelectorOption("lon", "Londres"), SelectorOption("ber", "Berlin")], forRow: id)
    _ = form.flush()
    screen.write(painter.paint(session.frame(size: size), size: size))
    #expect(painter.lastStats.rewrittenLines == [row])
    #expect(screen.lines[row].contains("Londres"))
  }
}
