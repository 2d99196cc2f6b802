import Testing
import LiquidGlassTestSupport
@testable import LiquidGlassUIKit
import LiquidGlass

/// Sheets: frames derived by hand from LiquidGlassUI's sheet rules on the iPhone 17 Pro screen (402 × 874, safe
/// area 62 above and 34 below, display corners 62): medium = 874 / 2 = 437; large = 874 − 62 − 10 = 802; below
/// large the sheet floats 8 in from the sides and bottom, its bottom safe area 34 − 8 = 26.
@MainActor
@Suite struct UIKitSheetTests {
    /// Medium (the smallest of medium and large): floating glass at (8, 874 − 8 − 437 = 429, 386, 437), top corners
    /// 38, bottom 62 − 8 = 54; the filters' view fills it with a bottom safe area of 26; the grabber 36 × 5 centred
    /// 5 below the top: x (386 − 36) / 2 = 175.
    @Test func mediumSheetFloatsInGlass() throws {
        UIImage.assetDirectories = [TestFiles.sampleBackdrops]
        defer { UIImage.assetDirectories = [] }
        let photo = PhotoViewController()
        photo.showFilters(detents: [.medium(), .large()])
        let filters = try #require(photo.presentedViewController as? FiltersViewController)
        #expect(filters.presentingViewController === photo)
        let renderer = GlassViewRenderer(viewController: photo)
        renderer.scale = 1
        let image = try #require(renderer.image())
        if let dir = ProcessInfo.processInfo.environment["LIQUIDGLASSUIKIT_RENDER_DIR"] {
            try image.pngData()?.write(to: URL(fileURLWithPath: dir).appendingPathComponent("sheet-medium.png"))
        }
        let report = try #require(renderer.report)
        let sheet = try #require(report.element(named: "sheet"))
        #expect(sheet.frame == [8, 429, 386, 437])
        let host = try #require(filters.view.superview?.superview)
        #expect(host.effectiveRadius(corner: .topLeft) == 38 && host.effectiveRadius(corner: .bottomRight) == 54)
        #expect(filters.view.frame == CGRect(x: 0, y: 0, width: 386, height: 437))
        #expect(filters.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 26, right: 0))
        #expect(filters.view.superview?.subviews.last?.frame == CGRect(x: 175, y: 5, width: 36, height: 5))
        // The glass buttons in the sheet are glass over the sheet's glass: (386 − 40 − 24) / 3 = 107.33 wide each.
        let vivid = try #require(report.element(named: "Vivid"))
        #expect(abs(vivid.frame[0] - 28) < 1e-6 && abs(vivid.frame[2] - 322.0 / 3) < 1e-6, "\(vivid.frame)")
        #expect(report.warnings.contains { $0.contains("dimming under a sheet") })
    }

    /// Large: attached and opaque — no glass — at (0, 874 − 802 = 72, 402, 802); its bottom safe area the screen's 34.
    /// `selectedDetentIdentifier` picks it over the smaller medium.
    @Test func largeSheetIsAttachedAndOpaque() throws {
        let photo = PhotoViewController()
        let filters = FiltersViewController()
        let sheet = try #require(filters.sheetPresentationController)
        sheet.detents = [.medium(), .large()]
        sheet.selectedDetentIdentifier = .large
        photo.present(filters, animated: false)
        let renderer = GlassViewRenderer(viewController: photo)
        renderer.scale = 1
        _ = renderer.image()
        let host = try #require(filters.view.superview)
        #expect(host.frame == CGRect(x: 0, y: 72, width: 402, height: 802) && host.backgroundColor == .systemBackground)
        #expect(renderer.report?.element(named: "sheet") == nil)
        #expect(filters.view.safeAreaInsets.bottom == 34)
        photo.dismiss(animated: false)
        #expect(photo.presentedViewController == nil)
    }

    /// A custom detent of 200 (not counting the bottom safe area, as UIKit's resolver values): 200 + 26 = 226 high,
    /// floating at y = 874 − 8 − 226 = 640. The resolver sees the largest value: 802 − 34 = 768.
    @Test func customDetent() throws {
        let photo = PhotoViewController()
        var maximum: CGFloat = 0
        photo.showFilters(detents: [.custom { context in
            maximum = context.maximumDetentValue
            return 200
        }])
        let renderer = GlassViewRenderer(viewController: photo)
        renderer.scale = 1
        _ = renderer.image()
        #expect(renderer.report?.element(named: "sheet")?.frame == [8, 640, 386, 226])
        #expect(maximum == 768)
    }
}
