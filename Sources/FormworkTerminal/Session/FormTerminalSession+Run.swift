import Formwork

extension FormTerminalSession {
  /// Runs the session on a terminal until the form is submitted or cancelled.
  ///
  /// Starts the terminal (raw mode) and always stops it again, on return and on errors. Each
  /// read is decoded into keys, each key handled, then one frame painted: only the lines that
  /// changed are written. The end of input cancels.
  ///
  /// ```swift
  /// let outcome = try await session.run(on: try SystemTerminal())
  /// ```
  ///
  /// - Throws: The terminal's error when it cannot start.
  public func run(on terminal: any TerminalDevice) async throws -> Outcome {
    try terminal.start()
    defer { terminal.stop() }
    var painter = ScreenPainter(color: terminal.usesColor, inPlace: terminal.drawsInPlace, theme: terminal.theme)
    var decoder = KeyDecoder()
    var escapeGeneration = 0
    var wakePosted = false
    wake = { [weak terminal] in
      guard !wakePosted, let terminal else { return }
      wakePosted = true
      terminal.post(.wake)
    }
    defer { wake = nil }
    paint(on: terminal, with: &painter)
    while outcome == nil {
      let event = await terminal.nextEvent()
      var keys: [Key] = []
      var inputEnded = false
      switch event {
      case .input(let bytes):
        keys = decoder.feed(bytes)
        if decoder.hasPendingBytes, terminal.escapeDelay == .zero {
          keys += decoder.finish()
        } else if decoder.hasPendingBytes, let delay = terminal.escapeDelay {
          escapeGeneration += 1
          let generation = escapeGeneration
          Task { [weak terminal] in
            try? await Task.sleep(for: delay)
            terminal?.post(.escapeTimeout(generation))
          }
        }
      case .escapeTimeout(let generation):
        if generation == escapeGeneration { keys = decoder.finish() }
      case .resize:
        painter.invalidate()
        layout.invalidateAll()
      case .wake:
        wakePosted = false
      case .endOfInput:
        keys = decoder.finish()
        inputEnded = true
      }
      for key in keys {
        await handle(key)
        if wantsSuspend {
          wantsSuspend = false
          terminal.suspend()
          // The screen is the shell's after a resume: draw everything again.
          painter.invalidate()
        }
        if outcome != nil { break }
      }
      if inputEnded, outcome == nil { outcome = .cancelled }
      if wantsFullRedraw {
        wantsFullRedraw = false
        painter.invalidate()
      }
      paint(on: terminal, with: &painter)
    }
    return outcome ?? .cancelled
  }

  private func paint(on terminal: any TerminalDevice, with painter: inout ScreenPainter) {
    let size = terminal.size
    terminal.write(painter.paint(frame(size: size), size: size))
  }
}
