#if canImport(SwiftUI)
  import Formwork
  import FormworkExamples
  import FormworkSwiftUI
  import SwiftUI

  /// A browser of Formwork's example forms: a list of ``FormworkExamples/Examples/all``, each
  /// opening its form in a ``FormworkSwiftUI/FormView`` (a ``FormworkSwiftUI/FormPagesView`` for
  /// multi-page forms).
  ///
  /// Put it at the root of a demo app:
  ///
  /// ```swift
  /// @main
  /// struct FormworkDemo: App {
  ///   var body: some Scene {
  ///     WindowGroup { FormworkExamplesView() }
  ///   }
  /// }
  /// ```
  @MainActor
  public struct FormworkExamplesView: View {
    private let examples: [ExampleForm]

    /// A browser of `examples`.
    ///
    /// - Parameter examples: The examples to list, in order; every example by default.
    public init(examples: [ExampleForm] = Examples.all) {
      self.examples = examples
    }

    /// A browser of every example in the language of `locale` (English and Simplified Chinese;
    /// see ``FormworkExamples/ExampleForm/localized(for:)``): `try FormworkExamplesView(locale: .current)`.
    ///
    /// - Throws: ``FormworkExamples/ExampleTextError`` when the language's texts cannot be read.
    public init(locale: Locale) throws {
      self.init(examples: try Examples.all(for: locale))
    }

    public var body: some View {
      if #available(iOS 16, macOS 13, tvOS 16, watchOS 9, *) {
        NavigationStack { list }
      } else {
        NavigationView { list }
          .navigationViewStyle(.stack)
      }
    }

    private var list: some View {
      List(examples) { example in
        NavigationLink {
          ExampleScreen(example: example)
        } label: {
          VStack(alignment: .leading, spacing: 2) {
            Text(example.title)
            Text(example.summary)
              .font(.footnote)
              .foregroundColor(.secondary)
            if let origin = example.origin {
              Text(origin)
                .font(.caption)
                .foregroundColor(.secondary)
            }
          }
          .padding(.vertical, 2)
        }
        .accessibilityIdentifier("formwork.example.\(example.name)")
      }
      .navigationTitle("Formwork")
    }
  }

  /// One example's form, with a menu to validate it (showing its parameters when it is valid)
  /// or reset it.
  ///
  /// ```swift
  /// NavigationStack { ExampleScreen(example: .newsletter) }
  /// ```
  @MainActor
  public struct ExampleScreen: View {
    private let example: ExampleForm
    @StateObject private var session: ExampleSession

    /// The screen of `example`; its form is made when the screen is first shown.
    public init(example: ExampleForm) {
      self.example = example
      _session = StateObject(wrappedValue: ExampleSession(example: example))
    }

    public var body: some View {
      Group {
        if let pages = session.pages {
          // A multi-page form: one step at a time, Done validates and shows the parameters.
          FormPagesView(pages: pages) { _ in session.validate() }
        } else if let model = session.model {
          FormView(model: model)
        } else {
          Text(session.failure ?? "")
            .foregroundColor(.red)
            .padding()
        }
      }
      .navigationTitle(example.title)
      .toolbar {
        ToolbarItem(placement: .primaryAction) {
          Menu {
            Button("Validate") { session.validate() }
            Button("Reset", role: .destructive) { session.reset() }
          } label: {
            Image(systemName: "checkmark.circle")
              .accessibilityLabel(Text("Actions"))
          }
          .disabled(session.model == nil)
        }
      }
      .alert(
        Text(session.result?.title ?? ""),
        isPresented: Binding(get: { session.result != nil }, set: { if !$0 { session.result = nil } })
      ) {
        Button("OK", role: .cancel) {}
      } message: {
        Text(session.result?.message ?? "")
      }
    }
  }

  /// An example's live form and the outcome of the last validation.
  @MainActor
  final class ExampleSession: ObservableObject {
    struct Result: Equatable {
      var title: String
      var message: String
    }

    let example: ExampleForm
    let model: FormModel?
    /// The pages of a multi-page example, shown by ``FormworkSwiftUI/FormPagesView``.
    let pages: FormPagesModel?
    let failure: String?
    @Published var result: Result?

    init(example: ExampleForm) {
      self.example = example
      do {
        let model = FormModel(form: try example.make())
        self.model = model
        pages = model.form.pageIDs.isEmpty ? nil : FormPagesModel(model: model)
        failure = nil
      } catch {
        model = nil
        pages = nil
        failure = "This example could not be built: \(error)"
      }
    }

    func validate() {
      guard let form = model?.form else { return }
      let report = form.validate()
      form.flush()
      guard report.isValid else {
        let lines = report.errors.map { issue in "\(form.title(of: issue)): \(issue.message)" }
        result = Result(title: "Not valid yet", message: lines.joined(separator: "\n"))
        return
      }
      do {
        let parameters = try example.parameters?(form) ?? form.parameters()
        result = Result(title: "Valid", message: parameters.jsonString(pretty: true))
      } catch {
        result = Result(title: "Valid", message: "The parameters could not be built: \(error)")
      }
    }

    func reset() {
      do {
        try model?.perform { try $0.reset() }
      } catch {
        result = Result(title: "Reset incomplete", message: "\(error)")
      }
    }
  }
#endif
