import LiquidGlassUI

/// System chrome: a `NavigationStack` with a large title, grouped toolbar items on glass, a spacer splitting the
/// trailing glass, an avatar without a shared background, and a bottom bar.
public struct ToolbarApp: View {
    let inline: Bool

    public init(inline: Bool = false) { self.inline = inline }

    public var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 12) {
                ForEach(["Morning coffee", "Harbour walk", "Night market"], id: \.self) { title in
                    HStack {
                        Text(title).font(.headline)
                        Spacer()
                        Image(systemName: "chevron.right").foregroundStyle(.secondary)
                    }
                    .padding()
                    .background(.white.opacity(0.75), in: .rect(cornerRadius: 16))
                }
                Spacer()
            }
            .padding(.horizontal)
            .background { Image("coffee").resizable().scaledToFill().ignoresSafeArea() }
            .navigationTitle("Journal")
            .navigationBarTitleDisplayMode(inline ? .inline : .large)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Back", systemImage: "chevron.left") {}
                }
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Button("Share", systemImage: "square.and.arrow.up") {}
                    Button("Bookmark", systemImage: "bookmark") {}
                }
                ToolbarSpacer(.fixed, placement: .topBarTrailing)
                ToolbarItem(placement: .topBarTrailing) {
                    Button("More", systemImage: "ellipsis") {}
                }
                ToolbarItem(placement: .bottomBar) {
                    Button("Delete", systemImage: "trash") {}
                }
                ToolbarSpacer(.flexible, placement: .bottomBar)
                ToolbarItem(placement: .bottomBar) {
                    Button("New Entry", systemImage: "plus") {}
                }
            }
        }
    }
}
