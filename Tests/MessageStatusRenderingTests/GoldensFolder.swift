import Foundation

/// The package's `Goldens` folder, found from this file.
func goldensFolder(_ format: String) -> URL {
  URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Goldens").appendingPathComponent(format)
}
