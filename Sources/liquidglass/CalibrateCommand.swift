import ArgumentParser
import Foundation
import LiquidGlass
import LiquidGlassCalibration

/// `liquidglass calibrate`: compares the renderer's refraction with Apple's measured clear glass.
struct CalibrateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "calibrate",
        abstract: "Measure this renderer's clear-glass refraction against Apple's published measurement.")

    @Option(parsing: .unconditional, help: "Pixels per point for the measurement.")
    var scale: Double = 3

    func validate() throws {
        guard scale.isFinite, scale >= 1, scale <= 8 else { throw ValidationError("--scale must be between 1 and 8") }
    }

    func run() throws {
        try failingWithExitCode1 {
            let result = try LensCalibration.measure(scale: scale)
            print("Clear glass, 300×64 pt capsule @\(scale)x: inward displacement (pt) by inset from the edge")
            var allWithin = true
            for wall in LensCalibration.Wall.allCases {
                print("\n\(wall == .top ? "Top wall" : "Capsule end")")
                print("inset     Apple    ours    ratio   within ±15%/1pt")
                for b in result[wall] ?? [] {
                    allWithin = allWithin && b.withinTarget
                    let inset = String(format: "%g–%g", b.from, b.to).padding(toLength: 8, withPad: " ", startingAt: 0)
                    print(String(format: "%@ %6.1f  %6.2f  %6.3f   %@", inset, b.apple, b.ours,
                                 b.apple > 0 ? b.ours / b.apple : 0, b.withinTarget ? "yes" : "NO"))
                }
            }
            if !allWithin { throw CommandFailure("some bands are outside the target") }
        }
    }
}
