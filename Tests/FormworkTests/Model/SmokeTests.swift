import Formwork
import FormworkDiff
import Testing

@MainActor
@Suite struct SmokeTests {
  let showNext = RowKey<Bool>("showNext")
  let showSection = RowKey<Bool>("showSection")
  let name = RowKey<String>("name")

  func makeForm() throws -> Form {
    try Form {
      Section("First", tag: "first") {
        Row.switch(showNext, "Show next row")
        Row.switch(showSection, "Show next section").hidden { $0[showNext] != true }
      }
      Section("Second", tag: "second") {
        Row.name(name, "Name")
      }
      .hidden { $0[showSection] != true }
    }
  }

  @Test func switchShowsRowThenSection() throws {
    let form = try makeForm()
    #expect(form.snapshot.sectionCount == 1)
    #expect(form.snapshot.rows(inSection: 0).count == 1)
    form[showNext] = true
    let update = try #require(form.flush())
    #expect(update.snapshot.rows(inSection: 0).count == 2)
    form[showSection] = true
    let second = try #require(form.flush())
    #expect(second.snapshot.sectionCount == 2)
    form[showNext] = false
    let third = try #require(form.flush())
    // Hiding showSection's row does not change its value: the section stays.
    #expect(third.snapshot.sectionCount == 2)
    #expect(third.snapshot.rows(inSection: 0).count == 1)
  }

  @Test func duplicateTagsAreReportedWithBothPlaces() {
    #expect(throws: FormDefinitionError.self) {
      try Form {
        Section("A") { Row.text(name, "One") }
        Section("B") { Row.text(name, "Two") }
      }
    }
  }
}
