import Formwork

extension FormTerminalSession {
  // MARK: Nested forms

  /// Opens a subform row's nested form full screen; Done (or Ctrl-S) writes it back, Esc leaves
  /// it unchanged (asking first when it was changed), Ctrl-C quits everything.
  func openSubform(_ row: RowID) {
    guard case .presentSubform = form.tap(row) else { return }
    do {
      let nested = try form.subform(for: row)
      let title = "\(self.title) › \(form.state(of: row)?.title ?? "")"
      let session = FormTerminalSession(
        form: nested, title: title,
        options: Options(submitTitle: words.controls.done, showsProgress: options.showsProgress))
      session.isNested = true
      session.editors = editors
      session.now = now
      session.wake = wake
      child = ChildSession(session: session, row: row)
    } catch {
      show(error)
    }
  }

  func handleChildKey(_ key: Key, child: ChildSession) async {
    if key == .interrupt || key == .endOfTransmission, child.session.prompt == nil,
      child.session.picker == nil
    {
      // Ctrl-C quits the whole form, not only the nested one: ask when either has changes.
      if form.isDirty || child.session.form.isDirty {
        child.session.prompt = Prompt(question: quitQuestion, action: .quit)
      } else {
        outcome = .cancelled
      }
      return
    }
    await child.session.handle(key)
    // What the run loop does for the nested form (Ctrl-Z, Ctrl-L) it does for this session.
    if child.session.wantsSuspend {
      child.session.wantsSuspend = false
      wantsSuspend = true
    }
    if child.session.wantsFullRedraw {
      child.session.wantsFullRedraw = false
      wantsFullRedraw = true
    }
    switch child.session.outcome {
    case .submitted?:
      do {
        try form.commitSubform(child.session.form, to: child.row)
      } catch {
        show(error)
      }
      closeChild()
    case .back?:
      closeChild()
    case .cancelled?:
      closeChild()
      outcome = .cancelled
    case nil:
      break
    }
  }

  private func closeChild() {
    child = nil
    layout.invalidateAll()
  }

  // MARK: Submitting

  /// Validates the whole form (`Form.complete()`, every visible page, then waiting for
  /// asynchronous rules) and, when it is valid, ends the session with the values and request
  /// parameters. Otherwise shows the page of the first error and focuses its row, scrolled into
  /// view.
  func submit(button: String? = nil) async {
    closeDatePicker()
    let completion = form.complete()
    let report = await form.validateAll()
    guard report.isValid else {
      let first = report.firstError
      // The page holding the first error (an asynchronous rule may have found one before it).
      let row = first.flatMap(form.revealRow(for:))
      if let page = first.flatMap(form.page(of:)) ?? completion.firstErrorPage {
        show(page: page, focusing: row)
      }
      if let row, form.indexPath(of: row) != nil { setFocus(.row(row)) }
      show(words.fixThen(report.errors, key: options.submitsWithKey ? "Ctrl-S" : "Enter"), .error)
      return
    }
    endSubmitted(button: button)
  }

  /// Ends the session with the values and request parameters (validated already: by Done, or
  /// by the Next that a `TriggerAction.complete` trigger turned into the end of the form).
  func endSubmitted(button: String? = nil) {
    do {
      let parameters = try options.parameters?(form) ?? FormIOAdapter.parameters(of: form)
      outcome = .submitted(
        FormSubmission(values: FormIOAdapter.values(of: form), parameters: parameters, button: button))
    } catch {
      show(words.terminal.parametersFailed(String(describing: error)), .error)
    }
  }
}

/// What a submitted form gives: its values and its request parameters.
public struct FormSubmission: Sendable, Equatable {
  /// The values as a JSON object, by tag.
  public var values: FormValue
  /// The request parameters, as the form's mapping (or the session's hook) builds them.
  public var parameters: FormValue
  /// The tag of the button that submitted, if a button did.
  public var button: String?

  public init(values: FormValue, parameters: FormValue, button: String? = nil) {
    self.values = values
    self.parameters = parameters
    self.button = button
  }

  /// `{"parameters": …, "values": …}`: what the `formwork` command prints.
  public var jsonObject: FormValue { .object(["values": values, "parameters": parameters]) }
}
