import LiquidGlassUI

/// A SwiftUI screen that reaches into UIKit as iOS code does with only `import SwiftUI`: a UIKit glass button in a
/// `UIViewRepresentable` whose coordinator is its target (`#selector`/`@objc`, rewritten by `liquidglass preview`),
/// `UIColor`, and `UIScreen.main.bounds`.
struct GlassLikeButton: UIViewRepresentable {
    @Binding var liked: Bool

    final class Coordinator: NSObject {
        var parent: GlassLikeButton
        init(_ parent: GlassLikeButton) { self.parent = parent }
        @objc func toggle() { parent.liked.toggle() }
    }

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    func makeUIView(context: Context) -> UIButton {
        let button = UIButton(configuration: .glass())
        button.addTarget(context.coordinator, action: #selector(Coordinator.toggle), for: .touchUpInside)
        return button
    }

    func updateUIView(_ uiView: UIButton, context: Context) {
        context.coordinator.parent = self
        var configuration: UIButton.Configuration = liked ? .prominentGlass() : .glass()
        configuration.image = UIImage(systemName: liked ? "heart.fill" : "heart")
        configuration.title = liked ? "Liked" : "Like"
        uiView.configuration = configuration
    }
}

struct TrackScreen: View {
    @State private var liked = true

    var body: some View {
        ZStack {
            Color(uiColor: .systemIndigo).ignoresSafeArea()
            VStack(spacing: 20) {
                Text("Blue in Green").font(.title.bold()).foregroundStyle(.white)
                GlassLikeButton(liked: $liked)
                    .fixedSize()
                Text("\(Int(UIScreen.main.bounds.width)) pt wide").font(.footnote).foregroundStyle(.white.opacity(0.7))
            }
        }
    }
}

#Preview("Representable") {
    TrackScreen()
}
