extension Form {
  /// Puts every row back to its initial value and forgets validation state (shown issues, which
  /// rows were edited, whether a submit was attempted). Multivalued sections get their initial
  /// rows back.
  ///
  /// ```swift
  /// try form.reset()   // "Clear form"
  /// ```
  ///
  /// - Throws: `FormDefinitionError` when an initial row of a multivalued section can no longer
  ///   join the form (its condition reads a row removed since, or closes a cycle), as adding it
  ///   would; that row is left out, and everything else is reset.
  /// - Complexity: O(*n* + *c*) for *n* rows and the *c* conditions the reset affects.
  public func reset() throws {
    var problems: [FormError] = []
    history.nameNextStep(validationMessages.historyReset)
    change {
      for section in storage.sections where section.spec.multivalued != nil {
        for row in section.rows {
          section.rows.removeAll { $0 === row }
          detach(row: row)
        }
        for spec in section.spec.rows {
          do {
            _ = try insertRow(spec, in: section, at: section.rows.count)
          } catch let error as FormDefinitionError {
            problems += error.errors
          } catch {
            problems.append(
              FormError(.invalidEdit, Self.message(of: error), at: FormErrorLocation(section: section.spec.tag)))
          }
        }
        markStructureChanged(in: section)
      }
      forgetSubmitAttempt()
      for row in storage.orderedRows where row.spec.kind.acceptsInput {
        row.hasBlurred = false
        // Not an edit: a reset row shows nothing until it is changed again.
        commitValue(row.spec.initialValue, to: row, origin: .program, isEdit: false)
        row.wasEdited = false
        row.inputText = nil
        row.inputError = nil
        clearIssues(of: row)
      }
      for section in storage.sections { setIssues([], of: section) }
      // Defaults are worked out again from the reset values (and the current context).
      applyDefaultValues()
    }
    if !problems.isEmpty { throw FormDefinitionError(problems) }
  }
}
