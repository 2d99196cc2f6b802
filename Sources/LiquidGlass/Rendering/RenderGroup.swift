import Foundation

/// Elements that render in one sampling pass: a container's elements (merging by its spacing), or one lone
/// element. Unions are resolved first: elements sharing a union id, shape kind and variant become one element
/// whose frame spans all of theirs.
struct RenderGroup {
    var elements: [GlassElement]
    /// Merge distance in points (0 for a lone element).
    var spacing: Double

    /// The scene's elements as render groups, in drawing order (a group draws where its first element stood).
    static func groups(of elements: [GlassElement]) -> [RenderGroup] {
        let merged = resolveUnions(elements)
        var groups: [RenderGroup] = []
        var groupOfContainer: [Int: Int] = [:]
        for element in merged {
            if let container = element.container {
                if let g = groupOfContainer[container.index] {
                    groups[g].elements.append(element)
                } else {
                    groupOfContainer[container.index] = groups.count
                    groups.append(RenderGroup(elements: [element], spacing: max(container.spacing, 0)))
                }
            } else {
                groups.append(RenderGroup(elements: [element], spacing: 0))
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
    static func resolveUnions(_ elements: [GlassElement]) -> [GlassElement] {
        struct Key: Hashable {
            var union: String, container: Int, shape: String, variant: Glass.Variant
        }
        var firstIndex: [Key: Int] = [:]
        var out: [GlassElement] = []
        for element in elements {
            guard let union = element.unionID else {
                out.append(element)
                continue
            }
            let key = Key(union: union, container: element.container?.index ?? -1,
                          shape: shapeKind(element.shape), variant: element.glass.variant)
            if let i = firstIndex[key] {
                out[i].frame = out[i].frame.union(element.frame)
            } else {
                firstIndex[key] = out.count
                out.append(element)
            }
        }
        return out
    }
}
