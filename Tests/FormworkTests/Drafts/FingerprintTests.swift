import Formwork
import Foundation
import Testing

@MainActor
@Suite struct FingerprintTests {
  func makeForm(ageIsText: Bool = false, title: String = "Email") throws -> Form {
    try Form {
      Section("Account") {
        Row.email(RowKey<String>("email"), title)
        if ageIsText {
          Row.text(RowKey<String>("age"), "Age")
        } else {
          Row.integer(RowKey<Int>("age"), "Age")
        }
        Row.button("Send", tag: "send") { _ in }
        Row.label("A note holds no value", tag: "note")
      }
      Section.multivalued(SectionKey<String>("phones"), "Phones") { Row.phone(nil, "Phone") }
    }
  }

  @Test func entriesNameWhatTheValuesDependOn() throws {
    let fingerprint = try makeForm().fingerprint
    #expect(
      fingerprint.entries == [
        "email": .init(kind: "email", valueType: "string"),
        "age": .init(kind: "integer", valueType: "int"),
        "phones": .init(kind: "phone", valueType: "string", isMultivalued: true),
      ])
    #expect(fingerprint.entries["phones"]?.description == "multivalued phone: string")
  }

  @Test func theDigestIsStableAcrossLaunches() throws {
    // Pinned, and computed independently (FNV-1a 64 over the length-prefixed fields in Python):
    // Swift's `Hasher` is seeded per process, this digest must never be.
    #expect(try makeForm().fingerprint.digest == "fnv1a64:a1272cdcb4d26cc4")
    #expect(FormFingerprint(entries: [:]).digest == "fnv1a64:cbf29ce484222325")
  }

  @Test func typesAndTagsChangeTheDigestTitlesDoNot() throws {
    let base = try makeForm().fingerprint.digest
    #expect(try makeForm(title: "E-mail address").fingerprint.digest == base)
    #expect(try makeForm(ageIsText: true).fingerprint.digest != base)
    let moved = FormFingerprint(entries: ["a": .init(kind: "text", valueType: "string")])
    let renamed = FormFingerprint(entries: ["b": .init(kind: "text", valueType: "string")])
    #expect(moved.digest != renamed.digest)
    // Length prefixes keep fields apart: moving text from one field to the next changes the digest.
    let split1 = FormFingerprint(entries: ["ab": .init(kind: "c", valueType: "d")])
    let split2 = FormFingerprint(entries: ["a": .init(kind: "bc", valueType: "d")])
    #expect(split1.digest != split2.digest)
  }

  @Test func draftsCarryTheFingerprint() throws {
    let form = try makeForm()
    let stored = form.draft()["fingerprint"]
    #expect(stored?["digest"] == .string(form.fingerprint.digest))
    #expect(stored?["tags"]?["age"] == ["kind": "integer", "type": "int"])
    #expect(stored?["tags"]?["phones"] == ["kind": "phone", "type": "string", "multivalued": true])
  }
}
