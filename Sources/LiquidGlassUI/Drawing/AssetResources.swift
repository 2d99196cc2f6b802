import Foundation

/// An image in an asset catalog, as Xcode's generated asset symbols name it (`Image(.applePark)` for the image set
/// `ApplePark`): SwiftUI's `ImageResource` (DeveloperToolsSupport). Xcode generates a static member per image set;
/// `liquidglass preview` and the corpus harness generate the same from the catalogs they are given.
public struct ImageResource: Hashable, Sendable {
    let name: String
    public init(name: String, bundle: Bundle) { self.name = name }
}

/// A colour in an asset catalog, as Xcode's generated asset symbols name it (`Color(.brand)`): SwiftUI's
/// `ColorResource`.
public struct ColorResource: Hashable, Sendable {
    let name: String
    public init(name: String, bundle: Bundle) { self.name = name }
}

extension Image {
    /// The image set `resource` names, found as `Image("name")` finds it.
    public init(_ resource: ImageResource) { self.init(resource.name) }
}

extension Color {
    /// The colour set `resource` names, from the render's asset catalogs (``AssetCatalog``: its light and dark
    /// appearances). A name no catalog has is drawn as the missing-asset placeholder (magenta) and named in the
    /// render's warnings and on standard error.
    nonisolated public init(_ resource: ColorResource) { self.init(assetNamed: resource.name) }

    /// The colour set named `name` in the app's asset catalog (drawn as ``init(_:)-ColorResource`` draws it).
    nonisolated public init(_ name: String, bundle: Bundle? = nil) { self.init(assetNamed: name) }

    nonisolated init(assetNamed name: String) {
        if let found = AssetCatalogs.color(named: name) {
            self.init(light: found.light, dark: found.dark, name: "asset:" + name)
            return
        }
        self.init(light: Color.missingAsset, dark: Color.missingAsset, name: "missing-asset:" + name)
    }

    /// Magenta, the conventional colour of a missing asset: never mistaken for a design's colour.
    nonisolated static let missingAsset = SIMD4<Double>(1, 0, 1, 1)
}
