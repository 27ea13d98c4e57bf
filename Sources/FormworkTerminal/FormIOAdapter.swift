import Formwork

/// Values in and out of a form for the terminal renderer and the headless driver: Formwork's own
/// values-out and hydration API, in one place.
@MainActor
package enum FormIOAdapter {
  /// The form's values as a JSON object, honouring each row's hidden-value policy.
  package static func values(of form: Form) -> FormValue {
    form.valueObject()
  }

  /// The request parameters, from the rows' parameter mappings.
  package static func parameters(of form: Form) throws -> FormValue {
    try form.parameters()
  }

  /// Fills the form from a server response: rows with a source path read it, others their tag.
  ///
  /// - Throws: ``FormDefinitionError`` listing the problems (type mismatches…) when any value
  ///   could not be applied; the values that could are applied.
  package static func hydrate(_ form: Form, from response: FormValue) throws {
    let report = form.hydrate(from: response, matching: .sourcePathsOrTags)
    if report.hasProblems { throw FormDefinitionError(report.problems) }
  }
}
