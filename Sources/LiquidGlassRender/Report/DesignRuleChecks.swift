import Foundation
import LiquidGlassCore

/// The renderer's runtime checks of Apple's design rules, and the report that carries their findings.
enum DesignRuleChecks {
    /// The report of a plan's run of glass: one entry per glass item (containers flattened, in the run's order).
    /// `labels` holds the outcome of each item's label, by the item's ``PlannedGlass/ordinal``.
    package static func report(_ plan: RenderPlan, labels: [Int: LabelCompositor.Outcome]) -> RenderReport {
        let placed = plan.items
        let elements = placed.map(\.glass)
        let groupOf = placed.map(\.group)
        let appearance = groupOf.map { plan.groups[$0].appearance }
        var perElement = [[GlassWarning]](repeating: [], count: elements.count)
        var sceneWarnings: [GlassWarning] = []
        func name(_ i: Int) -> String { elements[i].reportName }

        // Glass over glass: an element overlapping an earlier one that is not in its container or union.
        for i in elements.indices where elements[i].glass.variant != .identity {
            for j in 0..<i where elements[j].glass.variant != .identity && groupOf[i] != groupOf[j] {
                let overlap = elements[i].frame.intersection(elements[j].frame)
                guard !overlap.isNull, overlap.width > 0.5, overlap.height > 0.5 else { continue }
                perElement[i].append(GlassWarning(.glassOnGlass, "glass \(name(i)) is drawn over glass \(name(j)); "
                    + "glass cannot sample glass, so it shows the backdrop — put both in one GlassEffectContainer "
                    + "or move them apart"))
                break
            }
        }

        // Nested containers.
        var reportedContainers = Set<Int>()
        for (i, e) in elements.enumerated() {
            guard let c = e.container, c.depth > 1 else { continue }
            perElement[i].append(GlassWarning(.nestedGlassContainer, "element \(name(i)) is in a GlassEffectContainer "
                + "nested \(c.depth) deep; use one container for glass that samples together"))
            if reportedContainers.insert(c.index).inserted {
                sceneWarnings.append(GlassWarning(.nestedGlassContainer, "container #\(c.index + 1) is inside another "
                    + "GlassEffectContainer; nested containers are rendered as separate groups"))
            }
        }

        // Too many glass elements on screen.
        let visible = elements.filter { $0.glass.variant != .identity }.count
        if visible > GlassWarning.maximumElements {
            sceneWarnings.append(GlassWarning(.tooManyGlassElements, "\(visible) glass elements on screen "
                + "(more than \(GlassWarning.maximumElements)); glass is for the controls layer, not for content"))
        }

        // Clear glass needs a media-rich backdrop and a dimming layer.
        let isPhoto: Bool = {
            switch plan.settings.background?.content {
            case .image, .decodedImage: return true
            case .gradient, .color, nil: return false
            }
        }()
        for (i, e) in elements.enumerated() where e.glass.variant == .clear {
            let analysis = e.analysis
            var reasons: [String] = []
            if !isPhoto || analysis.busyness < 0.2 { reasons.append("the backdrop behind it is not media-rich") }
            if (plan.settings.background?.dim ?? 0) < 0.2 { reasons.append("there is no dimming layer (Apple dims with black at 0.3–0.35)") }
            if !reasons.isEmpty {
                perElement[i].append(GlassWarning(.clearGlassWithoutDimming, "clear glass \(name(i)): "
                    + reasons.joined(separator: " and ")))
            }
        }

        // More than one tinted element in one group: a container, or the top level.
        var tintedByGroup: [Int: [Int]] = [:]
        for (i, e) in elements.enumerated() where e.glass.tintColor != nil && e.glass.variant != .identity {
            tintedByGroup[e.container?.index ?? -1, default: []].append(i)
        }
        for key in tintedByGroup.keys.sorted() {
            guard let tinted = tintedByGroup[key], tinted.count > 1 else { continue }
            let place = key < 0 ? "at the top level" : "in container #\(key + 1)"
            sceneWarnings.append(GlassWarning(.overTintedGlass, "\(tinted.count) tinted glass elements \(place) "
                + "(\(tinted.map(name).joined(separator: ", "))); tint only the primary action"))
            for i in tinted.dropFirst() {
                perElement[i].append(GlassWarning(.overTintedGlass, "another tinted element \(place) is already the primary action"))
            }
        }

        // Labels below their contrast target.
        for (i, outcome) in labels where outcome.contrast + 1e-9 < outcome.target {
            perElement[i].append(GlassWarning(.labelBelowContrastTarget, String(format:
                "label on %@ reaches %.2f:1 against the glass under it, below its target of %.1f:1", name(i), outcome.contrast, outcome.target)))
        }

        let entries = elements.indices.map { i -> RenderReport.Element in
            let e = elements[i]
            let luminance = e.analysis.luminance
            let f = e.frame
            return RenderReport.Element(
                id: e.id, item: e.itemID,
                frame: [Double(f.minX), Double(f.minY), Double(f.width), Double(f.height)],
                shape: String(describing: type(of: e.shape)), glass: e.glass.variant.rawValue,
                tint: e.glass.tintColor.map { GlassRenderer.hex($0.srgb(in: plan.settings.colorScheme)) },
                container: e.container?.index, union: e.unionID, glassEffectID: e.glassEffectID,
                accessibilityIdentifier: e.accessibilityIdentifier, accessibilityLabel: e.accessibilityLabel,
                appearance: appearance[i].rawValue,
                material: materialName(e.glass, appearance: appearance[i], group: plan.groups[groupOf[i]],
                                       setting: plan.groups[groupOf[i]].tintAmount(in: plan.settings.accessibility.tinted)),
                backdropLuminance: (luminance * 10_000).rounded() / 10_000,
                foreground: labels[i].map { ContrastRatio.hex($0.foreground) },
                contrastRatio: labels[i].map { ($0.contrast * 100).rounded() / 100 },
                warnings: perElement[i])
        }
        return RenderReport(elements: entries, warnings: sceneWarnings)
    }

    /// The material an element got, for the report: its variant and appearance, prominence, the frost σ, and for
    /// dark regular glass how dense it is (``GlassTransparency/darkDensity(smallestMinorSide:setting:)``: "dense",
    /// "as light glass" below 75 pt, or the share in between), e.g. `regular dark dense, frost 2 pt`.
    static func materialName(_ glass: Glass, appearance: ColorScheme, group: RenderGroup, setting: Double) -> String {
        guard glass.variant != .identity else { return "identity" }
        var name = "\(glass.variant.rawValue) \(appearance.rawValue)"
        if glass.variant == .regular, appearance == .dark {
            let density = GlassTransparency.darkDensity(smallestMinorSide: group.smallestMinorSide, setting: setting)
            name += density >= 1 ? " dense" : density <= 0 ? " as light glass" : " density \(String(format: "%.2f", density))"
        }
        if glass.isProminent { name += " prominent" }
        let sigma = GlassTransparency.frost(glass.variant, setting: setting)
        return name + ", frost \(String(format: "%g", (sigma * 100).rounded() / 100)) pt"
    }
}
