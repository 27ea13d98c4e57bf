extension FormError.Code {
  /// Input gives one row two values (a flat `"a.b"` key and a nested `{"a": {"b": …}}`).
  public static let duplicateKey = FormError.Code(rawValue: "duplicateKey")
  /// A draft is not one ``Form/draft()`` made.
  public static let invalidDraft = FormError.Code(rawValue: "invalidDraft")
}

/// Every problem found in values given to a form; the form was left unchanged.
///
/// Setting values from a dictionary, JSON or a draft checks all of them first: unknown keys and
/// values of the wrong type are all reported, each with its row's tag and its path in the input,
/// and nothing is applied unless everything is good.
///
/// ```swift
/// do {
///   try form.setValues(json: #"{"age": "abc", "nmae": "Ada"}"#)
/// } catch let error as FormInputError {
///   for problem in error.errors { print(problem) }
///   // row 'age', at $.age: typeMismatch: expected int, found string "abc"
///   // row 'nmae', at $.nmae: unknownKey: no row has the tag 'nmae' (did you mean 'name'?)
/// }
/// ```
public struct FormInputError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The problems, in the order of their paths in the input.
  public var errors: [FormError]

  /// An error listing `errors`.
  public init(_ errors: [FormError]) { self.errors = errors }

  public var description: String {
    "invalid form input, nothing was changed (\(errors.count) problem\(errors.count == 1 ? "" : "s")):\n"
      + errors.map { "  - \($0)" }.joined(separator: "\n")
  }
}
