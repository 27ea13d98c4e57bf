#if canImport(UIKit)
  import Formwork
  import FormworkListDriver
  import UIKit

  /// The Tab and Shift-Tab actions of form screens.
  @MainActor
  protocol FormTabResponder {
    /// Tab: the next input, or the first when none has focus.
    func focusNextInput()
    /// Shift-Tab: the previous input.
    func focusPreviousInput()
  }

  /// What the form screens share: the list filling the view, the focused row kept above the
  /// keyboard, edit mode with an edit button when a multivalued section can be reordered, denial
  /// banners, and Tab / Shift-Tab moving between inputs. Use ``FormViewController`` (a table) or
  /// ``FormCollectionViewController`` (a collection view).
  @MainActor
  public class FormScreenViewController: UIViewController, FormTabResponder {
    /// The form shown.
    public let form: Form
    /// The custom cells and header views of this screen.
    public var cells: FormCellRegistry { listAdapter.cells }
    /// The driver: keyboard navigation, list events, reload threshold.
    public var driver: FormListDriver { listAdapter.driver }

    private let listAdapter: FormListAdapter
    private let list: UIScrollView
    private var avoider: FormKeyboardAvoider?
    /// The form's history as the responder chain's undo manager: shake to undo, ⌘Z / ⇧⌘Z, the
    /// undo buttons of the keyboard's shortcut bar.
    private let formUndoManager = UndoManager()
    private var undoBridge: FormUndoBridge<UndoManager>?

    init(form: Form, list: UIScrollView, adapter: FormListAdapter) {
      self.form = form
      self.list = list
      listAdapter = adapter
      super.init(nibName: nil, bundle: nil)
      adapter.coordinator.presenter = self
      undoBridge = FormUndoBridge(form: form, undoManager: formUndoManager)
    }

    /// The form's undo history (see `FormUndoBridge`).
    public override var undoManager: UndoManager? { formUndoManager }

    /// Shake to undo reaches the screen's undo manager when nothing else has focus.
    public override var canBecomeFirstResponder: Bool { true }

    @available(*, unavailable, message: "create a form screen with its form")
    public required init?(coder: NSCoder) { fatalError("create a form screen with its form") }

    public override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemGroupedBackground
      list.backgroundColor = .systemGroupedBackground
      view.addFilling(list)
      avoider = FormKeyboardAvoider(scrollView: list) { [weak listAdapter] in
        listAdapter?.scrollFocusedRowToVisible()
      }
      // Rows of multivalued sections that can be reordered move in edit mode.
      if form.hasReorderableSections, navigationItem.rightBarButtonItem == nil {
        navigationItem.rightBarButtonItem = editButtonItem
      }
    }

    /// On screen with no field focused, the screen is the first responder: shake to undo and ⌘Z
    /// reach its undo manager (the form's history).
    public override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      if form.focusedRow == nil { _ = becomeFirstResponder() }
    }

    public override func setEditing(_ editing: Bool, animated: Bool) {
      super.setEditing(editing, animated: animated)
      listAdapter.setEditing(editing, animated: animated)
    }

    /// Shows a short message that does not block the screen (why a row cannot be edited).
    public func showDenial(_ message: String) {
      FormBanner.show(message, in: view)
    }

    // MARK: Hardware keyboard

    /// Undoes the form's last step (⌘Z).
    func undoFormStep() { formUndoManager.undo() }

    /// Redoes the form's last undone step (⇧⌘Z).
    func redoFormStep() { formUndoManager.redo() }

    /// Tab: the next input, or the first when none has focus.
    func focusNextInput() { driver.tabForward() }

    /// Shift-Tab: the previous input.
    func focusPreviousInput() { driver.tabBackward() }

    // NB: key commands take an Objective-C selector even in their iOS 15 form
    // (`UIKeyCommand(title:image:action:input:modifierFlags:...)`): they exist where the
    // Objective-C runtime does.
    #if canImport(ObjectiveC)
      /// Tab and Shift-Tab move between the form's inputs (`FormListDriver.tabForward()` /
      /// `FormListDriver.tabBackward()`) rather than through the system's focus groups.
      public override var keyCommands: [UIKeyCommand]? {
        let forward = UIKeyCommand(input: "\t", modifierFlags: [], action: #selector(tabForwardCommand))
        forward.discoverabilityTitle = driver.strings.next
        let backward = UIKeyCommand(input: "\t", modifierFlags: .shift, action: #selector(tabBackwardCommand))
        backward.discoverabilityTitle = driver.strings.previous
        forward.wantsPriorityOverSystemBehavior = true
        backward.wantsPriorityOverSystemBehavior = true
        var commands = [forward, backward]
        if form.canUndo {
          let undo = UIKeyCommand(input: "z", modifierFlags: .command, action: #selector(undoCommand))
          // "Undo Typing" in the system's words (the bridge names the step in the form's).
          undo.discoverabilityTitle = formUndoManager.undoMenuItemTitle
          commands.append(undo)
        }
        if form.canRedo {
          let redo = UIKeyCommand(input: "z", modifierFlags: [.command, .shift], action: #selector(redoCommand))
          redo.discoverabilityTitle = formUndoManager.redoMenuItemTitle
          commands.append(redo)
        }
        return commands
      }

      @objc private func undoCommand() { undoFormStep() }

      @objc private func redoCommand() { redoFormStep() }

      @objc private func tabForwardCommand() { focusNextInput() }

      @objc private func tabBackwardCommand() { focusPreviousInput() }
    #endif
  }
#endif
