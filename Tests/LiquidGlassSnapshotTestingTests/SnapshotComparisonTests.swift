import Testing
@testable import LiquidGlassSnapshotTesting

/// `precision` and `perceptualPrecision` as swift-snapshot-testing defines them (its `UIImage` strategy, 1.19), on
/// hand-made images.
@Suite struct SnapshotComparisonTests {
    /// `count` opaque grey pixels of value `v`.
    func grey(_ v: UInt8, count: Int) -> [UInt8] { Array((0..<count).flatMap { _ in [v, v, v, 255] }) }

    /// `count` opaque pixels of grey `v`, the first of grey `first`, as an image one row high.
    func row(_ v: UInt8, count: Int, first: UInt8) -> SnapshotImage {
        SnapshotImage(width: count, height: 1, rgba: [first, first, first, 255] + grey(v, count: count - 1))
    }

    @Test func identicalImagesMatchAtFullPrecision() {
        let a = SnapshotImage(width: 2, height: 2, rgba: grey(100, count: 4))
        #expect(SnapshotComparison(precision: 1, perceptualPrecision: 1).failure(reference: a, new: a) == nil)
    }

    @Test func bytePrecisionCountsDifferingBytes() {
        // 10 pixels = 40 bytes; one pixel's R, G, B differ: 3 bytes, precision 37/40 = 0.925.
        let reference = SnapshotImage(width: 10, height: 1, rgba: grey(100, count: 10))
        let new = row(100, count: 10, first: 101)
        // The library allows Int((1 − precision) × byteCount) differing bytes: 4 at 0.9, 1 at 0.95 (Float: 1.9999…).
        #expect(SnapshotComparison(precision: 0.9, perceptualPrecision: 1).failure(reference: reference, new: new) == nil)
        #expect(SnapshotComparison(precision: 0.95, perceptualPrecision: 1).failure(reference: reference, new: new)
            == "Actual image precision 0.925 is less than required 0.95")
        #expect(SnapshotComparison(precision: 1, perceptualPrecision: 1).failure(reference: reference, new: new)
            == "Newly-taken snapshot does not match reference.")
    }

    @Test func perceptualPrecisionIsADeltaEThreshold() {
        // Grey 100 → 101: L* rises by about 0.39 (sRGB 100 is L* 42.4, 101 is L* 42.8), so ΔE94 ≈ 0.39 < 1.
        let reference = SnapshotImage(width: 4, height: 1, rgba: grey(100, count: 4))
        let slightly = row(100, count: 4, first: 101)
        #expect(SnapshotComparison(precision: 1, perceptualPrecision: 0.99).failure(reference: reference, new: slightly) == nil)
        // Grey 100 → 140: ΔE ≈ 15; fails 0.9 (threshold 10), and 1 pixel of 4 fails: pixel precision 0.75.
        let clearly = row(100, count: 4, first: 140)
        let failure = SnapshotComparison(precision: 1, perceptualPrecision: 0.9).failure(reference: reference, new: clearly)
        #expect(failure?.contains("The percentage of pixels that match 0.75 is less than required 1.0") == true)
        // …but passes when three pixels in four suffice.
        #expect(SnapshotComparison(precision: 0.75, perceptualPrecision: 0.9).failure(reference: reference, new: clearly) == nil)
    }

    @Test func deltaE94HandValues() {
        // Lightness alone: ΔE94 = |ΔL| (S_L = 1).
        #expect(abs(SnapshotComparison.deltaE94([50, 0, 0], [47, 0, 0]) - 3) < 1e-5)
        // Chroma alone, reference C = 10: ΔC / (1 + 0.045 × 10) = 10 / 1.45.
        #expect(abs(SnapshotComparison.deltaE94([50, 10, 0], [50, 0, 0]) - 10 / 1.45) < 1e-4)
        // Hue alone at equal chroma 10 (a ↔ b): ΔH² = Δa² + Δb² − ΔC² = 200; / (1 + 0.015 × 10)².
        #expect(abs(SnapshotComparison.deltaE94([50, 10, 0], [50, 0, 10]) - (200 as Float).squareRoot() / 1.15) < 1e-4)
        // White to black: 100 (the library's scale tops out at 100).
        let white = SnapshotComparison.lab([255, 255, 255, 255]), black = SnapshotComparison.lab([0, 0, 0, 255])
        #expect(abs(SnapshotComparison.deltaE94(white, black) - 100) < 0.01)
        // sRGB grey 119 is L* ≈ 50 (CIE L* of Y = 0.1845).
        #expect(abs(SnapshotComparison.lab([119, 119, 119, 255]).x - 50.0) < 0.3)
    }

    @Test func sizeMismatchNamesBothSizes() {
        let a = SnapshotImage(width: 2, height: 1, rgba: grey(0, count: 2))
        let b = SnapshotImage(width: 1, height: 2, rgba: grey(0, count: 2))
        #expect(SnapshotComparison(precision: 0, perceptualPrecision: 0).failure(reference: a, new: b)
            == "Newly-taken snapshot@1×2 does not match reference@2×1.")
    }
}
