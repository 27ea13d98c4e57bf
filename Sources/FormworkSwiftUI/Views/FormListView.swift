#if canImport(SwiftUI)
  import Formwork
  import FormworkListDriver
  import SwiftUI

  /// The list of a form's shown sections. It observes the ``FormModel`` only, which republishes
  /// when sections are shown, hidden or moved (or validity changes): rows are not re-rendered by
  /// it, because every section and row view it makes compares equal to the previous one.
  @MainActor
  struct FormListView<CustomRow: View, CustomSupplementary: View>: View {
    @ObservedObject var model: FormModel
    let context: FormViewContext<CustomRow, CustomSupplementary>

    var body: some View {
      ScrollViewReader { proxy in
        container
          .background { ScrollDriver(requests: model.scrollRequests, proxy: proxy) }
      }
      .keyboardBar(model)
      .editButton(context.options.showsEditButton && model.form.hasReorderableSections)
      .modifier(NoticePresenter(notice: model.notice, presentation: context.options.denials))
    }

    @ViewBuilder private var container: some View {
      switch context.options.container {
      case .insetGroupedList:
        List { sections }
          .insetGroupedListStyle()
      case .form:
        SwiftUI.Form { sections }
      }
    }

    private var sections: some View {
      ForEach(model.sections) { section in
        FormSectionView(section: section, model: model, context: context)
      }
    }
  }

  /// One shown section: its header, its rows, its footer. It observes its ``SectionModel`` only.
  @MainActor
  struct FormSectionView<CustomRow: View, CustomSupplementary: View>: View {
    @ObservedObject var section: SectionModel
    let model: FormModel
    let context: FormViewContext<CustomRow, CustomSupplementary>

    var body: some View {
      let state = section.state
      let onDelete: ((IndexSet) -> Void)? =
        state.multivaluedOptions.contains(.delete) ? { offsets in delete(offsets) } : nil
      let onMove: ((IndexSet, Int) -> Void)? =
        state.multivaluedOptions.contains(.reorder) ? { sources, destination in move(sources, destination) } : nil
      SwiftUI.Section {
        ForEach(section.rows, id: \.self) { id in
          if let row = model.row(id) {
            FormRowView(row: row, model: model, context: context)
              .onAppear { model.rowAppeared(id) }
              .onDisappear { model.rowDisappeared(id) }
          }
        }
        .onDelete(perform: onDelete)
        .onMove(perform: onMove)
      } header: {
        if let header = state.header {
          SupplementaryView(supplementary: header, placement: .header, section: state, context: context)
        }
      } footer: {
        let issues = FormSectionIssueLine.lines(of: state, strings: FormListStrings(strings: model.form.strings))
        if let footer = state.footer, issues.isEmpty {
          SupplementaryView(supplementary: footer, placement: .footer, section: state, context: context)
        } else if !issues.isEmpty {
          VStack(alignment: .leading, spacing: 4) {
            if let footer = state.footer {
              SupplementaryView(supplementary: footer, placement: .footer, section: state, context: context)
            }
            SectionIssuesView(lines: issues, section: state)
          }
        }
      }
    }

    private func delete(_ offsets: IndexSet) {
      let rows = section.rows
      let doomed = offsets.compactMap { rows.indices.contains($0) ? rows[$0] : nil }
      model.attempt { form in
        try form.transaction {
          for row in doomed { try form.removeRow(row) }
        }
      }
    }

    private func move(_ sources: IndexSet, _ destination: Int) {
      model.moveRows(fromOffsets: sources, toOffset: destination, inSection: section.id)
    }
  }

  /// A header or footer: text, or the app's view for a custom kind.
  @MainActor
  struct SupplementaryView<CustomRow: View, CustomSupplementary: View>: View {
    let supplementary: SectionSupplementary
    let placement: SupplementaryPlacement
    let section: SectionState
    let context: FormViewContext<CustomRow, CustomSupplementary>

    var body: some View {
      switch supplementary {
      case .text(let text):
        Text(text)
      case .custom(let kind, let value):
        context.customSupplementary(
          CustomSupplementaryContext(kind: kind, value: value, placement: placement, section: section))
      }
    }
  }

  /// A section's issues under its footer ("Add at least one stop."), in the driver's words: red
  /// for an error, orange for a warning, each read with "Error" or "Warning".
  @MainActor
  struct SectionIssuesView: View {
    let lines: [FormSectionIssueLine]
    let section: SectionState

    var body: some View {
      ForEach(Array(lines.enumerated()), id: \.offset) { _, line in
        Label {
          Text(line.text)
        } icon: {
          Image(systemName: line.isError ? "exclamationmark.circle.fill" : "exclamationmark.triangle.fill")
        }
        .font(.footnote)
        .foregroundColor(line.isError ? .red : .orange)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(line.accessibilityLabel))
        .accessibilityIdentifier(Self.identifier(of: section))
      }
    }

    /// `formwork.section.<tag>.issue`, or `formwork.section.issue` for a section without a tag.
    static func identifier(of section: SectionState) -> String {
      section.tag.map { "formwork.section.\($0).issue" } ?? "formwork.section.issue"
    }
  }

  /// Scrolls the list to the rows focus moves to (they may not be on screen, so not made yet).
  @MainActor
  struct ScrollDriver: View {
    @ObservedObject var requests: ScrollRequests
    let proxy: ScrollViewProxy

    var body: some View {
      Color.clear
        .onChange(of: requests.request) { request in
          guard let request else { return }
          withAnimation { proxy.scrollTo(request.row) }
        }
    }
  }

  extension View {
    /// An Edit button in the navigation bar, which turns on the list's edit mode: iOS 15 lists
    /// move rows (`onMove`) only in edit mode.
    @ViewBuilder
    func editButton(_ shows: Bool) -> some View {
      // Linux: the SwiftUI stand-in of the tests, a model of iOS.
      #if os(iOS) || os(Linux)
        if shows {
          toolbar { ToolbarItem(placement: .navigationBarTrailing) { EditButton() } }
        } else {
          self
        }
      #else
        self
      #endif
    }

    @ViewBuilder
    func insetGroupedListStyle() -> some View {
      // Linux: the SwiftUI stand-in of the tests, a model of iOS.
      #if os(iOS) || os(visionOS) || os(Linux)
        listStyle(.insetGrouped)
      #else
        listStyle(.automatic)
      #endif
    }
  }
#endif
