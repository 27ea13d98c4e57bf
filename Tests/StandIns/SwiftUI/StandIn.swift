// Test-only stand-in for SwiftUI on Linux (Package.swift declares it there only). See
// Tests/StandIns/README.md.
