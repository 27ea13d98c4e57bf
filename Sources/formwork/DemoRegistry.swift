import Formwork
import Foundation

/// What the CLI lends the schemas it runs and checks by name, so sample schemas can show the
/// registry: a custom kind, a synchronous and an asynchronous rule, a section rule, an option
/// loader, actions.
enum DemoRegistry {
  // The sample rules' messages in the languages the terminal speaks, as an app would give them.
  private static let taken: FormText = .localized([
    "en": "This name is taken.", "de": "Dieser Name ist vergeben.", "fr": "Ce nom est déjà pris.",
    "es": "Ese nombre ya está en uso.", "pt-BR": "Esse nome já está em uso.", "ja": "この名前は使用されています。",
    "ko": "이미 사용 중인 이름입니다.", "zh-Hans": "该名称已被占用。", "zh-Hant": "該名稱已被使用。", "ar": "هذا الاسم مستخدم.",
  ])
  private static let noSpaces: FormText = .localized([
    "en": "No spaces, please", "de": "Bitte ohne Leerzeichen", "fr": "Pas d’espaces, s’il vous plaît",
    "es": "Sin espacios, por favor", "pt-BR": "Sem espaços, por favor", "ja": "スペースは使えません",
    "ko": "공백 없이 입력해 주세요", "zh-Hans": "请不要包含空格", "zh-Hant": "請不要包含空格", "ar": "من فضلك بدون مسافات",
  ])
  private static let someChecked: FormText = .localized([
    "en": "Check at least one box.", "de": "Kreuzen Sie mindestens ein Kästchen an.", "fr": "Cochez au moins une case.",
    "es": "Marque al menos una casilla.", "pt-BR": "Marque pelo menos uma caixa.", "ja": "少なくとも1つチェックしてください。",
    "ko": "하나 이상 선택해 주세요.", "zh-Hans": "请至少勾选一项。", "zh-Hant": "請至少勾選一項。", "ar": "حدِّد مربعًا واحدًا على الأقل.",
  ])

  static let registry: FormSchemaRegistry = {
    var registry = FormSchemaRegistry()
    // `custom:rating`: a whole number of stars (the terminal edits it as a number).
    registry.registerRowKind("rating", valueType: Int.self)
    // `usernameAvailable`: a stand-in for a server call, answering after a short wait.
    registry.registerRule(
      "usernameAvailable",
      Rule<String>.async("usernameAvailable", debounce: 0.3) { name in
        try? await Task.sleep(nanoseconds: 200_000_000)
        return takenNames.contains(name.lowercased()) ? "'\(name)' is taken" : nil
      }
      .message(taken))
    registry.registerRule(
      "noSpaces",
      Rule<String>.custom("noSpaces", message: "No spaces, please") { text, _ in !(text ?? "").contains(" ") }
        .message(noSpaces)
    )
    // `someChecked`: a section rule, "at least one of these boxes".
    registry.registerSectionRule(
      "someChecked",
      .custom("someChecked", message: "Check at least one box.") { section in section.values.contains(.bool(true)) }
        .message(someChecked))
    // `banks`: options a server would send, loaded when the selector first opens.
    registry.registerOptionLoader("banks") {
      [
        SelectorOption("icbc", "ICBC"), SelectorOption("abc", "Agricultural Bank of China"),
        SelectorOption("boc", "Bank of China"), SelectorOption("ccb", "China Construction Bank"),
      ]
    }
    // Button actions: validate the whole form (issues appear on every row), or start over.
    registry.registerAction("validate") { context in
      let report = context.form.validate()
      showCheck?(report)
    }
    registry.registerAction("reset") { context in
      do {
        try context.form.reset()
      } catch {
        printError("reset: \(error)")
      }
    }
    return registry
  }()

  /// Where the `validate` action says what it found: the session on screen (the interactive
  /// commands set it while a form runs); headless runs have none.
  @MainActor static var showCheck: ((ValidationReport) -> Void)?

  static let takenNames: Set<String> = ["admin", "root", "ada"]
}
