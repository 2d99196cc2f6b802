import Foundation
import LiquidGlass
import LiquidGlassTestSupport
import Testing
@testable import LiquidGlassUICore

/// `Image("name")`: the renderer's assets folders first, then the program's image provider; a name neither knows
/// is an empty image. (The provider is the process's: these tests set it only to the sample photos, as the suites
/// that render the creations do.)
@MainActor
@Suite struct ImageProviderTests {
    init() { SamplePhotos.register() }

    /// The layout size of `Image(name)` (its pixel size, one pixel a point) and the report's warnings.
    private func layout(_ name: String, assets: [URL] = []) -> (size: [Double], warnings: [String]) {
        let renderer = ImageRenderer(content: Image(name))
        renderer.assetDirectories = assets
        let report = renderer.layoutReport()
        return (report.size, report.warnings)
    }

    @Test func theProviderSuppliesNamedPictures() throws {
        #expect(layout("coffee").size == [600, 400])
        #expect(layout("chelsea").size == [451, 300])
        let provider = ImageProvider.folder(TestFiles.sampleBackdrops)
        #expect(provider.url(for: "brick")?.lastPathComponent == "brick.png")
        #expect(provider.url(for: "LICENSES") == nil)
    }

    @Test func assetsFoldersComeBeforeTheProvider() throws {
        let folder = try TestFiles.temporaryDirectory(prefix: "liquidglass-assets")
        defer { try? FileManager.default.removeItem(at: folder) }
        try PNGEncoder.write(LinearImage(width: 3, height: 2, fill: LinearPixel(1, 0, 0, 1)),
                             to: folder.appendingPathComponent("coffee.png"))
        #expect(layout("coffee", assets: [folder]).size == [3, 2])
        #expect(layout("coffee").size == [600, 400])
    }

    /// A name no catalog, folder or provider knows is never silently blank (issue 42): it is laid out as a 60 pt
    /// placeholder, drawn as a visible grey box, and named in the report's warnings.
    @Test func anUnknownNameIsAPlaceholderAndAWarning() throws {
        let (size, _) = layout("no-such-picture")
        #expect(size == [60, 60])
        let renderer = ImageRenderer(content: ZStack { Color.white; Image("no-such-picture") }.frame(width: 80, height: 80))
        let image = try #require(renderer.linearImage())
        #expect(image.pixels.contains { $0.x < 0.9 })
        let warnings = renderer.report?.warnings ?? []
        #expect(warnings.contains { $0.contains("Image(\"no-such-picture\")") && $0.contains("placeholder") })
    }

    /// An `Image(systemName:)` the symbol library lacks is a crossed box where the symbol would be (issue 42: a
    /// held-back screen whose only content was such a symbol came out blank), on plain content and on glass alike,
    /// and the report names it.
    @Test func anUnknownSymbolIsACrossedBoxAndAWarning() throws {
        let name = "no.such.symbol.anywhere"
        let plain = ImageRenderer(content: ZStack { Color.white; Image(systemName: name).font(.largeTitle) }
            .frame(width: 80, height: 80))
        let image = try #require(plain.linearImage())
        // White everywhere would be the silent blank; the box's outline and diagonals are grey (0.5 at 0.9 alpha).
        #expect(image.pixels.filter { $0.x < 0.8 }.count > 40)
        let warnings = plain.report?.warnings ?? []
        #expect(warnings.contains { $0.contains("Image(systemName: \"\(name)\")") && $0.contains("crossed box") })

        // On glass: the glass with the unknown symbol differs from the same glass with nothing in it.
        func onGlass(_ content: some View) throws -> [SIMD4<Float>] {
            let renderer = ImageRenderer(content: ZStack {
                Color.orange
                content.frame(width: 50, height: 50).glassEffect(.regular, in: .circle)
            }.frame(width: 80, height: 80))
            return try #require(renderer.linearImage()).pixels
        }
        let withSymbol = try onGlass(Image(systemName: name).font(.title))
        let empty = try onGlass(Color.clear)
        let changed = zip(withSymbol, empty).filter { abs($0.x - $1.x) + abs($0.y - $1.y) + abs($0.z - $1.z) > 0.1 }.count
        #expect(changed > 30)
    }
}
