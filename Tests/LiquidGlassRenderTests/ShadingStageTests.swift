import CLaneMath
@testable import LiquidGlassRender
import Testing

/// The stage list and the AVX2 kernel's list of the stages it ports (`lg_stage`, lg_shade.h) must agree: the kernel
/// mirrors the list, so a stage added, removed or moved on one side only fails here.
struct ShadingStageTests {
    @Test func theKernelsStagesAreTheListsNativeStagesInOrder() {
        let native = ShadingStage.allCases.compactMap(\.native).map { Int($0.rawValue) }
        #expect(native == Array(0..<Int(LG_STAGE_COUNT.rawValue)))
    }

    @Test func aStageHasANativeNumberExactlyWhenItHasANativeForm() {
        for stage in ShadingStage.allCases {
            #expect((stage.native != nil) == stage.hasNativeForm, "\(stage)")
        }
    }

    /// The stages the kernel lacks are the ones that keep a pass on the Swift lanes (`isPlainLook`): a press, an
    /// Increase Contrast border, a faded member.
    @Test func theStagesWithoutANativeFormAreThoseThatKeepAPassOnTheSwiftLanes() {
        #expect(ShadingStage.allCases.filter { !$0.hasNativeForm } == [.border, .press, .fade])
    }
}
