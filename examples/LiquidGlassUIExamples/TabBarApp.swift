import LiquidGlassUI

/// System chrome: a `TabView` with four tabs and a search tab, over a photo, with a now-playing bottom accessory —
/// iOS 26 draws the floating glass tab bar by itself.
public struct TabBarApp: View {
    public enum Section: Hashable { case home, library, radio, profile, search }
    @State private var section: Section
    let showsAccessory: Bool

    public init(section: Section = .home, showsAccessory: Bool = true) {
        _section = State(initialValue: section)
        self.showsAccessory = showsAccessory
    }

    public var body: some View {
        TabView(selection: $section) {
            Tab("Home", systemImage: "house.fill", value: .home) { page("Home", photo: "coffee") }
            Tab("Library", systemImage: "square.grid.2x2", value: .library) { page("Library", photo: "coffee") }
            Tab("Radio", systemImage: "music.note", value: .radio) { page("Radio", photo: "coffee") }
            Tab("Profile", systemImage: "person.fill", value: .profile) { page("Profile", photo: "coffee") }
            Tab("Search", systemImage: "magnifyingglass", value: .search, role: .search) { page("Search", photo: "coffee") }
        }
        .tabViewBottomAccessory(isEnabled: showsAccessory) {
            // The title first in line for space: an HStack offers its least flexible child an even share of the width
            // (SwiftUI's stack algorithm), which would truncate it beside the spacer.
            HStack(spacing: 12) {
                Image(systemName: "music.note").font(.callout)
                Text("Clair de Lune").font(.subheadline.weight(.semibold)).lineLimit(1).layoutPriority(1)
                Spacer()
                Image(systemName: "pause.fill")
                Image(systemName: "forward.fill")
            }
            .padding(.horizontal, 20)
        }
        .tabBarMinimizeBehavior(.onScrollDown)
    }

    private func page(_ title: String, photo: String) -> some View {
        VStack(alignment: .leading) {
            Text(title).font(.largeTitle.bold()).foregroundStyle(.white)
            Spacer()
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
        .background { Image(photo).resizable().scaledToFill().ignoresSafeArea() }
    }
}
