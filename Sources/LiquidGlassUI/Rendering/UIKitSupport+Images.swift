package import LiquidGlass

extension UIKitSupport {
    /// The name under which `Image(_:)` finds `picture` (`scale` pixels a point): SwiftUI's `Image(uiImage:)` of a
    /// UIKit image made from data or a file, which no catalog or provider knows. Each call registers a new
    /// picture; LiquidGlassUIKit calls it once per `UIImage`.
    @MainActor
    package static func imageName(for picture: LinearImage, scale: Double) -> String {
        ImageCatalog.register(picture, scale: scale)
    }
}

extension ImageCatalog {
    /// Pictures made in memory (`Image(uiImage:)`), by their `memory:` URLs: kept for the program's life (the
    /// decoded-file cache is emptied when full; these have no file to decode again).
    static var memory: [URL: LinearImage] = [:]
    static let memoryPrefix = "uiimage-memory-"

    static func register(_ picture: LinearImage, scale: Double) -> String {
        let name = memoryPrefix + "\(memory.count + 1)"
        let url = URL(string: "memory:/\(name)")!
        memory[url] = picture
        sizes[url] = CGSize(width: picture.width, height: picture.height)
        scales[url] = scale > 0 ? scale : 1
        return name
    }

    /// The URL of a registered in-memory picture's name.
    static func memoryURL(for name: String) -> URL? {
        guard name.hasPrefix(memoryPrefix), let url = URL(string: "memory:/\(name)"), memory[url] != nil else { return nil }
        return url
    }
}
