import LiquidGlassLint
import Testing

/// The project-wide index of what produces glass: followed across files, through types' bodies, helpers and
/// modifiers, up to `GlassProducers.rounds` declarations, and keyed by type so one type's helper does not make
/// another type's helper of the same name glass.
@Suite("Glass producers")
struct GlassProducersTests {
    private func index(_ sources: [String]) -> DeclarationIndex {
        var merged = DeclarationIndex()
        for (offset, text) in sources.enumerated() {
            merged.merge(SourceFile(path: "F\(offset).swift", text: text).declarations)
        }
        merged.resolveGlassProducers()
        return merged
    }

    @Test func glassIsFollowedThroughTypesHelpersAndModifiersAcrossFiles() {
        let producers = index([
            "struct Card: View { var body: some View { Text(title).modifier(Chrome()) } }",
            "struct Chrome: ViewModifier { func body(content: Content) -> some View { styled(content) } }",
            "extension Chrome { func styled(_ c: Content) -> some View { c.glassEffect() } }",
            "struct Plain: View { var body: some View { Text(title).padding() } }",
        ]).glassProducers
        #expect(producers.produces("Card", in: nil))
        #expect(producers.produces("Chrome", in: nil))
        #expect(!producers.produces("Plain", in: nil))
    }

    @Test func membersAreKeyedByTheirType() {
        let producers = index([
            "struct A: View { var body: some View { badge }; var badge: some View { Text(\"a\").glassEffect() } }",
            "struct B: View { var body: some View { badge }; var badge: some View { Text(\"b\") } }",
        ]).glassProducers
        #expect(producers.produces("A", in: nil))
        #expect(!producers.produces("B", in: nil))
        #expect(producers.produces("badge", in: "A") && !producers.produces("badge", in: "B"))
    }

    @Test func glassIsFollowedABoundedNumberOfDeclarations() {
        // E applies glass; D uses E, C uses D, … : A is five declarations (and types) away through bodies.
        let chain = [
            "struct E: View { var body: some View { Text(\"e\").glassEffect() } }",
            "struct D: View { var body: some View { E() } }",
            "struct C: View { var body: some View { D() } }",
            "struct B: View { var body: some View { C() } }",
            "struct A: View { var body: some View { B() } }",
        ]
        let producers = index(chain).glassProducers
        #expect(producers.produces("E", in: nil) && producers.produces("D", in: nil))
        // Each type costs two steps (the type, then its body): within four rounds D is found, A is not.
        #expect(!producers.produces("A", in: nil))
    }
}
