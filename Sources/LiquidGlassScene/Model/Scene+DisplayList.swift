import Foundation
import LiquidGlassCore
import LiquidGlassRender

extension Scene {
    /// The scene as a display list: its background, then each glass element with its label, in scene order —
    /// scene files are one producer of display lists. Rendered with the scene's colour scheme, accessibility
    /// and font, the list gives the scene's final picture and report byte for byte (``GlassRenderer`` renders
    /// a scene's final picture this way).
    ///
    /// A pressed element (``GlassElement/press``) is lifted as a finger lifts interactive glass: scaled about its
    /// centre by `1 + press · 4 / height` (4 pt of its height at a full press, as `AnimationRecorder` lifts it),
    /// with its label, by the item's transform — so a transition into a pressed state grows the glass along its
    /// animation, bounce included.
    public var displayList: DisplayList {
        var list = DisplayList([DisplayItem(id: "background", .background(background))])
        for (i, e) in elements.enumerated() {
            var g = GlassDisplayItem(shape: e.shape, frame: e.frame, glass: e.glass, container: e.container,
                                     unionID: e.unionID, identifier: e.id, label: e.label, sourceLocation: e.sourceLocation)
            g.reportsWithoutID = e.id == nil
            g.materialization = e.materialization
            g.emergence = e.emergence
            g.press = e.press
            g.touch = e.touch
            g.shimmer = e.shimmer
            g.opacity = Double(e.glassOpacity)
            var item = DisplayItem(id: e.id ?? "#\(i + 1)", .glass(g))
            item.transform = Self.lift(pressing: e)
            list.append(item)
        }
        return list
    }

    /// The scene's glass as the plan takes it: the glass items of ``displayList``, placed (a pressed element
    /// lifted).
    package var plannedGlass: [PlannedGlass] {
        get throws(RenderError) { try PlannedGlass.run(displayList.items) }
    }

    /// What the scene's frame is drawn with besides its glass.
    package var frameSettings: FrameSettings {
        FrameSettings(canvas: canvas, colorScheme: colorScheme, accessibility: accessibility, fontPath: fontPath,
                      background: background)
    }

    /// The lift of a pressed element (identity when not pressed or not drawable).
    static func lift(pressing e: GlassElement) -> DisplayTransform {
        let press = e.pressed
        guard press > 0, e.frame.height > 0, e.frame.minX.isFinite, e.frame.minY.isFinite, e.frame.height.isFinite,
              e.frame.width.isFinite else { return .identity }
        return .pressLift(press, height: Double(e.frame.height), about: CGPoint(x: e.frame.midX, y: e.frame.midY))
    }
}
