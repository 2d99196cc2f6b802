import Foundation

/// The built-in gallery that `liquidglass demo` renders: every shape, every variant, tints, over photos and
/// over plain light and dark backgrounds, and the intermediate layers of one scene. Needs no input files.
public enum DemoGallery {
    /// One picture of the gallery.
    public struct Entry: Sendable {
        /// File name without extension, e.g. `01-shapes`.
        public var name: String
        public var scene: Scene
        public var layer: RenderLayer
    }

    // Apple's system colours (light, dark), sRGB 0–255, from the Human Interface Guidelines' colour table.
    static let blue = systemColor("systemBlue", (0, 122, 255), (10, 132, 255))
    static let green = systemColor("systemGreen", (52, 199, 89), (48, 209, 88))
    static let orange = systemColor("systemOrange", (255, 149, 0), (255, 159, 10))
    static let pink = systemColor("systemPink", (255, 45, 85), (255, 55, 95))
    static let purple = systemColor("systemPurple", (175, 82, 222), (191, 90, 242))

    static func systemColor(_ name: String, _ l: (Float, Float, Float), _ d: (Float, Float, Float)) -> Color {
        Color(light: SIMD4(l.0 / 255, l.1 / 255, l.2 / 255, 1), dark: SIMD4(d.0 / 255, d.1 / 255, d.2 / 255, 1), name: name)
    }

    /// All entries, in order.
    public static func entries() throws(RenderError) -> [Entry] {
        let canvas = Canvas(width: 400, height: 300, scale: 2)
        var out: [Entry] = []

        // Every shape, regular glass, over a photo.
        var star = Path()
        let pts: [CGPoint] = (0..<10).map { i in
            let r: Double = i % 2 == 0 ? 36 : 16
            let a = Double(i) * .pi / 5 - .pi / 2
            return CGPoint(x: 36 + r * Foundation.cos(a), y: 38 + r * Foundation.sin(a))
        }
        star.move(to: pts[0])
        for p in pts.dropFirst() { star.addLine(to: p) }
        star.closeSubpath()
        out.append(Entry(name: "01-shapes", scene: Scene(canvas: canvas, background: try SampleBackdrop.coffee.background(), elements: [
            GlassElement(id: "capsule", shape: Capsule(), frame: CGRect(x: 24, y: 24, width: 160, height: 56)),
            GlassElement(id: "circle", shape: Circle(), frame: CGRect(x: 212, y: 20, width: 64, height: 64)),
            GlassElement(id: "ellipse", shape: Ellipse(), frame: CGRect(x: 296, y: 24, width: 84, height: 56)),
            GlassElement(id: "rectangle", shape: Rectangle(), frame: CGRect(x: 24, y: 112, width: 100, height: 72)),
            GlassElement(id: "rounded-circular", shape: RoundedRectangle(cornerRadius: 22, style: .circular),
                         frame: CGRect(x: 148, y: 112, width: 104, height: 72)),
            GlassElement(id: "rounded-continuous", shape: RoundedRectangle(cornerRadius: 22, style: .continuous),
                         frame: CGRect(x: 276, y: 112, width: 104, height: 72)),
            GlassElement(id: "star", shape: star, frame: CGRect(x: 24, y: 206, width: 72, height: 76)),
            GlassElement(id: "sheet", shape: RoundedRectangle(cornerRadius: 34), frame: CGRect(x: 120, y: 206, width: 260, height: 80)),
        ]), layer: .final))

        // The three variants over a photo; clear glass with Apple's recommended dimming.
        out.append(Entry(name: "02-variants", scene: Scene(canvas: canvas, background: try SampleBackdrop.astronaut.background(dim: 0.3), elements: [
            GlassElement(id: "regular", frame: CGRect(x: 40, y: 40, width: 320, height: 60), glass: .regular),
            GlassElement(id: "clear", frame: CGRect(x: 40, y: 120, width: 320, height: 60), glass: .clear),
            GlassElement(id: "identity", frame: CGRect(x: 40, y: 200, width: 320, height: 60), glass: .identity),
        ]), layer: .final))

        // Tints over a photo.
        let tints: [Color] = [blue, green, orange, pink, purple.opacity(0.5)]
        out.append(Entry(name: "03-tints", scene: Scene(canvas: canvas, background: try SampleBackdrop.chelsea.background(),
            elements: tints.enumerated().map { i, c in
                GlassElement(id: c.name ?? "tint", frame: CGRect(x: 24 + Double(i) * 74, y: 120, width: 62, height: 62),
                             glass: .regular.tint(c).interactive())
            } + [GlassElement(id: "tab", frame: CGRect(x: 40, y: 220, width: 320, height: 56), glass: .regular.tint(blue.opacity(0.35)))]),
            layer: .final))

        // Plain light and dark backgrounds.
        for (scheme, base) in [(ColorScheme.light, (242, 242, 247)), (.dark, (0, 0, 0))] {
            let bg = Background(.gradient(Background.Gradient(colors: [
                Color(red: Double(base.0) / 255, green: Double(base.1) / 255, blue: Double(base.2) / 255),
                scheme == .light ? Color(red: 0.86, green: 0.88, blue: 0.93) : Color(red: 0.11, green: 0.11, blue: 0.12),
            ], angle: 90)))
            out.append(Entry(name: scheme == .light ? "04-plain-light" : "05-plain-dark", scene: Scene(
                canvas: canvas, colorScheme: scheme, background: bg, elements: [
                    GlassElement(id: "regular", frame: CGRect(x: 40, y: 40, width: 320, height: 60), glass: .regular),
                    GlassElement(id: "clear", frame: CGRect(x: 40, y: 120, width: 150, height: 60), glass: .clear),
                    GlassElement(id: "tinted", frame: CGRect(x: 210, y: 120, width: 150, height: 60), glass: .regular.tint(blue)),
                    GlassElement(id: "circle", shape: Circle(), frame: CGRect(x: 40, y: 204, width: 64, height: 64)),
                    GlassElement(id: "card", shape: RoundedRectangle(cornerRadius: 24), frame: CGRect(x: 130, y: 200, width: 230, height: 72)),
                ]), layer: .final))
        }

        // A phone screen: the benchmark scene, at @2x to keep the demo quick.
        var phone = BenchmarkScene.standard(background: try SampleBackdrop.coffee.background())
        phone.canvas.scale = 2
        out.append(Entry(name: "06-phone", scene: phone, layer: .final))

        // The stages of one scene, for people tuning the material.
        let tuning = Scene(canvas: Canvas(width: 400, height: 160, scale: 2), background: try SampleBackdrop.brick.background(), elements: [
            GlassElement(id: "clear", frame: CGRect(x: 50, y: 48, width: 300, height: 64), glass: .clear),
        ])
        for layer in [RenderLayer.final, .mask, .sdf, .frost, .highlight, .shadow] {
            out.append(Entry(name: "07-layer-\(layer.rawValue)", scene: tuning, layer: layer))
        }
        return out
    }
}
