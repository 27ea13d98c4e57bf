#if canImport(UIKit)
  import Formwork
  import FormworkListDriver
  import UIKit

  /// A one-line text field: the text style's keyboard, capitalization, autocorrection, content
  /// type and secure entry, the return key moving to the next input, the maximum length enforced
  /// while typing and pasting.
  final class TextFieldRowView: FormRowView, UITextFieldDelegate {
    override var styledControl: UIView? { field }
    let field = FormTextField()

    override init(frame: CGRect) {
      super.init(frame: frame)
      field.font = FormAppearance.valueFont
      field.adjustsFontForContentSizeCategory = true
      field.textAlignment = .natural
      field.clearButtonMode = .whileEditing
      field.delegate = self
      field.setContentHuggingPriority(.defaultLow, for: .horizontal)
      field.addAction(UIAction { [weak self] _ in self?.textChanged() }, for: .editingChanged)
      trailing.addArrangedSubview(field)
    }

    required init?(coder: NSCoder) { fatalError("not used from nibs") }

    override func configureControl(_ cell: FormCellDescriptor, context: FormCellContext) {
      guard let text = cell.content.text else { return }
      // A reconfigure while typing must not move the caret: the driver says when the field's
      // text gives way (set by the program, cut to the maximum length), never for "1." → "1",
      // and never while an input method composes (marked text).
      if field.markedTextRange == nil,
        let replacement = context.replacementText(forField: field.text ?? "", isEditing: field.isFirstResponder)
      {
        field.text = replacement
      }
      field.placeholder = text.placeholder
      field.isEnabled = cell.content.isEnabled
      field.textColor = cell.content.isEnabled ? .label : .secondaryLabel
      field.apply(text, accessory: context.keyboardAccessory)
      describe(field, cell.content)
    }

    override func beginEditing() -> Bool { field.becomeFirstResponder() }

    /// The text changed: typed, pasted, or committed by an input method. While an input method
    /// composes (pinyin, kana: marked text), the composition is the input method's: nothing
    /// reaches the form until it is committed, then it is cut to the maximum length.
    private func textChanged() {
      guard let context, field.markedTextRange == nil else { return }
      let text = field.text ?? ""
      let limited = context.limitedText(text)
      if limited != text { field.text = limited }
      if case .replace(let text) = context.textDidChange(limited) { field.text = text }
    }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
      guard context?.shouldBeginEditing() == true else { return false }
      // Rows may have appeared after this one since it was configured.
      if let returnKey = context?.returnKey { textField.returnKeyType = returnKey.uiReturnKeyType }
      return true
    }

    func textFieldDidBeginEditing(_ textField: UITextField) { context?.didBeginEditing() }

    func textFieldDidEndEditing(_ textField: UITextField) { context?.didEndEditing() }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
      context?.returnKeyPressed()
      return false
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
      -> Bool
    {
      // A composition in progress is not cut, nor formatted: it is limited once committed, and
      // an input method's marked text reformatted mid-composition would break it.
      guard let context, textField.markedTextRange == nil, let current = textField.text,
        let swiftRange = Range(range, in: current)
      else { return true }
      let proposed = current.replacingCharacters(in: swiftRange, with: string)
      // An edit the format leaves as it is (text that does not fit, which the form refuses, or
      // the first character an input method marks) is the field's own to make.
      if let edited = context.formattedEdit(
        TextEdit(text: current, range: range.location..<(range.location + range.length), replacement: string)),
        edited.text != proposed
      {
        // The field shows the formatted text, the caret after the character typed (not after a
        // literal the format inserted); setting `text` puts the caret at the end, so it is set after.
        textField.text = edited.text
        if let caret = textField.position(from: textField.beginningOfDocument, offset: edited.caret) {
          textField.selectedTextRange = textField.textRange(from: caret, to: caret)
        }
        textChanged()
        return false
      }
      let limited = context.limitedText(proposed)
      guard limited != proposed else { return true }
      // Too long: keep what fits (typing stops at the limit, a paste is cut).
      textField.text = limited
      textChanged()
      return false
    }
  }

  /// A multi-line text area that grows with its content, with a placeholder.
  final class TextAreaRowView: FormRowView, UITextViewDelegate {
    override var styledControl: UIView? { textView }
    let textView = FormTextView()
    private let placeholder = UILabel.formLabel(FormAppearance.valueFont)
    private var fixedHeight: NSLayoutConstraint?
    private var lastHeight: CGFloat = 0

    override init(frame: CGRect) {
      super.init(frame: frame)
      textView.font = FormAppearance.valueFont
      textView.adjustsFontForContentSizeCategory = true
      textView.backgroundColor = .clear
      textView.textContainerInset = .zero
      textView.textContainer.lineFragmentPadding = 0
      textView.isScrollEnabled = false
      textView.delegate = self
      textView.translatesAutoresizingMaskIntoConstraints = false
      textView.heightAnchor.constraint(greaterThanOrEqualToConstant: 44).isActive = true
      placeholder.textColor = .placeholderText
      textView.addSubview(placeholder)
      NSLayoutConstraint.activate([
        placeholder.topAnchor.constraint(equalTo: textView.topAnchor),
        placeholder.leadingAnchor.constraint(equalTo: textView.leadingAnchor),
        placeholder.widthAnchor.constraint(equalTo: textView.widthAnchor),
      ])
      below.addArrangedSubview(textView)
    }

    required init?(coder: NSCoder) { fatalError("not used from nibs") }

    override func configureControl(_ cell: FormCellDescriptor, context: FormCellContext) {
      guard let text = cell.content.text else { return }
      if textView.markedTextRange == nil, textView.text != text.text { textView.text = text.text }
      placeholder.text = text.placeholder
      placeholder.isHidden = !text.text.isEmpty
      textView.isEditable = cell.content.isEnabled
      textView.textColor = cell.content.isEnabled ? .label : .secondaryLabel
      textView.apply(text, accessory: context.keyboardAccessory)
      // A text area that does not grow scrolls inside a fixed height.
      textView.isScrollEnabled = !text.growsWithContent
      if !text.growsWithContent, fixedHeight == nil {
        fixedHeight = textView.heightAnchor.constraint(equalToConstant: 110)
        fixedHeight?.isActive = true
      } else if text.growsWithContent {
        fixedHeight?.isActive = false
        fixedHeight = nil
      }
      describe(textView, cell.content)
    }

    override func beginEditing() -> Bool { textView.becomeFirstResponder() }

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
      context?.shouldBeginEditing() == true
    }

    func textViewDidBeginEditing(_ textView: UITextView) { context?.didBeginEditing() }

    func textViewDidEndEditing(_ textView: UITextView) { context?.didEndEditing() }

    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
      guard let context, textView.markedTextRange == nil, let swiftRange = Range(range, in: textView.text) else {
        return true
      }
      let proposed = textView.text.replacingCharacters(in: swiftRange, with: text)
      let limited = context.limitedText(proposed)
      guard limited != proposed else { return true }
      textView.text = limited
      textViewDidChange(textView)
      return false
    }

    func textViewDidChange(_ textView: UITextView) {
      placeholder.isHidden = !textView.text.isEmpty
      // As a field's: a composition reaches the form once committed, cut to the maximum length.
      if textView.markedTextRange == nil, let context {
        let limited = context.limitedText(textView.text)
        if limited != textView.text { textView.text = limited }
        if case .replace(let text) = context.textDidChange(limited) { textView.text = text }
      }
      // The list recomputes the row's height when the text gained or lost a line.
      let height = textView.sizeThatFits(CGSize(width: textView.bounds.width, height: .greatestFiniteMagnitude)).height
      if abs(height - lastHeight) > 0.5 {
        lastHeight = height
        context?.invalidateHeight()
      }
    }
  }

  /// A text field whose undo is the form's: a text field undoes typing itself, so shake to undo
  /// and ⌘Z while it has the keyboard would undo only its own typing, never the form's steps
  /// (the form records typing as steps too). The responder chain above it answers instead: the
  /// form screen's undo manager.
  final class FormTextField: UITextField {
    override var undoManager: UndoManager? { next?.undoManager ?? super.undoManager }
  }

  /// A text view whose undo is the form's, as ``FormTextField``'s.
  final class FormTextView: UITextView {
    override var undoManager: UndoManager? { next?.undoManager ?? super.undoManager }
  }

  /// The text inputs of the built-in rows: a field and a text view take a row's text traits the
  /// same way.
  @MainActor
  protocol FormTextInput: AnyObject {
    var keyboardType: UIKeyboardType { get set }
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    var autocorrectionType: UITextAutocorrectionType { get set }
    var isSecureTextEntry: Bool { get set }
    var textContentType: UITextContentType! { get set }
    var returnKeyType: UIReturnKeyType { get set }
    var inputAccessoryView: UIView? { get set }
    var isFirstResponder: Bool { get }
    func reloadInputViews()
  }

  extension UITextField: FormTextInput {}
  extension UITextView: FormTextInput {}

  extension FormTextInput {
    /// Takes a row's keyboard, capitalization, correction, secure entry, content type and return
    /// key. An input that has the keyboard reloads it when they changed, so a keyboard or a
    /// return key that changed while editing (rows appeared after this one) shows at once.
    func apply(_ text: FormTextContent, accessory: UIView?) {
      let keyboard = text.keyboard.uiKeyboardType
      let capitalization = text.autocapitalization.uiAutocapitalizationType
      let correction: UITextAutocorrectionType = text.autocorrection ? .yes : .no
      let returnKey = text.returnKey.uiReturnKeyType
      let changed =
        keyboardType != keyboard || autocapitalizationType != capitalization || autocorrectionType != correction
        || isSecureTextEntry != text.isSecure || returnKeyType != returnKey
      keyboardType = keyboard
      autocapitalizationType = capitalization
      autocorrectionType = correction
      isSecureTextEntry = text.isSecure
      textContentType = text.contentType?.uiTextContentType
      returnKeyType = returnKey
      inputAccessoryView = accessory
      if changed, isFirstResponder { reloadInputViews() }
    }
  }
#endif
