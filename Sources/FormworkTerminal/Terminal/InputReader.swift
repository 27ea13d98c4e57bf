import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads standard input on its own thread (reads block) and reports bytes and resizes.
final class InputReader: @unchecked Sendable {
  // NB: @unchecked: `stopped` is only set under `lock`; fds are immutable.
  private let lock = NSLock()
  private var stopped = false
  private let stopPipe: (read: Int32, write: Int32)

  init(fd: Int32, wakeFD: Int32, deliver: @escaping @Sendable (TerminalEvent) -> Void) {
    var fds: [Int32] = [-1, -1]
    if pipe(&fds) != 0 { fds = [-1, -1] }
    stopPipe = (fds[0], fds[1])
    let thread = Thread { [self] in
      self.loop(fd: fd, wakeFD: wakeFD, deliver: deliver)
    }
    thread.name = "formwork.input"
    thread.start()
  }

  private var isStopped: Bool {
    lock.lock()
    defer { lock.unlock() }
    return stopped
  }

  func stop() {
    lock.lock()
    stopped = true
    lock.unlock()
    var byte: UInt8 = 1
    _ = Foundation.write(stopPipe.write, &byte, 1)
  }

  private func loop(fd: Int32, wakeFD: Int32, deliver: @Sendable (TerminalEvent) -> Void) {
    defer {
      close(stopPipe.read)
      close(stopPipe.write)
    }
    var buffer = [UInt8](repeating: 0, count: 4096)
    while !isStopped {
      var polls = [
        pollfd(fd: fd, events: Int16(POLLIN), revents: 0),
        pollfd(fd: wakeFD, events: Int16(POLLIN), revents: 0),
        pollfd(fd: stopPipe.read, events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(&polls, nfds_t(polls.count), -1)
      if ready < 0 {
        if errno == EINTR { continue }
        deliver(.endOfInput)
        return
      }
      if polls[2].revents != 0 || isStopped { return }
      if polls[1].revents & Int16(POLLIN) != 0 {
        _ = read(wakeFD, &buffer, buffer.count)
        deliver(.resize)
      }
      if polls[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
        let count = read(fd, &buffer, buffer.count)
        if count > 0 {
          deliver(.input(Array(buffer[0..<count])))
        } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
          deliver(.endOfInput)
          return
        }
      }
    }
  }
}
