import LiquidGlassUI

/// Creation 6: a panel of four glass stat tiles floating over a gradient, like widgets; expanded, a wide summary
/// tile joins the top. The tiles' icons are tinted fills, not glass: glass never sits on glass. The four fixed
/// tiles are two rows of a stack rather than a `LazyVGrid`, which is for collections that scroll (content, where
/// glass does not belong).
public struct DashboardCards: View {
    struct Stat: Identifiable {
        let id: String
        let value: String
        let unit: String
        let symbol: String
        let accent: Color
        let trend: String
    }

    @State private var showsSummary: Bool
    private let stats = [
        Stat(id: "Heart Rate", value: "72", unit: "BPM", symbol: "heart.fill", accent: .red, trend: "+3 today"),
        Stat(id: "Steps", value: "8,420", unit: "steps", symbol: "bolt.fill", accent: .green, trend: "80% goal"),
        Stat(id: "Sleep", value: "7h 23m", unit: "", symbol: "moon.fill", accent: .indigo, trend: "Good"),
        Stat(id: "Calories", value: "1,840", unit: "kcal", symbol: "sun.max", accent: .orange, trend: "On track"),
    ]

    public init(showsSummary: Bool = false) { _showsSummary = State(initialValue: showsSummary) }

    public var body: some View {
        ZStack {
            LinearGradient(colors: [.teal, .blue, .indigo], startPoint: .top, endPoint: .bottom)
            VStack(spacing: 14) {
                if showsSummary {
                    HStack {
                        VStack(alignment: .leading, spacing: 4) {
                            Text("Today").font(.title2.bold())
                            Text("All rings on track").font(.subheadline).foregroundStyle(.secondary)
                        }
                        Spacer()
                        Image(systemName: "square.grid.2x2").font(.title)
                    }
                    .padding(20)
                    .glassEffect(.regular, in: .rect(cornerRadius: 24))
                    .accessibilityIdentifier("summary")
                }
                ForEach(0..<2, id: \.self) { row in
                    HStack(spacing: 14) {
                        card(stats[2 * row])
                        card(stats[2 * row + 1])
                    }
                }
            }
            .padding()
        }
        .frame(width: 402, height: showsSummary ? 480 : 380)
    }

    private func card(_ stat: Stat) -> some View {
        VStack(alignment: .leading, spacing: 14) {
            HStack {
                Image(systemName: stat.symbol)
                    .font(.callout)
                    .foregroundStyle(.white)
                    .frame(width: 34, height: 34)
                    .background(stat.accent, in: .circle)
                Spacer()
                Text(stat.trend).font(.caption2).foregroundStyle(.secondary)
            }
            VStack(alignment: .leading, spacing: 2) {
                HStack(alignment: .firstTextBaseline, spacing: 3) {
                    Text(stat.value).font(.title.bold())
                    if !stat.unit.isEmpty {
                        Text(stat.unit).font(.caption).foregroundStyle(.secondary)
                    }
                }
                Text(stat.id).font(.caption).foregroundStyle(.secondary)
            }
        }
        .padding(16)
        .frame(maxWidth: .infinity, alignment: .leading)
        .glassEffect(.regular, in: .rect(cornerRadius: 20))
        .accessibilityIdentifier(stat.id)
    }
}
