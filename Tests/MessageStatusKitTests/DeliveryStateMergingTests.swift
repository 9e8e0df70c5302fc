import MessageStatusKit
import XCTest

final class DeliveryStateMergingTests: XCTestCase {
  func testMergingTruthTable() {
    let rows = DeliveryState.allCases.map { old in
      DeliveryState.allCases.map { new in "\(old.merging(new))" }.joined(separator: " ")
    }
    // Rows: current state; columns: update, in the order sending sent delivered read failed.
    XCTAssertEqual(
      rows.joined(separator: "\n"),
      """
      sending sent delivered read failed
      sent sent delivered read sent
      delivered delivered delivered read delivered
      read read read read read
      sending sent delivered read failed
      """)
  }

  func testMergingIgnoresStaleDeliveredAfterRead() {
    XCTAssertEqual(DeliveryState.read.merging(.delivered), .read)
  }

  func testMergingIgnoresLateFailureAfterServerProgress() {
    for state in [DeliveryState.sent, .delivered, .read] {
      XCTAssertEqual(state.merging(.failed), state)
    }
  }

  func testServerProgressSupersedesFailure() {
    XCTAssertEqual(DeliveryState.failed.merging(.sent), .sent)
    XCTAssertEqual(DeliveryState.failed.merging(.read), .read)
  }

  func testRetryMovesFailedToSending() {
    XCTAssertEqual(DeliveryState.failed.merging(.sending), .sending)
    XCTAssertEqual(DeliveryState.sending.merging(.failed), .failed)
  }

  func testMergingIsIdempotent() {
    for state in DeliveryState.allCases {
      XCTAssertEqual(state.merging(state), state, "\(state)")
      for update in DeliveryState.allCases {
        let once = state.merging(update)
        XCTAssertEqual(once.merging(update), once, "\(state) + \(update) twice")
      }
    }
  }

  func testMergingNeverLowersServerProgress() {
    for state in DeliveryState.allCases {
      for update in DeliveryState.allCases {
        XCTAssertGreaterThanOrEqual(
          state.merging(update).progress, state.progress, "\(state) + \(update)")
      }
    }
  }

  func testProgressUpdatesGiveTheSameResultInAnyOrder() {
    let progress: [DeliveryState] = [.sent, .delivered, .read]
    for start in DeliveryState.allCases {
      for length in 1...3 {
        for sequence in sequences(of: progress, length: length) {
          let outcomes = Set(permutations(sequence).map { start.merging($0) })
          XCTAssertEqual(outcomes.count, 1, "\(start) + \(sequence) in any order: \(outcomes)")
        }
      }
    }
  }

  func testMergingASequenceEqualsMergingOneByOne() {
    let updates: [DeliveryState] = [.failed, .sending, .delivered, .sent, .failed]
    XCTAssertEqual(DeliveryState.sending.merging(updates), .delivered)
  }
}

private func sequences(of values: [DeliveryState], length: Int) -> [[DeliveryState]] {
  guard length > 0 else { return [[]] }
  return sequences(of: values, length: length - 1).flatMap { prefix in
    values.map { prefix + [$0] }
  }
}

private func permutations(_ values: [DeliveryState]) -> [[DeliveryState]] {
  guard values.count > 1 else { return [values] }
  return values.indices.flatMap { index in
    var rest = values
    let first = rest.remove(at: index)
    return permutations(rest).map { [first] + $0 }
  }
}
