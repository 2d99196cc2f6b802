internal import LiquidGlass
public import LiquidGlassUICore

extension Image {
    /// A SwiftUI image of a UIKit image: SwiftUI's `Image(uiImage:)`. A symbol is `Image(systemName:)`; a picture
    /// (from `UIImage(named:)`, data, a file or a renderer) is drawn from its own pixels, sized in points by its
    /// scale — an empty `UIImage()` is 0 × 0 and draws nothing.
    @MainActor
    public init(uiImage: UIImage) {
        switch uiImage.source {
        case .symbol(let name): self.init(systemName: name)
        case .picture(_, let picture): self.init(UIImage.catalogName(of: uiImage, picture: picture))
        }
    }
}

extension UIImage {
    /// The pictures `Image(uiImage:)` registered, by image (each image kept, so that its identifier is not reused
    /// by another one while the name is in use).
    @MainActor private static var registered: [ObjectIdentifier: (image: UIImage, name: String)] = [:]

    @MainActor
    static func catalogName(of image: UIImage, picture: LinearImage) -> String {
        if let entry = registered[ObjectIdentifier(image)] { return entry.name }
        let name = UIKitSupport.imageName(for: picture, scale: Double(image.scale))
        registered[ObjectIdentifier(image)] = (image, name)
        return name
    }
}
