import Foundation
import Hummingbird
import LiquidGlass

/// One render of the API: the scene drawn (through the page's ``RenderSession`` when it has one), encoded as PNG,
/// and answered with its report and times.
struct PlaygroundRender: Sendable {
    var png: Data
    var report: RenderReport
    var width: Int
    var height: Int
    var renderMilliseconds: Double
    var encodeMilliseconds: Double
    /// The frame's number in its session (`LiquidGlass-Frame`), when rendered for one.
    var frame: Int?
    /// When the PNG holds only the pixels that changed since the frame the page named (`since=`): where they go.
    var region: FrameRegion?

    /// The report travels in a header up to this many bytes of base64; beyond, the header says so and
    /// `format=json` carries it (browsers refuse responses with headers much over 256 KiB in all).
    static let maxReportHeaderBytes = 64 << 10

    /// Renders `scene` (its scale already applied). The final picture of a session goes through its display list,
    /// so that the session keeps the painted backdrop and its frost for the next edit; the other layers, and a scene
    /// without glass, through the session's scene form (the same pixels, the appearances kept).
    ///
    /// With a `slot`, the frame is numbered and kept; when `since` names the frame the slot kept last and the new
    /// one has its size (an 8-bit picture), the PNG holds only the box of pixels that changed (``FrameRegion``).
    static func render(_ scene: Scene, options: RenderOptions, session: RenderSession?,
                       depth: PNGEncoder.BitDepth, compression: PNGEncoder.Compression = .standard,
                       slot: PlaygroundSessions.Slot? = nil, since: Int? = nil) throws -> PlaygroundRender {
        let clock = ContinuousClock()
        let start = clock.now
        let result: RenderResult
        do throws(RenderError) {
            result = try renderResult(scene, options: options, session: session)
        } catch {
            throw PlaygroundError(.unprocessableContent, "render-failed", error.message)
        }
        let (output, report) = (result.output, result.report)
        let rendered = clock.now
        let png: Data
        let width: Int, height: Int
        var region: FrameRegion?
        let frame = slot?.nextFrame()
        switch output {
        case .image(let image):
            if let slot, let frame, depth == .eight {
                // The step from the frame before is found only for a page's render (`since=`): comparing the
                // floats is 3–10 ms of a 22 MB frame at 2×.
                var step = FrameRegion.Change.unknown
                if since != nil, let shown = slot.shown, shown.number == frame - 1 {
                    step = FrameRegion.change(from: shown.image, to: image)
                }
                slot.record(frame, step)
                if let since {
                    region = slot.change(since: since, through: frame).region(width: image.width, height: image.height)
                }
                slot.shown = (frame, image)
            } else {
                slot?.shown = nil
            }
            png = try PNGEncoder.encode(region?.crop(image) ?? image, bitDepth: depth, compression: compression)
            (width, height) = (image.width, image.height)
        case .data16(let w, let h, let rgba):
            slot?.shown = nil
            png = try PNGEncoder.encodeRaw16(width: w, height: h, rgba: rgba, compression: compression)
            (width, height) = (w, h)
        }
        return PlaygroundRender(png: png, report: report, width: width, height: height,
                                renderMilliseconds: Self.milliseconds(rendered - start),
                                encodeMilliseconds: Self.milliseconds(clock.now - rendered), frame: frame, region: region)
    }

    private static func renderResult(_ scene: Scene, options: RenderOptions, session: RenderSession?)
        throws(RenderError) -> RenderResult {
        guard let session else { return try GlassRenderer(options: options).renderWithReport(scene) }
        session.options = scene.renderOptions(options)
        if options.layer == .final, !scene.elements.isEmpty {
            let frame = try session.render(scene.displayList, canvas: scene.canvas, colorScheme: scene.colorScheme,
                                           accessibility: scene.accessibility, fontPath: scene.fontPath)
            return RenderResult(output: frame.output, report: frame.report)
        }
        return try session.render(scene)
    }

    static func milliseconds(_ d: Duration) -> Double {
        let (s, a) = d.components
        return (Double(s) * 1000 + Double(a) * 1e-15).rounded(toPlaces: 1)
    }

    /// The report as compact JSON with sorted keys.
    var reportJSON: Data {
        get throws {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            return try encoder.encode(report)
        }
    }

    /// `format=png`/`png16`: the PNG, the report in `LiquidGlass-Report` (base64 JSON); `format=json`:
    /// `{"report", "png" (base64), "width", "height", "renderMilliseconds", "encodeMilliseconds"}`. Both carry
    /// `Server-Timing: render;dur=…, encode;dur=…`.
    func response(format: String) throws -> Response {
        var headers: HTTPFields = [
            .cacheControl: "no-store",
            PlaygroundHeader.serverTiming: "render;dur=\(renderMilliseconds), encode;dur=\(encodeMilliseconds)",
            PlaygroundHeader.canvas: "\(width)x\(height)",
        ]
        if let frame { headers[PlaygroundHeader.frame] = String(frame) }
        if let region { headers[PlaygroundHeader.region] = region.header }
        if format == "json" {
            struct Body: Encodable {
                var report: RenderReport
                var png: String
                var width: Int
                var height: Int
                var renderMilliseconds: Double
                var encodeMilliseconds: Double
            }
            let body = Body(report: report, png: png.base64EncodedString(), width: width, height: height,
                            renderMilliseconds: renderMilliseconds, encodeMilliseconds: encodeMilliseconds)
            var response = try PlaygroundServer.json(body)
            response.headers.append(contentsOf: headers)
            return response
        }
        let encoded = try reportJSON.base64EncodedString()
        if encoded.utf8.count <= Self.maxReportHeaderBytes {
            headers[PlaygroundHeader.report] = encoded
        } else {
            headers[PlaygroundHeader.reportOmitted] =
                "the report is \(encoded.utf8.count) bytes of base64, over \(Self.maxReportHeaderBytes); ask format=json"
        }
        headers[.contentType] = "image/png"
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: png)))
    }
}

extension Double {
    func rounded(toPlaces places: Int) -> Double {
        let factor = pow(10, Double(places))
        return (self * factor).rounded() / factor
    }
}
