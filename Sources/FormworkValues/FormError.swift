/// A problem Formwork found, with where it happened.
///
/// Every bad input — a duplicate tag, a wrong type on hydration, text in a number row, an unknown
/// function in a condition — is reported as a `FormError` and changes nothing. Switch on ``code``
/// to react to a kind of problem; show ``description`` to a developer.
///
/// ```swift
/// do {
///   try form.setValue(.string("abc"), forTag: "age")
/// } catch let error as FormError where error.code == .typeMismatch {
///   print(error)  // row 'age': type mismatch: expected int, found string "abc"
/// }
/// ```
public struct FormError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What kind of problem this is. New codes may be added; switch with a `default`.
  public struct Code: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }

    /// Two rows (or sections) share a tag.
    public static let duplicateTag = Code(rawValue: "duplicateTag")
    /// Two rows or sections share an identity.
    public static let duplicateIdentity = Code(rawValue: "duplicateIdentity")
    /// No row or section has this tag.
    public static let unknownTag = Code(rawValue: "unknownTag")
    /// No row or section of the form has this identity (it was removed, or belongs to another form).
    public static let unknownIdentity = Code(rawValue: "unknownIdentity")
    /// The section exists but is not shown now (hidden, or not delivered to renderers yet).
    public static let sectionNotShown = Code(rawValue: "sectionNotShown")
    /// A value's type is not the row's type.
    public static let typeMismatch = Code(rawValue: "typeMismatch")
    /// Input names a key no row maps.
    public static let unknownKey = Code(rawValue: "unknownKey")
    /// Text typed into a number row does not parse.
    public static let invalidNumber = Code(rawValue: "invalidNumber")
    /// Text typed into a date row does not parse.
    public static let invalidDate = Code(rawValue: "invalidDate")
    /// A condition expression does not tokenize, parse or type-check.
    public static let invalidExpression = Code(rawValue: "invalidExpression")
    /// Conditions depend on each other in a cycle.
    public static let dependencyCycle = Code(rawValue: "dependencyCycle")
    /// Two rows write the same request parameter key.
    public static let duplicateParameterKey = Code(rawValue: "duplicateParameterKey")
    /// JSON text is malformed.
    public static let invalidJSON = Code(rawValue: "invalidJSON")
    /// A value could not be decoded into the requested Swift type.
    public static let decodingFailed = Code(rawValue: "decodingFailed")
    /// A validation rule was configured with bad arguments (an unsafe pattern, an empty range…).
    public static let invalidRule = Code(rawValue: "invalidRule")
    /// A structural edit was impossible (an index out of range, a row that belongs elsewhere…).
    public static let invalidEdit = Code(rawValue: "invalidEdit")
    /// A row's setting cannot work (a stepper step of 0, a negative `maxCharacters`, a minute
    /// interval that does not divide 60, two options with one value).
    public static let invalidSetting = Code(rawValue: "invalidSetting")
    /// A form schema is malformed.
    public static let invalidSchema = Code(rawValue: "invalidSchema")
    /// A Swift value could not be encoded as a ``FormValue`` (an infinite `Double`, say).
    public static let encodingFailed = Code(rawValue: "encodingFailed")
    /// A value path (a row's source path, a parameter key) is malformed.
    public static let invalidPath = Code(rawValue: "invalidPath")
  }

  /// The kind of problem.
  public var code: Code
  /// What went wrong, for a developer.
  public var message: String
  /// Where it happened.
  public var location: FormErrorLocation

  public init(_ code: Code, _ message: String, at location: FormErrorLocation = .init()) {
    self.code = code
    self.message = message
    self.location = location
  }

  public var description: String {
    let place = location.description
    return place.isEmpty ? "\(code): \(message)" : "\(place): \(code): \(message)"
  }
}

/// Where a ``FormError`` happened: a row, a section, a path in JSON input, a column in an expression.
public struct FormErrorLocation: Sendable, Hashable, CustomStringConvertible {
  /// The tag of the row (or section) concerned.
  public var tag: String?
  /// The section, by tag or by position ("section 2") when it has no tag.
  public var section: String?
  /// A path in structured input, such as `$.applicant.name` or a parameter key path.
  public var path: String?
  /// Which part of the row: "hidden condition", "rule email", "parameter"…
  public var part: String?
  /// A 1-based column in an expression or a line of text.
  public var column: Int?
  /// A 1-based line in multi-line input.
  public var line: Int?

  public init(
    tag: String? = nil, section: String? = nil, path: String? = nil, part: String? = nil,
    column: Int? = nil, line: Int? = nil
  ) {
    self.tag = tag
    self.section = section
    self.path = path
    self.part = part
    self.column = column
    self.line = line
  }

  /// A location naming a row by tag.
  public static func row(_ tag: String, part: String? = nil) -> FormErrorLocation {
    FormErrorLocation(tag: tag, part: part)
  }

  public var description: String {
    var pieces: [String] = []
    if let tag { pieces.append("row '\(tag)'") }
    if let section { pieces.append("section '\(section)'") }
    if let path { pieces.append("at \(path)") }
    if let part { pieces.append(part) }
    if let line { pieces.append("line \(line)") }
    if let column { pieces.append("column \(column)") }
    return pieces.joined(separator: ", ")
  }
}

/// All the problems found while building or checking a form definition.
///
/// A form definition is checked as a whole, so one failed build reports every duplicate tag,
/// unknown reference and bad expression at once rather than the first one only.
public struct FormDefinitionError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The problems, in the order the definition declares the places they concern.
  public var errors: [FormError]

  public init(_ errors: [FormError]) { self.errors = errors }

  public var description: String {
    "invalid form definition (\(errors.count) problem\(errors.count == 1 ? "" : "s")):\n"
      + errors.map { "  - \($0)" }.joined(separator: "\n")
  }
}
