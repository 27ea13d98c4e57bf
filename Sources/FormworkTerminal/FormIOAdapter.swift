import Formwork

// THE ONE FILE TO SWITCH when Formwork's values-out / answers-in API lands:
//   values(of:)       → form.valueObject()          (hidden-value policies, nested keys)
//   parameters(of:)   → try form.parameters()       (the rows' parameter mappings)
//   hydrate(_:from:)  → try form.hydrate(from:) / form.setValues(json:)
// Until then these approximations read what the model exposes today. Nothing else in
// FormworkTerminal reads or writes values in bulk.

/// Values in and out of a form for the terminal renderer and the headless driver.
@MainActor
package enum FormIOAdapter {
  /// The form's values as a JSON object by tag: tagged rows holding input, hidden rows left out
  /// (the default hidden-value policy).
  package static func values(of form: Form) -> FormValue {
    var members: [String: FormValue] = [:]
    for row in form.rowIDs {
      guard let state = form.state(of: row), let tag = state.tag, state.kind.acceptsInput || state.kind == .info,
        !form.isHidden(row)
      else { continue }
      if state.kind == .info, state.value.isNull { continue }
      members[tag] = state.value
    }
    for section in form.sectionIDs {
      // Multivalued sections give a list of their rows' values under the section's tag.
      guard let state = form.sectionState(of: section), let tag = state.tag, !state.multivaluedOptions.isEmpty,
        !form.isHidden(section: section)
      else { continue }
      members[tag] = .list(form.rowIDs(inSection: section).compactMap { form.state(of: $0)?.value })
    }
    return .object(members)
  }

  /// The request parameters. Today: the values, until the parameter mappings are readable.
  package static func parameters(of form: Form) throws -> FormValue {
    values(of: form)
  }

  /// Fills the form from a server response: each member whose name is a row's tag.
  package static func hydrate(_ form: Form, from response: FormValue) throws {
    guard case .object(let members) = response else {
      throw FormError(.typeMismatch, "a hydration sample must be a JSON object", at: FormErrorLocation(path: "$"))
    }
    try form.transaction {
      for (tag, value) in members.sorted(by: { $0.key < $1.key }) where form.rowID(forTag: tag) != nil {
        try form.setValue(value, forTag: tag, origin: .hydration)
      }
    }
  }
}
