import Foundation

enum FileHandleOutput {
  static func writeToStandardError(_ string: String) {
    FileHandle.standardError.write(Data(string.utf8))
  }
}
