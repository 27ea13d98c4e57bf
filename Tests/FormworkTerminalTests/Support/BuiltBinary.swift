import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
  /// - Parameters:
  ///   - capturesOutput: `false` sends output to /dev/null: needed for programs that leave a
  ///     daemon holding their output open (`tmux new-session`), which would never give EOF.
  ///   - environment: Variables set (or, empty, cleared) for the program on top of this process's.
  static func runSeparately(
    _ program: String, _ arguments: [String], in directory: URL? = nil, input: String? = nil,
    capturesOutput: Bool = true, environment: [String: String] = [:]
  ) -> (status: Int32, standardOutput: String, standardError: String) {
    let process = Process()
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
    }
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
    return (
      process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self)
    )
  }

  /// The full path of a program on the PATH, if it is installed.
  static func which(_ program: String) -> String? {
    let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    return paths.map { "\($0)/\(program)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// Starts a program that leaves a daemon behind (`tmux new-session -d`), waits for the program
  /// itself, and returns its exit status.
  ///
  /// Foundation's `Process` is not used: it would hand the daemon the descriptor it watches for
  /// the exit (the wait would last as long as the daemon) and the blocked signal mask of the
  /// test's thread (the daemon would then ignore `kill-server`'s SIGTERM). Here the child starts
  /// with no blocked signal, default handlers and /dev/null as standard streams; the caller
  /// closes other descriptors (see `TmuxPane.start`).
  static func spawnDaemon(_ path: String, _ arguments: [String]) -> Int32 {
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    var allSignals = sigset_t()
    sigfillset(&allSignals)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid = pid_t()
    guard posix_spawn(&pid, path, &actions, &attributes, argv, environ) == 0 else { return -1 }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    // WIFEXITED / WEXITSTATUS, spelled out (they are macros).
    return status & 0x7F == 0 ? (status >> 8) & 0xFF : -1
  }
}
