import Foundation
import LiquidGlassUIKit
import SnapshotTesting
import Testing
@testable import LiquidGlassSnapshotTesting

/// The UIKit strategies, written as a UIKit team writes its snapshot tests (`assertSnapshot(of: view, as: .image)`),
/// in a temporary snapshot folder (these tests record their own references), plus one committed reference in
/// `__Snapshots__/UIKitSnapshotTests/` compared with the tolerance `GlassSnapshotTests` explains.
@MainActor
@Suite struct UIKitSnapshotTests {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("liquidglass-uikit-snapshot-tests-\(UUID().uuidString)").path

    @Test func glassPillReference() {
        assertSnapshot(of: GlassPill(), as: .liquidGlass(scale: 2, precision: 0.999, perceptualPrecision: 0.98))
    }

    @Test func pillControllerReference() {
        assertSnapshot(of: PillController(), as: .liquidGlass(scale: 1, precision: 0.999, perceptualPrecision: 0.98))
    }

    @Test func recordsThenPassesThenFailsWithADiffImage() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // A subclass value with the `UIView` strategy, as on iOS.
        let recorded = verifySnapshot(of: GlassPill(), as: .image, named: "pill", record: .all, snapshotDirectory: folder)
        #expect(recorded?.contains("Record mode is on") == true, "\(recorded ?? "nil")")
        let path = folder + "/recordsThenPassesThenFailsWithADiffImage.pill.png"
        let reference = try #require(FileManager.default.contents(atPath: path))
        let image = SnapshotImage(pngData: reference)
        #expect(image.width == 240 && image.height == 120)  // GlassPill's frame at the default 1×

        #expect(verifySnapshot(of: GlassPill(), as: .image, named: "pill", record: .never, snapshotDirectory: folder) == nil)

        let failure = try #require(verifySnapshot(of: GlassPill(tint: .systemBlue), as: .image, named: "pill",
                                                  record: .never, snapshotDirectory: folder))
        #expect(failure.contains("Newly-taken snapshot does not match reference."))
        let diffPath = try #require(failure.split(separator: "\n").first { $0.hasPrefix("Difference") }?
            .components(separatedBy: ": ").last)
        let diff = SnapshotImage(pngData: try Data(contentsOf: URL(fileURLWithPath: diffPath)))
        #expect(diff.width == 3 * 240 && diff.height == 120)
        // The middle panel is not black at the pill's centre, where the tint changed the glass.
        let centre = diff.pixel(60 * diff.width + 240 + 120)
        #expect(Int(centre.x) + Int(centre.y) + Int(centre.z) > 24)
        #expect(FileManager.default.contents(atPath: path) == reference)
    }

    @Test func sizeScaleAndTraits() {
        let settings = UIKitSnapshotSettings(size: CGSize(width: 100, height: 50), scale: 2, style: .dark, drawsBackground: true)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .systemBackground
        let image = settings.render(view: view)
        #expect(image.width == 200 && image.height == 100)  // `size` resizes the frame, `scale` 2
        // systemBackground resolved dark (black) by the traits; the view's own style is restored afterwards.
        let p = image.pixel(0)
        #expect(p.x < 8 && p.y < 8 && p.z < 8)
        #expect(view.overrideUserInterfaceStyle == .unspecified)
        // A view's own style wins over the strategy's.
        view.overrideUserInterfaceStyle = .light
        let light = settings.render(view: view).pixel(0)
        #expect(light.x > 247 && light.y > 247 && light.z > 247)
    }

    @Test func aControllerIsTheWholeScreen() {
        let controller = PillController()
        let settings = UIKitSnapshotSettings(size: nil, scale: 1, style: .unspecified, drawsBackground: true)
        let image = settings.render(controller: controller)
        // iPhone 17 Pro: 402 × 874 pt (LiquidGlassUI's Device), at the chosen 1×.
        #expect(image.width == 402 && image.height == 874)
        #expect(controller.loadedCount == 1)
        // Above the pill, the controller's orange background; the pill is pinned 20 pt above the safe area's bottom
        // (874 − 34 − 20 − 60 = 760), centred ((402 − 240) / 2 = 81).
        let orange = image.pixel(700 * 402 + 201)
        #expect(orange.x > 200 && orange.z < 80)
        #expect(controller.pill.frame == CGRect(x: 81, y: 760, width: 240, height: 60))
    }

    @Test func aZeroSizedViewFailsWithTheReason() {
        let settings = UIKitSnapshotSettings(size: nil, scale: 1, style: .unspecified, drawsBackground: true)
        let image = settings.render(view: UIView())
        #expect(image.failure?.contains("cannot be rendered") == true, "\(image.failure ?? "nil")")
    }
}

/// A glass capsule with a label over a striped backdrop: 240 × 120 pt.
final class GlassPill: UIView {
    init(tint: UIColor? = nil) {
        super.init(frame: CGRect(x: 0, y: 0, width: 240, height: 120))
        backgroundColor = .systemOrange
        for i in 0..<6 {
            let stripe = UIView(frame: CGRect(x: CGFloat(i) * 40, y: 0, width: 20, height: 120))
            stripe.backgroundColor = .systemIndigo
            addSubview(stripe)
        }
        let effect = UIGlassEffect(style: .regular)
        effect.tintColor = tint
        let glass = UIVisualEffectView(effect: effect)
        glass.frame = CGRect(x: 30, y: 30, width: 180, height: 60)
        glass.cornerConfiguration = .capsule()
        glass.accessibilityIdentifier = "pill"
        let label = UILabel()
        label.text = "Glass"
        label.font = .preferredFont(forTextStyle: .headline)
        label.textAlignment = .center
        label.frame = glass.contentView.bounds
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        glass.contentView.addSubview(label)
        addSubview(glass)
    }

    required init?(coder: NSCoder) { nil }
}

/// A controller with a glass pill pinned above its safe area's bottom with anchors.
final class PillController: UIViewController {
    let pill = UIVisualEffectView(effect: UIGlassEffect())
    var loadedCount = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        loadedCount += 1
        view.backgroundColor = .systemOrange
        pill.cornerConfiguration = .capsule()
        pill.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(pill)
        NSLayoutConstraint.activate([
            pill.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            pill.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -20),
            pill.widthAnchor.constraint(equalToConstant: 240),
            pill.heightAnchor.constraint(equalToConstant: 60),
        ])
    }
}
