import LiquidGlassCore

/// A render's picture (or data layer) and its report.
public struct RenderResult: Sendable {
    public var output: RenderOutput
    public var report: RenderReport

    package init(output: RenderOutput, report: RenderReport) {
        self.output = output
        self.report = report
    }
}
