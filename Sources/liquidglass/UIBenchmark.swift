import Dispatch
import Foundation
import LiquidGlass
import LiquidGlassGallery
import LiquidGlassUI

/// `liquidglass bench --ui`: the two LiquidGlassUI figures of issue 9 — layout of a 500-view screen (goal ≤ 2 ms)
/// and `ImageRenderer` end to end for a photo with five glass controls against the same picture as a scene
/// (goal ≤ 1.2×).
@MainActor
enum UIBenchmark {
    /// 100 rows of five views each (an icon, two texts in a stack, a spacer, a value): 500 views.
    struct LongList: LiquidGlassUI.View {
        var body: some LiquidGlassUI.View {
            VStack(spacing: 4) {
                ForEach(0..<100, id: \.self) { i in
                    HStack(spacing: 8) {
                        Image(systemName: "star.fill")
                        VStack(alignment: .leading) { LiquidGlassUI.Text("Row \(i)").font(.body) }
                        Spacer()
                        LiquidGlassUI.Text("\(i * 7)").font(.caption)
                    }
                }
            }
            .padding()
        }
    }

    /// A photo under five glass buttons.
    struct Controls: LiquidGlassUI.View {
        var body: some LiquidGlassUI.View {
            ZStack {
                LiquidGlassUI.Image("coffee").resizable().scaledToFill()
                VStack(spacing: 24) {
                    ForEach(["Play", "Pause", "Next", "Shuffle", "Repeat"], id: \.self) { title in
                        Button(title) {}.buttonStyle(.glass)
                    }
                }
            }
            .frame(width: 402, height: 874)
            .clipped()
        }
    }

    /// Times both figures, or the one `only` names (`.layout`, `.renderer`: for profiling one of them).
    static func run(iterations: Int, only: Figure.Kind? = nil) throws {
        SampleImages.register()
        if only == nil || only == .layout {
            let list = ImageRenderer(content: LongList())
            list.proposedSize = ProposedViewSize(width: 402, height: nil)
            _ = list.layoutReport()
            let layout = times(iterations) { _ = list.layoutReport() }
            print(String(format: "layout of a 500-view screen (resolve, layout, display items): median %.2f ms (min %.2f) — goal ≤ 2 ms: %@",
                         layout.median, layout.min, layout.median <= 2 ? "met" : "NOT met"))
        }
        guard only == nil || only == .renderer else { return }

        let controls = ImageRenderer(content: Controls())
        controls.scale = 3
        let report = controls.layoutReport()
        // The same picture as a scene: the photo filling the canvas, five capsules with their labels.
        var scene = Scene(canvas: LiquidGlass.Canvas(width: 402, height: 874, scale: 3),
                          background: try SampleBackdrop.coffee.background(),
                          elements: report.elements.enumerated().map { i, e in
                              var element = GlassElement(id: "b\(i)", shape: LiquidGlass.Capsule(),
                                                         frame: CGRect(x: e.frame[0], y: e.frame[1], width: e.frame[2], height: e.frame[3]))
                              element.label = GlassLabel(text: e.accessibilityLabel ?? "", size: 17)
                              return element
                          })
        scene.colorScheme = .light
        let renderer = GlassRenderer()
        // The process's peak resident memory during one still each way (Linux `VmHWM`, reset before it), as
        // `bench` gives it for the standard scene: against the canvas's float RGBA.
        let canvasBytes = Double(scene.canvas.pixelWidth * scene.canvas.pixelHeight * MemoryLayout<LinearPixel>.stride)
        let scenePeak = PeakMemory.reset() ? { _ = try? renderer.render(scene); return PeakMemory.current() }() : nil
        let uiPeak = PeakMemory.reset() ? { _ = controls.linearImage(); return PeakMemory.current() }() : nil
        let viaScene = times(iterations) { _ = try? renderer.render(scene) }
        let viaUI = times(iterations) { _ = controls.linearImage() }
        print(String(format: "photo + 5 glass buttons @3x: ImageRenderer median %.1f ms, the same scene %.1f ms — ratio %.2f× (goal ≤ 1.2×: %@)",
                     viaUI.median, viaScene.median, viaUI.median / viaScene.median, viaUI.median / viaScene.median <= 1.2 ? "met" : "NOT met"))
        if let scenePeak, let uiPeak {
            print(String(format: "peak memory of one still: ImageRenderer %.1f MB = %.2f× the canvas's float RGBA (%.1f MB), the scene %.1f MB = %.2f×",
                         Double(uiPeak) / 1e6, Double(uiPeak) / canvasBytes, canvasBytes / 1e6, Double(scenePeak) / 1e6, Double(scenePeak) / canvasBytes))
        }
    }

    static func times(_ n: Int, _ body: () -> Void) -> (median: Double, min: Double) {
        var out: [Double] = []
        for _ in 0..<n {
            let start = DispatchTime.now()
            body()
            out.append(Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6)
        }
        out.sort()
        return (out[out.count / 2], out[0])
    }
}
