#if canImport(UIKit)
  import Foundation
  import Testing

  /// The Apple targets' source folders hold real Swift files only: a zero-byte file literally
  /// named `*.swift` (a shell glob that matched nothing) compiles to nothing and hides in reviews.
  @Suite("Source tree of the Apple targets")
  struct SourceTreeTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test(
      "no empty or glob-named Swift files",
      arguments: ["FormworkUIKit", "FormworkSwiftUI", "FormworkUIKitExamples", "FormworkSwiftUIExamples"])
    func noPlaceholderFiles(target: String) throws {
      let folder = Self.packageRoot.appendingPathComponent("Sources/\(target)")
      let files = try #require(
        FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.fileSizeKey]),
        "the sources of \(target) are not at \(folder.path)")
      var swiftFiles = 0
      for case let url as URL in files where url.pathExtension == "swift" {
        swiftFiles += 1
        let name = url.lastPathComponent
        #expect(!name.contains("*") && !name.contains("?"), "\(url.path) is named like a shell glob")
        let size = try url.resourceValues(forKeys: [.fileSizeKey]).fileSize ?? 0
        #expect(size > 0, "\(url.path) is empty")
      }
      #expect(swiftFiles > 0, "no Swift file found under \(folder.path)")
    }
  }
#endif
