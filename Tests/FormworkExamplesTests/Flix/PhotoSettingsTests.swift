import Formwork
import FormworkExamples
import FormworkTestSupport
import Testing

/// Flix's photo settings: a section hidden while uploads are off, its values kept meanwhile.
@MainActor
@Suite struct PhotoSettingsTests {
  typealias Keys = ExampleForm.PhotoSettingsKeys

  @Test func uploadSectionHidesWithUploadsAndComesBackWithItsValues() throws {
    let form = try ExampleForm.photoSettings.make()
    let screen = UpdateRecorder(form)
    #expect(screen.visibleSections == ["icloud", "upload", "sharing"])
    form[Keys.quality] = .original
    form[Keys.cellular] = true
    screen.flush()

    form.tap(try row(Keys.uploads, in: form))
    let hidden = try #require(screen.flush())
    #expect(hidden.list.stages.flatMap(\.sectionDeletes) == [1])
    #expect(hidden.list.stages.flatMap(\.itemDeletes).isEmpty, "the section goes whole")
    #expect(screen.visibleSections == ["icloud", "sharing"])
    #expect(form.values() == ["uploads": false, "sharedAlbums": true], "hidden settings are left out")
    #expect(form[Keys.quality] == .original, "…but kept")

    form.tap(try row(Keys.uploads, in: form))
    let shown = try #require(screen.flush())
    #expect(shown.list.stages.flatMap(\.sectionInserts) == [1])
    #expect(form.values()["quality"] == "original")
    #expect(form.values()["cellular"] == true)
  }

  @Test func qualityIsRequiredOnlyWhileItShows() throws {
    let form = try ExampleForm.photoSettings.make()
    form[Keys.quality] = nil
    #expect(failingTags(form.validate()) == ["quality"])
    form[Keys.uploads] = false
    #expect(form.validate().isValid)
    #expect(form.isValid)
  }

  @Test func choicesOfferTheirTitlesAndStoreTheirValues() throws {
    let form = try ExampleForm.photoSettings.make()
    let quality = try row(Keys.quality, in: form)
    #expect(form.tap(quality) == .presentOptions(.push, multiple: false))
    #expect(form.state(of: quality)?.displayValue == "High efficiency")
    try form.choose("mostCompatible", for: quality)
    #expect(form[Keys.quality] == .mostCompatible)
    let storage = try row(Keys.storage, in: form)
    try form.step(storage, by: 1)
    #expect(form[Keys.storage] == .keepOriginals)
    #expect(throws: FormError.self) { try form.choose("lossy", for: quality) }
  }
}
