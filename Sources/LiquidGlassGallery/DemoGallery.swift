import Foundation
import LiquidGlass
import LiquidGlassBenchmarks

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

    static let blue = Color.systemBlue
    static let green = Color.systemGreen
    static let orange = Color.systemOrange
    static let pink = Color.systemPink
    static let purple = Color.systemPurple

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
        out += try systemEntries()
        return out
    }

    /// Containers, unions, labels, adaptivity and the accessibility variants.
    static func systemEntries() throws(RenderError) -> [Entry] {
        var out: [Entry] = []
        let canvas = Canvas(width: 400, height: 300, scale: 2)
        func labelled(_ id: String, _ shape: any Shape = Capsule(), _ frame: CGRect, _ glass: Glass = .regular,
                      text: String? = nil, symbol: String? = nil, weight: FontWeight = .semibold,
                      container: ContainerMembership? = nil, union: String? = nil) -> GlassElement {
            var e = GlassElement(id: id, shape: shape, frame: frame, glass: glass)
            e.label = GlassLabel(text: text, symbol: symbol, size: text == nil ? 19 : 15, weight: weight)
            e.container = container
            e.unionID = union
            return e
        }

        // A toolbar cluster in a container: close buttons flow together; a farther one stays apart.
        let toolbar = ContainerMembership(index: 0, spacing: 16)
        out.append(Entry(name: "08-toolbar-cluster", scene: Scene(canvas: canvas, background: try SampleBackdrop.coffee.background(), elements: [
            labelled("undo", Circle(), CGRect(x: 40, y: 40, width: 48, height: 48), symbol: "arrow.counterclockwise", container: toolbar),
            labelled("redo", Circle(), CGRect(x: 94, y: 40, width: 48, height: 48), symbol: "arrow.clockwise", container: toolbar),
            labelled("share", Circle(), CGRect(x: 148, y: 40, width: 48, height: 48), symbol: "square.and.arrow.up", container: toolbar),
            labelled("more", Circle(), CGRect(x: 312, y: 40, width: 48, height: 48), symbol: "ellipsis", container: toolbar),
            labelled("pencil", Capsule(), CGRect(x: 40, y: 210, width: 150, height: 52), text: "Markup", symbol: "pencil",
                     container: ContainerMembership(index: 1, spacing: 24)),
            labelled("crop", Circle(), CGRect(x: 200, y: 210, width: 52, height: 52), symbol: "crop",
                     container: ContainerMembership(index: 1, spacing: 24)),
        ]), layer: .final))

        // A floating tab bar with symbols and text, and a search button.
        let tabs = ["house.fill": "Home", "star.fill": "Favourites", "music.note": "Music"]
        var tabElements: [GlassElement] = [GlassElement(id: "tab-bar", frame: CGRect(x: 16, y: 220, width: 300, height: 62))]
        for (i, key) in ["house.fill", "star.fill", "music.note"].enumerated() {
            var item = GlassElement(id: tabs[key], frame: CGRect(x: 22 + Double(i) * 98, y: 226, width: 92, height: 50), glass: .identity)
            item.label = GlassLabel(text: tabs[key], symbol: key, size: 12, weight: .semibold)
            tabElements.append(item)
        }
        tabElements.append(labelled("search", Circle(), CGRect(x: 324, y: 220, width: 62, height: 62), symbol: "magnifyingglass"))
        tabElements.append(labelled("play", Capsule(), CGRect(x: 110, y: 40, width: 180, height: 56), .regular.tint(blue), text: "Play", symbol: "play.fill"))
        out.append(Entry(name: "09-tab-bar", scene: Scene(canvas: canvas, background: try SampleBackdrop.astronaut.background(), elements: tabElements), layer: .final))

        // A union: two distant zoom buttons render as one capsule; their labels stay in their own frames.
        out.append(Entry(name: "10-union", scene: Scene(canvas: canvas, background: try SampleBackdrop.chelsea.background(), elements: [
            labelled("zoom-out", Capsule(), CGRect(x: 40, y: 120, width: 56, height: 56), symbol: "minus", union: "zoom"),
            labelled("zoom-in", Capsule(), CGRect(x: 304, y: 120, width: 56, height: 56), symbol: "plus", union: "zoom"),
            labelled("apart-1", Circle(), CGRect(x: 40, y: 220, width: 56, height: 56), symbol: "minus"),
            labelled("apart-2", Circle(), CGRect(x: 304, y: 220, width: 56, height: 56), symbol: "plus"),
        ]), layer: .final))

        // Light vs dark: the same small glass over the bright and the dark half of one photo flips; the large
        // sheet keeps the scheme.
        let flip = Background(.gradient(Background.Gradient(colors: [.white, Color(red: 0.96, green: 0.93, blue: 0.86),
                                                                   Color(red: 0.1, green: 0.08, blue: 0.12), .black],
                                                          locations: [0, 0.48, 0.52, 1], angle: 0)))
        for scheme in [ColorScheme.light, .dark] {
            out.append(Entry(name: "11-flip-\(scheme.rawValue)", scene: Scene(canvas: canvas, colorScheme: scheme, background: flip, elements: [
                labelled("bright-side", Capsule(), CGRect(x: 30, y: 30, width: 140, height: 50), text: "Edit", symbol: "pencil"),
                labelled("dark-side", Capsule(), CGRect(x: 230, y: 30, width: 140, height: 50), text: "Edit", symbol: "pencil"),
                labelled("sheet", RoundedRectangle(cornerRadius: 34), CGRect(x: 30, y: 110, width: 340, height: 170), text: "Large glass keeps its look"),
            ]), layer: .final))
        }

        // Each accessibility variant over the same busy photo.
        let variants: [(String, AccessibilitySettings)] = [
            ("default", AccessibilitySettings()),
            ("reduce-transparency", AccessibilitySettings(reduceTransparency: true)),
            ("increase-contrast", AccessibilitySettings(increaseContrast: true)),
            ("tinted", AccessibilitySettings(tinted: 1)),
        ]
        for (name, settings) in variants {
            out.append(Entry(name: "12-accessibility-\(name)", scene: Scene(canvas: canvas, background: try SampleBackdrop.brick.background(), elements: [
                labelled("bar", Capsule(), CGRect(x: 30, y: 40, width: 340, height: 60), text: "Library", symbol: "photo.fill"),
                labelled("clear", Capsule(), CGRect(x: 30, y: 130, width: 160, height: 56), .clear, text: "Clear", weight: .bold),
                labelled("button", Circle(), CGRect(x: 300, y: 130, width: 64, height: 64), symbol: "heart.fill"),
                labelled("card", RoundedRectangle(cornerRadius: 22), CGRect(x: 30, y: 210, width: 340, height: 70), .regular.tint(green), text: "Continue"),
            ], accessibility: settings), layer: .final))
        }
        return out
    }
}
