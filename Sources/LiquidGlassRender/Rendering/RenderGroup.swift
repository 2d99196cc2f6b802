import Foundation
import LiquidGlassCore

/// Elements that render in one sampling pass: a container's elements (merging by its spacing), or one lone
/// element. Unions are resolved first: elements sharing a union id, shape kind and variant become one element
/// whose frame spans all of theirs.
struct RenderGroup {
    package var elements: [GlassElement]
    /// For each element, the indices of the scene elements it stands for (several for a union).
    package var sources: [[Int]]
    /// Merge distance in points (0 for a lone element).
    package var spacing: Double
    /// What lies behind the group, measured once for all its elements (area-weighted).
    package var analysis = BackdropAnalysis(luminance: 0, contrast: 0, detail: 0, samples: 0)
    /// The appearance the group decided on (a container decides once for all its elements).
    package var appearance: ColorScheme = .light

    /// The scene's elements as render groups, in drawing order (a group draws where its first element stood).
    static func groups(of elements: [GlassElement]) -> [RenderGroup] {
        let (merged, sources) = resolveUnions(elements)
        var groups: [RenderGroup] = []
        var groupOfContainer: [Int: Int] = [:]
        for (element, source) in zip(merged, sources) {
            if let container = element.container {
                if let g = groupOfContainer[container.index] {
                    groups[g].elements.append(element)
                    groups[g].sources.append(source)
                } else {
                    groupOfContainer[container.index] = groups.count
                    groups.append(RenderGroup(elements: [element], sources: [source], spacing: max(container.spacing, 0)))
                }
            } else {
                groups.append(RenderGroup(elements: [element], sources: [source], spacing: 0))
            }
        }
        return groups
    }

    /// The groups of `scene` with what lies behind each measured on `backdrop` and its appearance decided.
    static func planned(_ scene: Scene, backdrop: LinearImage) -> [RenderGroup] {
        groups(of: scene.elements).map { group in
            var g = group
            let parts = g.elements.map { e in
                (BackdropAnalysis.measure(backdrop, in: e.frame, scale: scene.canvas.scale), Double(e.frame.width * e.frame.height))
            }
            g.analysis = BackdropAnalysis.combined(parts)
            let large = g.elements.contains { Adaptation.isLarge(minorSide: Double(min($0.frame.width, $0.frame.height))) }
            g.appearance = Adaptation.appearance(over: g.analysis, scheme: scene.colorScheme, isLarge: large)
            return g
        }
    }

    /// The kind of a shape, for Apple's union rule ("only effects with the same shape and the same glass variant").
    static func shapeKind(_ shape: any Shape) -> String {
        if let rounded = shape as? RoundedRectangle {
            return "RoundedRectangle(\(rounded.cornerRadius), \(rounded.style))"
        }
        return String(describing: type(of: shape))
    }

    /// Replaces each union (same union id, container, shape kind and variant) by one element spanning its frames.
    static func resolveUnions(_ elements: [GlassElement]) -> ([GlassElement], [[Int]]) {
        struct Key: Hashable {
            var union: String, container: Int, shape: String, variant: Glass.Variant
        }
        var firstIndex: [Key: Int] = [:]
        var out: [GlassElement] = []
        var sources: [[Int]] = []
        for (index, element) in elements.enumerated() {
            guard let union = element.unionID else {
                out.append(element)
                sources.append([index])
                continue
            }
            let key = Key(union: union, container: element.container?.index ?? -1,
                          shape: shapeKind(element.shape), variant: element.glass.variant)
            if let i = firstIndex[key] {
                out[i].frame = out[i].frame.union(element.frame)
                sources[i].append(index)
            } else {
                firstIndex[key] = out.count
                out.append(element)
                sources.append([index])
            }
        }
        return (out, sources)
    }
}
