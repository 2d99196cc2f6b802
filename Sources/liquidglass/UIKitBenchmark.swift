import LiquidGlassUI

/// `liquidglass bench --uikit`: the issue-47 anchor — a UIKit screen renders at the speed of the LiquidGlassUI path
/// for a comparable screen. The same player screen is written both ways (``BenchPlayerView``,
/// ``BenchPlayerViewController``: a photo, two labels, a glass container of three icon buttons, five glass buttons,
/// the floating tab bar of four tabs) and rendered as the iPhone 17 Pro's screen at 3×; each still's layout, display
/// list and engine render are timed apart, the two paths alternating still by still so that both see the same load.
@MainActor
enum UIKitBenchmark {
    struct Stages {
        var layout: [Double] = [], displayList: [Double] = [], render: [Double] = [], total: [Double] = []

        mutating func add(_ s: (layout: Double, displayList: Double, render: Double)) {
            layout.append(s.layout)
            displayList.append(s.displayList)
            render.append(s.render)
            total.append(s.layout + s.displayList + s.render)
        }
    }

    static func run(iterations: Int) throws {
        SampleImages.register()
        let swiftUI = ImageRenderer(content: BenchPlayerView())
        swiftUI.device = .iPhone17Pro
        swiftUI.scale = 3
        let uikit = GlassViewRenderer(viewController: BenchPlayerViewController.tabBarController())
        // First stills load the fonts, the photo and the symbols: not timed.
        _ = swiftUI.timedStages()
        _ = uikit.timedStages()
        let glassUI = (swiftUI.layoutReport().elements.filter { $0.variant != "identity" }).map(\.frame)
        let glassKit = (uikit.report?.elements ?? []).map(\.frame)
        print("comparable screen (402×874 pt @3x: a photo, 2 labels, 3 icon buttons in a glass container, 5 glass buttons, a 4-tab bar)")
        print("glass drawn: SwiftUI \(glassUI.count) items, UIKit \(glassKit.count) items")
        print("  SwiftUI frames: \(glassUI.map(frameText).joined(separator: " "))")
        print("  UIKit frames:   \(glassKit.map(frameText).joined(separator: " "))")

        var ui = Stages(), kit = Stages(), before = Stages()
        for _ in 0..<iterations {
            ui.add(swiftUI.timedStages())
            kit.add(uikit.timedStages())
            // The UIKit path as it was until session 40 (laid out twice, rendered through a fresh session).
            before.add(uikit.timedStages(asBeforeSession40: true))
        }
        // Building the UIKit screen afresh (controllers, views, constraints) and its first layout: SwiftUI's layout
        // stage resolves the view values anew at every still, so this is UIKit's comparable setup cost.
        let build = UIBenchmark.times(iterations) {
            let controller = BenchPlayerViewController.tabBarController()
            let renderer = GlassViewRenderer(viewController: controller)
            renderer.view.layoutIfNeeded()
        }
        func line(_ name: String, _ a: [Double], _ b: [Double]) {
            let (ma, mb) = (median(a), median(b))
            print(String(format: "%@ SwiftUI median %8.2f ms (min %8.2f)   UIKit median %8.2f ms (min %8.2f)   UIKit ÷ SwiftUI %.2f×",
                         name.padding(toLength: 14, withPad: " ", startingAt: 0), ma, a.min() ?? 0, mb, b.min() ?? 0, mb / ma))
        }
        print("\(iterations) stills each, alternating:")
        line("layout", ui.layout, kit.layout)
        line("display list", ui.displayList, kit.displayList)
        line("render", ui.render, kit.render)
        line("whole still", ui.total, kit.total)
        print("UIKit as before session 40 (laid out again while listing; a fresh RenderSession):")
        line("  layout", ui.layout, before.layout)
        line("  display list", ui.displayList, before.displayList)
        line("  render", ui.render, before.render)
        line("  whole still", ui.total, before.total)
        print(String(format: "UIKit: building the screen (controllers, views, constraints) + its first layout: median %.2f ms (min %.2f)",
                     build.median, build.min))
        let ratio = median(kit.total) / median(ui.total)
        print(String(format: "goal: UIKit at the speed of the LiquidGlassUI path (ratio ≤ 1.1×): %@", ratio <= 1.1 ? "met" : "NOT met"))
    }

    static func frameText(_ f: [Double]) -> String {
        "(" + f.map { $0 == $0.rounded() ? String(Int($0)) : String(format: "%.1f", $0) }.joined(separator: ",") + ")"
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }
}
