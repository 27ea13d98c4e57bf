import Foundation

extension Form {
  /// Builds a form that speaks `locale`'s language: built-in validation messages, undo step
  /// names and the words renderers add, with numbers and dates in the locale's formats.
  ///
  /// ```swift
  /// let form = try Form(locale: Locale(identifier: "zh_CN")) {
  ///   Section { Row.email(email, "邮箱").rules(.required, .email) }
  /// }
  /// form.validate().firstError?.message  // "邮箱为必填项。"
  /// ```
  ///
  /// - Parameters:
  ///   - locale: The form's ``locale``.
  ///   - context: Initial context values for conditions.
  ///   - sections: The sections, from the ``FormBuilder`` DSL.
  /// - Throws: `FormDefinitionError`, as ``init(context:_:)``.
  public convenience init(
    locale: Locale, context: [String: FormValue] = [:], @FormBuilder _ sections: () -> [Section]
  ) throws {
    try self.init(sections: sections(), context: context, locale: locale)
  }

  /// Builds a form from sections made elsewhere (schemas, loops), in `locale`.
  public convenience init(sections: [Section], context: [String: FormValue] = [:], locale: Locale) throws {
    try self.init(sections: sections, context: context)
    self.locale = locale
    localeChanged()
  }

  /// The built-in strings in the form's language (``locale``): what renderers show around the
  /// rows, so a form reads in one language everywhere.
  ///
  /// ```swift
  /// doneButton.title = form.strings.controls.done
  /// status.text = form.strings.counts.problems(report.errors.count)
  /// ```
  public var strings: FormStrings { FormStrings(locale: locale) }

  /// Follows a new ``locale``: the built-in validation messages switch language (those the app
  /// replaced stay), issues already shown are worded again, every shown row is reconfigured
  /// (its value is displayed the new locale's way), and problems of the language's string
  /// table are reported in ``diagnostics``.
  func localeChanged() {
    validationMessages.formLocaleChanged(to: locale)
    for problem in FormStrings.problems(of: FormLanguage(locale: locale)) {
      report(FormError(.missingString, problem.description))
    }
    change {
      // Localized texts pick their variant again; texts inserting numbers format them anew.
      engine.invalidate(engine.localeReaders)
      for row in storage.orderedRows where !row.isHidden {
        if !row.issues.isEmpty { runRules(of: row, reveal: .alreadyShown) }
        markReconfigure(row)
      }
      // Sections' shown issues are worded again (the same rules), and a full list's Add row
      // says why in the new language.
      for section in storage.sections where !section.issues.isEmpty {
        let shown = Set(section.issues.map(\.rule))
        setIssues(evaluateRules(of: section).filter { shown.contains($0.rule) }, of: section)
      }
      applyPolicyToAddRows(storage.sections.filter { $0.addRow != nil })
      retitleAddRows()
    }
  }
}

extension FormError.Code {
  /// A built-in string is missing from its language's table, or does not fit English; it is
  /// shown in English. See `FormStrings.problems`.
  public static let missingString = FormError.Code(rawValue: "missingString")
}
