import Foundation
import Testing
@testable import LiquidGlassUICore

/// Nothing silent: a screen whose content all lands off it is a blank picture, and the report says so
/// (``OffScreenContent``). The case is heldback7's f53da13f: spacers around a caption row, `.scaledToFill()` — the
/// fill takes the content's ideal (wide, short) ratio to the screen's height, so the view is far wider than the
/// screen, centred on it, and its leading caption lies off the screen's left edge.
@MainActor
@Suite struct BlankScreenWarningTests {
    struct EventTitle: View {
        var body: some View {
            VStack {
                Spacer()
                HStack {
                    Text("Sample Title Cards Sent").font(.title)
                    Spacer()
                }
                Spacer()
            }
            .scaledToFill()
            .padding([.leading, .trailing], 10)
        }
    }

    func warnings<V: View>(_ view: V, device: Device? = .iPhone17Pro) throws -> [String] {
        let renderer = ImageRenderer(content: view)
        renderer.device = device
        renderer.isOpaque = device != nil
        _ = try #require(renderer.pngData())
        return renderer.report?.warnings ?? []
    }

    @Test func contentLaidOffTheScreenIsWarned() throws {
        let found = try warnings(EventTitle()).filter { $0.hasPrefix(OffScreenContent.prefix) }
        #expect(found.count == 1, "\(found)")
        // The reason: the view is larger than the screen, and which item lies where.
        #expect(found.first?.contains("larger than the screen") == true, "\(found)")
        #expect(found.first?.contains("Sample Title Cards Sent") == true, "\(found)")
    }

    @Test func contentMovedOffByAnOffsetIsWarned() throws {
        // A frame placed past the screen's right edge (402 pt): nothing of it lands.
        let view = Color.red.frame(width: 50, height: 50).position(x: 600, y: 100)
        #expect(try warnings(view).contains { $0.hasPrefix(OffScreenContent.prefix) })
    }

    @Test func aScreenWithContentOnItIsNotWarned() throws {
        #expect(try !warnings(Text("Hello")).contains { $0.hasPrefix(OffScreenContent.prefix) })
        // Partly on the screen is on it.
        let edge = Color.red.frame(width: 50, height: 50).position(x: 400, y: 100)
        #expect(try !warnings(edge).contains { $0.hasPrefix(OffScreenContent.prefix) })
    }

    @Test func anEmptyScreenIsWarned() throws {
        let empty = try warnings(Color.clear)
        #expect(empty.contains(OffScreenContent.prefix + ": the view draws nothing"), "\(empty)")
    }
}
