import Foundation
import LiquidGlassCore

extension Scene {
    /// The scene as a display list: its background, then each glass element with its label, in scene order —
    /// scene files are one producer of display lists. Rendered with the scene's colour scheme, accessibility
    /// and font, the list gives the scene's final picture and report byte for byte (``GlassRenderer`` renders
    /// a scene's final picture this way).
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
            list.append(DisplayItem(id: e.id ?? "#\(i + 1)", .glass(g)))
        }
        return list
    }
}
