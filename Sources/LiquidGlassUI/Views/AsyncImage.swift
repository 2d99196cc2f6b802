import Foundation

/// The state of an ``AsyncImage``'s load: SwiftUI's `AsyncImagePhase`.
public enum AsyncImagePhase: Sendable {
    /// Not loaded yet (or no URL).
    case empty
    /// Loaded.
    case success(Image)
    /// The load failed.
    case failure(any Error)

    /// The image, once loaded.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }
    /// The error, if the load failed.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// An image loaded from a URL: SwiftUI's `AsyncImage`.
///
/// Renders do not use the network, so a still shows the view in its `.empty` phase — the placeholder, as iOS shows
/// it before the image arrives — and the render's warnings name the URL that was not fetched.
public struct AsyncImage<Content: View>: View {
    let url: URL?
    let scale: CGFloat
    let content: @MainActor (AsyncImagePhase) -> AnyView

    /// The loaded image, or a grey placeholder (the secondary system fill) until then.
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        self.url = url
        self.scale = scale
        self.content = { phase in phase.image.map { AnyView($0) } ?? AnyView(Color(uiColor: .secondarySystemFill)) }
    }

    /// `content` of the loaded image, `placeholder` until then.
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P> {
        self.url = url
        self.scale = scale
        self.content = { phase in
            if let image = phase.image {
                AnyView(_ConditionalContent<I, P>(storage: .trueContent(content(image))))
            } else {
                AnyView(_ConditionalContent<I, P>(storage: .falseContent(placeholder())))
            }
        }
    }

    /// `content` of each phase of the load.
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.url = url
        self.scale = scale
        self.content = { AnyView(content($0)) }
    }

    public var body: some View {
        if let url {
            RenderNotes.note("AsyncImage: \(url.absoluteString) is not fetched (renders do not use the network): its empty phase is drawn")
        }
        return content(.empty)
    }
}
