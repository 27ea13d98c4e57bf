import Foundation

/// Everything a row definition says, with its value type erased. Rows of every kind share it, so
/// the form stores one array of nodes rather than a class hierarchy.
struct RowSpec: Sendable {
  var tag: String?
  var kind: RowKind
  /// The Swift type the row's value has; incoming values are converted through it.
  var valueType: any FormValueConvertible.Type
  var title: String
  var initialValue: FormValue = .null
  var configuration = SharedConfiguration()
  var options: OptionSource?
  var hidden: Condition = false
  var disabled: Condition = false
  var required: Condition = false
  var rules: [AnyRule] = []
  var trigger: ValidationTrigger = .onChangeAfterBlur
  /// `nil` maps the row's tag to itself; see ``parameterKey``.
  var parameter: ParameterMapping?
  var excludedFromParameters = false
  /// A path into a server response this row reads its value from on hydration.
  var source: String?
  var hiddenPolicy: HiddenValuePolicy = .omit
  var action: (@MainActor @Sendable (ButtonContext) -> Void)?
  /// Whether the title shows a required mark (the XLForm asterisk) when the row is required.
  var marksRequired = true

  init(tag: String?, kind: RowKind, valueType: any FormValueConvertible.Type, title: String) {
    self.tag = tag
    self.kind = kind
    self.valueType = valueType
    self.title = title
  }

  /// The static type of the value.
  var formValueType: FormValueType { valueType.formValueType }

  /// Converts an incoming value to the row's type, normalizing lossless spellings (`"42"` → `42`).
  func normalize(_ value: FormValue) throws -> FormValue {
    if value.isNull { return .null }
    return try valueType.init(formValue: value).formValue
  }
}

/// Row configuration shared copy-on-write: most rows keep the default, so a 10,000-row form
/// stores one configuration instead of ten thousand.
struct SharedConfiguration: Sendable {
  private final class Box: Sendable {
    let value: RowConfiguration
    init(_ value: RowConfiguration) { self.value = value }
  }

  private static let defaultBox = Box(RowConfiguration())
  private var box: Box = SharedConfiguration.defaultBox

  init() {}

  var value: RowConfiguration {
    get { box.value }
    set { box = Box(newValue) }
  }
}
