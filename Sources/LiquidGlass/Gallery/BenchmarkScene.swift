import Foundation

/// The standard benchmark scene: an iPhone-sized canvas (402×874 pt @3x = 1206×2622 px) over a photo, with
/// a floating tab bar capsule (362×62 pt) near the bottom, three 44 pt circles at the top right and one 56 pt
/// circle above the tab bar.
public enum BenchmarkScene {
    public static func standard(background: Background) -> Scene {
        let accent = Color(light: SIMD4(0, 122 / 255, 1, 1), dark: SIMD4(10 / 255, 132 / 255, 1, 1), name: "systemBlue")
        return Scene(
            canvas: Canvas(width: 402, height: 874, scale: 3),
            colorScheme: .light,
            background: background,
            elements: [
                GlassElement(id: "tab-bar", frame: CGRect(x: 20, y: 778, width: 362, height: 62), glass: .regular),
                GlassElement(id: "button-1", shape: Circle(), frame: CGRect(x: 238, y: 62, width: 44, height: 44)),
                GlassElement(id: "button-2", shape: Circle(), frame: CGRect(x: 290, y: 62, width: 44, height: 44)),
                GlassElement(id: "button-3", shape: Circle(), frame: CGRect(x: 342, y: 62, width: 44, height: 44)),
                GlassElement(id: "action", shape: Circle(), frame: CGRect(x: 326, y: 710, width: 56, height: 56),
                             glass: .regular.tint(accent).interactive()),
            ])
    }
}
