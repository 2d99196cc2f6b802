import Foundation
import LiquidGlass

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

    /// A sheet at the `.medium` detent — glass 402×480 pt with 38 pt continuous top corners, its bottom at the
    /// screen's edge (the corners there are off the canvas) — with the floating tab bar over it, on a 402×874 pt
    /// canvas @3x: mostly the face of a large pane of glass, where the lens band is a small part.
    public static func sheet(background: Background) -> Scene {
        Scene(
            canvas: Canvas(width: 402, height: 874, scale: 3),
            colorScheme: .light,
            background: background,
            elements: [
                GlassElement(id: "sheet", shape: RoundedRectangle(cornerRadius: 38),
                             frame: CGRect(x: 0, y: 394, width: 402, height: 480 + 38), glass: .regular),
                GlassElement(id: "tab-bar", frame: CGRect(x: 20, y: 778, width: 362, height: 62), glass: .regular),
            ])
    }

    /// The standard scene at frame `frame` of an animation: the tinted action button slides left along the tab
    /// bar by 2 pt a frame (one element moving, the others still).
    public static func moving(_ scene: Scene, frame: Int) -> Scene {
        var s = scene
        if let i = s.elements.firstIndex(where: { $0.id == "action" }) {
            s.elements[i].frame.origin.x -= Double(frame % 120) * 2
        }
        return s
    }

    /// Twenty 44 pt circles in a 5 × 4 cluster, 8 pt apart, in one container with spacing 8: the cost of a
    /// container against ``singleElementOfEqualArea(background:)``.
    public static func container(background: Background) -> Scene {
        var elements: [GlassElement] = []
        for row in 0..<4 {
            for column in 0..<5 {
                var e = GlassElement(id: "c\(row)-\(column)", shape: Circle(),
                                     frame: CGRect(x: 75 + Double(column) * 52, y: 330 + Double(row) * 52, width: 44, height: 44))
                e.container = ContainerMembership(index: 0, spacing: 8)
                elements.append(e)
            }
        }
        return Scene(canvas: Canvas(width: 402, height: 874, scale: 3), background: background, elements: elements)
    }

    /// One circle with the area of the container's twenty (20 × π · 22² pt²: a 196.8 pt circle).
    public static func singleElementOfEqualArea(background: Background) -> Scene {
        let d = (20 * 44.0 * 44.0).squareRoot()
        return Scene(canvas: Canvas(width: 402, height: 874, scale: 3), background: background,
                     elements: [GlassElement(id: "one", shape: Circle(), frame: CGRect(x: 201 - d / 2, y: 408 - d / 2, width: d, height: d))])
    }
}
