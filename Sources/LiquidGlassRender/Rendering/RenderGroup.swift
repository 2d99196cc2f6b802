import Foundation
import LiquidGlassCore

/// Elements that render in one sampling pass: a container's elements (merging by its spacing), or one lone
/// element. Unions are resolved first: elements sharing a union id, shape kind and variant become one element
/// whose frame spans all of theirs.
struct RenderGroup: Sendable {
    /// A group's identity across frames: its container, or its first element (by id when it has one, else
    /// by position in the scene). ``RenderSession`` keeps per-group state (the adaptivity hysteresis) by it.
    package enum ID: Hashable, Sendable {
        case container(Int)
        case element(String)
        case elementAt(Int)
    }

    package var elements: [GlassElement]
    /// For each element, the indices of the scene elements it stands for (several for a union).
    package var sources: [[Int]]
    /// Merge distance in points (0 for a lone element).
    package var spacing: Double
    /// What lies behind the group, measured once for all its elements (area-weighted; set by ``RenderPlan``).
    package var analysis = BackdropAnalysis(luminance: 0, contrast: 0, detail: 0, samples: 0)
    /// The appearance the group decided on (a container decides once for all its elements; set by ``RenderPlan``).
    package var appearance: ColorScheme = .light

    /// The group's identity across frames.
    package var id: ID {
        if let container = elements[0].container { return .container(container.index) }
        if let name = elements[0].id { return .element(name) }
        return .elementAt(sources[0][0])
    }

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
