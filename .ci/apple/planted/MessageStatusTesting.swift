// Planted by .ci/availability-selftest into a copy of Sources/MessageStatusTesting (see the
// planted MessageStatusKit.swift for the `expect:` comments).
import Glibc  // expect: import Glibc

#if canImport(Darwin)
  import Darwin  // expect: nothing
  let plantedAppleOnly = 1  // expect: `let plantedAppleOnly = 1`
#endif

func plantedAdvice(_ address: UnsafeMutableRawPointer, _ count: Int) -> Bool {
  madvise(address, count, Int32(MADV_DONTNEED)) == 0  // expect: madvise, MADV_DONTNEED
}

func plantedProc() -> String {
  "/proc/self/smaps"  // expect: "/proc/self/smaps"
}

#if !os(Linux)
  let plantedNotLinux = 2  // expect: `let plantedNotLinux = 2`
#endif

#if !canImport(Darwin)
  let plantedLinuxToo = 3  // expect: nothing
#endif
