import MessageStatusTesting
import XCTest

/// Which record mode applies: CI, then GOLDEN_RECORD, then code, then `missing`.
final class GoldenRecordDecisionTests: XCTestCase {
  private func decide(
    _ environment: [String: String], code: GoldenRecordMode? = nil
  ) throws -> GoldenRecordDecision {
    try GoldenRecordDecision(environment: environment, code: code)
  }

  func testDefaultIsMissing() throws {
    let decision = try decide([:])
    XCTAssertEqual(decision.mode, .missing)
    XCTAssertEqual(decision.source, .automatic)
    XCTAssertNil(decision.note)
  }

  func testEveryModeCanBeAskedForByName() throws {
    for mode in GoldenRecordMode.allCases {
      XCTAssertEqual(try decide(["GOLDEN_RECORD": mode.rawValue]).mode, mode)
      XCTAssertEqual(try decide([:], code: mode).mode, mode)
    }
    XCTAssertEqual(
      GoldenRecordMode.allCases.map(\.rawValue), ["never", "missing", "failed", "all"])
  }

  func testTheEnvironmentWinsOverCode() throws {
    let decision = try decide(["GOLDEN_RECORD": "never"], code: .all)
    XCTAssertEqual(decision.mode, .never)
    XCTAssertEqual(decision.source, .environment)
  }

  func testCIWinsOverEverythingAndNamesWhatItSetAside() throws {
    for ci in ["true", "1", "yes", "TRUE"] {
      let fromEnvironment = try decide(["CI": ci, "GOLDEN_RECORD": "all"])
      XCTAssertEqual(fromEnvironment.mode, .never, ci)
      XCTAssertEqual(fromEnvironment.source, .ci)
      XCTAssertEqual(
        fromEnvironment.note,
        "CI is set, so GOLDEN_RECORD=all was not applied: CI never writes goldens")
      let fromCode = try decide(["CI": ci], code: .failed)
      XCTAssertEqual(fromCode.overruled, .init(mode: .failed, source: .code))
      XCTAssertEqual(
        fromCode.note,
        "CI is set, so record mode .failed (set in code) was not applied: CI never writes goldens")
    }
    XCTAssertNil(try decide(["CI": "true"]).note, "nothing was asked for")
    XCTAssertNil(
      try decide(["CI": "true", "GOLDEN_RECORD": "never"]).note, "never is what CI does")
    for notCI in ["", "0", "false", "False"] {
      XCTAssertEqual(try decide(["CI": notCI]).mode, .missing, notCI)
    }
  }

  func testAnUnknownModeIsAnErrorEvenOnCI() {
    for environment in [["GOLDEN_RECORD": "none"], ["GOLDEN_RECORD": "yes", "CI": "true"]] {
      XCTAssertThrowsError(try decide(environment)) { error in
        let value = environment["GOLDEN_RECORD"] ?? ""
        XCTAssertEqual(error as? GoldenConfigurationError, .invalidRecordMode(value))
        XCTAssertEqual(
          "\(error)",
          "GOLDEN_RECORD=\(value) is not a record mode; use never, missing, failed or all "
            + "(or unset it)")
      }
    }
  }

  func testAModeInCapitalsIsNamedAsWritten() {
    XCTAssertThrowsError(try decide(["GOLDEN_RECORD": "Failed"])) { error in
      XCTAssertEqual(
        "\(error)",
        "GOLDEN_RECORD=Failed is not a record mode; did you mean GOLDEN_RECORD=failed? "
          + "(modes are lowercase: never, missing, failed or all)")
    }
  }

  func testEnvironmentOnlyInitializerMatchesTheDecision() throws {
    XCTAssertEqual(try GoldenRecordMode(environment: ["GOLDEN_RECORD": "failed"]), .failed)
    XCTAssertEqual(try GoldenRecordMode(environment: ["CI": "1", "GOLDEN_RECORD": "all"]), .never)
  }
}
