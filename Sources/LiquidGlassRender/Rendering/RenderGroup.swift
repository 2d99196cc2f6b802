import Foundation
import LiquidGlassCore

/// Glass that renders in one sampling pass: a container's glass (merging by its spacing), or one lone glass.
/// Unions are resolved first: glass items sharing a union id, container, shape kind and variant become one member
/// whose frame spans all of theirs.
package struct RenderGroup: Sendable {
    /// A group's identity across frames: its container, or its first glass item (by id when it has one, else by
    /// position in its run). ``RenderSession`` keeps per-group state (the adaptivity hysteresis) by it.
    package enum ID: Hashable, Sendable {
        case container(Int)
        case element(String)
        case elementAt(Int)
    }

    /// One shape the group draws, and the glass items it stands for.
    package struct Member: Sendable {
        /// The glass as drawn: the item itself, or for a union the first item with a frame spanning all of theirs.
        var glass: PlannedGlass
        /// The items it stands for (one, or a union's), each with its own frame, label and measured backdrop: the
        /// labels sit in their items' frames and the report lists items, not shapes.
        var items: [PlannedGlass]
    }

    package var members: [Member]
    /// Merge distance in points (0 for a lone glass).
    package var spacing: Double
    /// What lies behind the group, measured once for all its members (area-weighted; set by ``RenderPlan``).
    package var analysis = BackdropAnalysis(luminance: 0, contrast: 0, detail: 0, samples: 0)
    /// The appearance the group decided on (a container decides once for all its members; set by ``RenderPlan``).
    package var appearance: ColorScheme = .light

    /// The shapes the group draws.
    var shapes: [PlannedGlass] { members.map(\.glass) }

    /// The short side (points) of the group's smallest visible shape: it decides how dense the group's dark
    /// glass is (``GlassTransparency/darkDensity(smallestMinorSide:setting:)``); infinity when none is visible.
    var smallestMinorSide: Double {
        shapes.filter { $0.glass.variant != .identity }.map { Double(min($0.frame.width, $0.frame.height)) }.min() ?? .infinity
    }

    /// The colour scheme the group's glass was placed in (its first item's that names one), else `frame`'s.
    func colorScheme(in frame: ColorScheme) -> ColorScheme {
        shapes.lazy.compactMap(\.colorScheme).first ?? frame
    }
    /// The transparency setting the group's glass was placed in (its first item's that names one), else `frame`'s.
    func tintAmount(in frame: Double) -> Double {
        shapes.lazy.compactMap(\.tintAmount).first ?? frame
    }

    /// Every glass item of the group.
    var items: [PlannedGlass] { members.flatMap(\.items) }

    /// The group's identity across frames.
    package var id: ID {
        let first = members[0].glass
        if let container = first.container { return .container(container.index) }
        if let name = first.id { return .element(name) }
        return .elementAt(first.ordinal)
    }

    /// A run's glass as render groups, in drawing order (a group draws where its first glass stood).
    static func groups(of glass: [PlannedGlass]) -> [RenderGroup] {
        var groups: [RenderGroup] = []
        var groupOfContainer: [Int: Int] = [:]
        for member in resolveUnions(glass) {
            if let container = member.glass.container {
                if let g = groupOfContainer[container.index] {
                    groups[g].members.append(member)
                } else {
                    groupOfContainer[container.index] = groups.count
                    groups.append(RenderGroup(members: [member], spacing: max(container.spacing, 0)))
                }
            } else {
                groups.append(RenderGroup(members: [member], spacing: 0))
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

    /// Each glass as a member of its own, but a union (same union id, container, shape kind and variant) as one
    /// member spanning its items' frames, where its first item stood.
    static func resolveUnions(_ glass: [PlannedGlass]) -> [Member] {
        struct Key: Hashable {
            var union: String, container: Int, shape: String, variant: Glass.Variant
        }
        var firstIndex: [Key: Int] = [:]
        var out: [Member] = []
        for item in glass {
            guard let union = item.unionID else {
                out.append(Member(glass: item, items: [item]))
                continue
            }
            let key = Key(union: union, container: item.container?.index ?? -1,
                          shape: shapeKind(item.shape), variant: item.glass.variant)
            if let i = firstIndex[key] {
                out[i].glass.frame = out[i].glass.frame.union(item.frame)
                out[i].items.append(item)
            } else {
                firstIndex[key] = out.count
                out.append(Member(glass: item, items: [item]))
            }
        }
        return out
    }
}
