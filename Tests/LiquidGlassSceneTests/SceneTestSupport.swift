import Foundation
import LiquidGlassCore
import LiquidGlassRender
import LiquidGlassScene
import LiquidGlassTestSupport
import Testing

/// Shared helpers for the scene tests.
enum SceneTestSupport {
    /// Tests/LiquidGlassSceneTests/Fixtures/scenes, as copied into the test bundle.
    static func fixturesDirectory() throws -> URL {
        let fixtures = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        return fixtures.appendingPathComponent("scenes", isDirectory: true)
    }

    /// The repository's root, from this file's path (for examples/ and Sources/).
    static var repositoryRoot: URL { TestFiles.packageRoot }

    /// Parses `text` and returns the error it raises, or nil when it parses.
    static func error(in text: String, fileName: String = "test.yaml") -> SceneError? {
        do {
            _ = try SceneLoader.parse(text, fileName: fileName, baseDirectory: try fixturesDirectory())
            return nil
        } catch let error as SceneError {
            return error
        } catch {
            Issue.record("unexpected error \(error)")
            return nil
        }
    }

    /// Records an issue for each difference between two scenes (shapes compared by type and parameters;
    /// paths, which are not Equatable, by their distance fields on a grid). Source locations are ignored.
    static func expectEqual(_ a: Scene, _ b: Scene, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(a.canvas == b.canvas, sourceLocation: sourceLocation)
        #expect(a.colorScheme == b.colorScheme, sourceLocation: sourceLocation)
        #expect(a.background.dim == b.background.dim, sourceLocation: sourceLocation)
        #expect(describe(a.background.content) == describe(b.background.content), sourceLocation: sourceLocation)
        #expect(a.elements.count == b.elements.count, sourceLocation: sourceLocation)
        for (x, y) in zip(a.elements, b.elements) {
            #expect(x.id == y.id, sourceLocation: sourceLocation)
            #expect(x.frame == y.frame, "\(x.id ?? "?")", sourceLocation: sourceLocation)
            #expect(x.glass == y.glass, "\(x.id ?? "?")", sourceLocation: sourceLocation)
            #expect(sameShape(x.shape, y.shape, in: x.frame), "\(x.id ?? "?")", sourceLocation: sourceLocation)
        }
    }

    static func describe(_ content: Background.Content) -> String {
        switch content {
        case .image(let url, let fill): "image \(url.standardizedFileURL.path) \(fill)"
        case .decodedImage(let image, let fill): "decoded \(image) \(fill)"
        case .gradient(let gradient): "gradient \(gradient)"
        case .color(let color): "color \(color)"
        }
    }

    static func sameShape(_ a: any Shape, _ b: any Shape, in frame: CGRect) -> Bool {
        switch (a, b) {
        case let (a as Capsule, b as Capsule): return a == b
        case let (a as Circle, b as Circle): return a == b
        case let (a as Ellipse, b as Ellipse): return a == b
        case let (a as Rectangle, b as Rectangle): return a == b
        case let (a as RoundedRectangle, b as RoundedRectangle): return a == b
        case (is Path, is Path):
            let fa = a.signedDistanceField(in: frame), fb = b.signedDistanceField(in: frame)
            for i in 0...8 {
                for j in 0...8 {
                    let p = SIMD2<Float>(Float(frame.minX + frame.width * Double(i) / 8),
                                         Float(frame.minY + frame.height * Double(j) / 8))
                    if fa.distance(to: p) != fb.distance(to: p) { return false }
                }
            }
            return true
        default:
            return false
        }
    }
}
