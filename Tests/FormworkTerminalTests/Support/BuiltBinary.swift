import Foundation

/// Finds the `formwork` executable this package builds, for tests that run the real binary.
///
/// `swift test` builds every product, so the binary sits next to the test bundle in the build
/// folder; when it does not (a filtered or custom build), it is built once with `swift build`.
enum BuiltBinary {
  /// The package's root, from this file's place in `Tests/FormworkTerminalTests/Support/`.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The binary, or why it cannot be found.
  static let formwork: Result<URL, BinaryError> = locate()

  struct BinaryError: Error, CustomStringConvertible {
    var description: String
  }

  private static func locate() -> Result<URL, BinaryError> {
    let fileManager = FileManager.default
    // The test bundle lives in the build folder: .build/<triple>/debug/FormworkPackageTests.xctest
    var candidates: [URL] = []
    for start in [URL(fileURLWithPath: CommandLine.arguments.first ?? ""), Bundle.main.bundleURL] {
      var directory = start.deletingLastPathComponent()
      for _ in 0..<4 {
        candidates.append(directory.appendingPathComponent("formwork"))
        directory = directory.deletingLastPathComponent()
      }
    }
    if let found = candidates.first(where: { fileManager.isExecutableFile(atPath: $0.path) }) { return .success(found) }
    // Not built yet: build it, then ask where it went.
    let build = run("swift", ["build", "--product", "formwork"], in: packageRoot)
    guard build.status == 0 else { return .failure(BinaryError(description: "swift build failed:\n\(build.output)")) }
    let path = run("swift", ["build", "--show-bin-path"], in: packageRoot)
    let binary = URL(fileURLWithPath: path.output.trimmingCharacters(in: .whitespacesAndNewlines))
      .appendingPathComponent("formwork")
    guard fileManager.isExecutableFile(atPath: binary.path) else {
      return .failure(BinaryError(description: "no formwork binary at \(binary.path)"))
    }
    return .success(binary)
  }

  /// Runs a program found on the PATH and returns its exit status and combined output.
  @discardableResult
  static func run(_ program: String, _ arguments: [String], in directory: URL? = nil, input: String? = nil)
    -> (status: Int32, output: String)
  {
    let result = runSeparately(program, arguments, in: directory, input: input)
    return (result.status, result.standardOutput + result.standardError)
  }

  /// Runs a program and returns its exit status, standard output and standard error.
  ///
  /// - Parameter capturesOutput: `false` sends output to /dev/null: needed for programs that
  ///   leave a daemon holding their output open (`tmux new-session`), which would never give EOF.
  static func runSeparately(
    _ program: String, _ arguments: [String], in directory: URL? = nil, input: String? = nil,
    capturesOutput: Bool = true
  ) -> (status: Int32, standardOutput: String, standardError: String) {
    let process = Process()
    if program.hasPrefix("/") {
      process.executableURL = URL(fileURLWithPath: program)
      process.arguments = arguments
    } else {
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = [program] + arguments
    }
    if let directory { process.currentDirectoryURL = directory }
    let output = Pipe()
    let error = Pipe()
    let standardInput = Pipe()
    process.standardInput = standardInput
    if capturesOutput {
      process.standardOutput = output
      process.standardError = error
    } else {
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
    }
    do {
      try process.run()
    } catch {
      return (-1, "", "cannot run \(program): \(error)")
    }
    guard capturesOutput else {
      try? standardInput.fileHandleForWriting.close()
      process.waitUntilExit()
      return (process.terminationStatus, "", "")
    }
    if let input { standardInput.fileHandleForWriting.write(Data(input.utf8)) }
    try? standardInput.fileHandleForWriting.close()
    // Read both pipes before waiting, so a chatty program cannot block on a full pipe.
    let outData = output.fileHandleForReading.readDataToEndOfFile()
    let errData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
  }

  /// The full path of a program on the PATH, if it is installed.
  static func which(_ program: String) -> String? {
    let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    return paths.map { "\($0)/\(program)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }
}
