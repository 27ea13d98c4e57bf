extension Form {
  /// Builds a form from sections with an edit policy from the start: a read-only review, or a
  /// form whose locked rows come with its definition (a schema's `readOnly` and `locked`).
  ///
  /// ```swift
  /// let review = try Form(sections: sections, editPolicy: .readOnly(except: ["remarks"]))
  /// ```
  ///
  /// - Throws: `FormDefinitionError`, as ``init(sections:context:)``.
  public convenience init(
    sections: consuming [Section], context: [String: FormValue] = [:], editPolicy: EditPolicy
  ) throws {
    try self.init(sections: Self.take(&sections, leaving: []), context: context)
    guard !editPolicy.isUnrestricted else { return }
    self.editPolicy = editPolicy
    // NB: property observers do not run inside an initializer.
    editPolicyChanged()
  }
}
