import Foundation
import Hummingbird
import HummingbirdTesting
import LiquidGlass
import LiquidGlassGallery
@testable import LiquidGlassPlayground
import LiquidGlassTestSupport
import Testing

/// Every endpoint of docs/PLAYGROUND.md, answered as documented.
@Suite struct PlaygroundAPITests {
    /// The engine's own render of the harness's scene, loaded from a file beside the gallery's photo: what the API
    /// must answer byte for byte.
    static func directRender(layer: RenderLayer = .final) throws -> (png: Data, report: RenderReport) {
        let scene = try SceneLoader.parse(Harness.scene, fileName: "scene.yaml", baseDirectory: TestFiles.sampleBackdrops)
        let result = try GlassRenderer(options: RenderOptions(threads: 2, layer: layer)).renderWithReport(scene)
        guard case .image(let image) = result.output else { throw RenderError("not a picture") }
        return (try PNGEncoder.encode(image), result.report)
    }

    @Test func renderAnswersThePNGTheEngineDrawsWithItsReport() async throws {
        let expected = try Self.directRender()
        try await Harness.withServer { _, client in
            let response = try await Harness.post(client, "/api/render", Harness.scene)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "image/png")
            let same = Harness.data(response) == expected.png
            #expect(same, "the API's PNG differs from the engine's direct render")
            let header = try #require(response.headers[PlaygroundHeader.report])
            let report = try JSONDecoder().decode(RenderReport.self, from: try #require(Data(base64Encoded: header)))
            #expect(report == expected.report)
            #expect(report.elements.map(\.id) == ["pill"])
            #expect(response.headers[PlaygroundHeader.serverTiming]?.hasPrefix("render;dur=") == true)
            #expect(response.headers[PlaygroundHeader.canvas] == "120x80")
        }
    }

    /// A session renders through its display list and keeps the backdrop: the same pixels, edit after edit.
    @Test func aSessionGivesTheSamePixelsAcrossEdits() async throws {
        let expected = try Self.directRender()
        try await Harness.withServer { server, client in
            for _ in 0..<2 {
                let response = try await Harness.post(client, "/api/render?session=page-1", Harness.scene)
                #expect(response.status == .ok)
                let same = Harness.data(response) == expected.png
                #expect(same)
            }
            let moved = Harness.scene.replacingOccurrences(of: "[10, 20, 100, 40]", with: "[12, 20, 100, 40]")
            let response = try await Harness.post(client, "/api/render?session=page-1", moved)
            #expect(response.status == .ok)
            #expect(Harness.data(response) != expected.png)
            #expect(server.sessions.contains("page-1"))
        }
    }

    /// `since=` (the page's frames): the answer holds only the box of pixels that changed since the session's frame
    /// the page shows; drawn over that frame it gives exactly the new frame's picture (the whole PNG of the moved
    /// scene, rendered without a session). A `since` that names the frame before the last gets the box of both steps;
    /// one whose steps the session does not know (after a render with no `since`, or never answered) the whole frame.
    @Test func sinceAnswersTheChangedRegionThatCompletesTheFrame() async throws {
        try await Harness.withServer { _, client in
            // A 240 × 160 canvas with a 60 × 30 pill, so that its glass and shadow leave most of the canvas alone.
            let scene = Harness.scene.replacingOccurrences(of: "width: 120, height: 80", with: "width: 240, height: 160")
                .replacingOccurrences(of: "[10, 20, 100, 40]", with: "[10, 20, 60, 30]")
            let first = try await Harness.post(client, "/api/render?session=page-r&compression=stored", scene)
            #expect(first.headers[PlaygroundHeader.region] == nil)
            let number = try #require(first.headers[PlaygroundHeader.frame].flatMap { Int($0) })
            let moved = scene.replacingOccurrences(of: "[10, 20, 60, 30]", with: "[14, 26, 60, 30]")
            let delta = try await Harness.post(client, "/api/render?session=page-r&compression=stored&since=\(number)", moved)
            #expect(delta.status == .ok)
            #expect(delta.headers[PlaygroundHeader.frame] == String(number + 1))
            #expect(delta.headers[PlaygroundHeader.canvas] == "240x160")
            let box = try #require(delta.headers[PlaygroundHeader.region]).split(separator: ",").compactMap { Int($0) }
            try #require(box.count == 4)
            // The pill (and its shadow) moved: some of the canvas, not all of it.
            #expect(box[2] * box[3] < 240 * 160 / 2 && box[2] * box[3] > 64 * 36, "region \(box)")
            var composite = try ImageDecoder.decode(Harness.data(first), name: "first.png")
            let part = try ImageDecoder.decode(Harness.data(delta), name: "region.png")
            #expect(part.width == box[2] && part.height == box[3])
            for y in 0..<part.height {
                for x in 0..<part.width {
                    composite.pixels[(box[1] + y) * 240 + box[0] + x] = part.pixels[y * part.width + x]
                }
            }
            let whole = try await Harness.post(client, "/api/render?compression=stored", moved)
            let expected = try ImageDecoder.decode(Harness.data(whole), name: "whole.png")
            #expect(composite.pixels == expected.pixels, "the region over the first frame is not the moved frame")

            // The frame before the session's last (the page sent this render while the last was in flight). The
            // pill goes from its second place (the frame the page shows) far to the right, then up: the answer's box
            // must hold both steps — the last step's box alone would leave the second place's pill on the canvas —
            // and drawn over the second frame it gives exactly the pill at its last place.
            let far = scene.replacingOccurrences(of: "[10, 20, 60, 30]", with: "[150, 100, 60, 30]")
            let last = scene.replacingOccurrences(of: "[10, 20, 60, 30]", with: "[150, 20, 60, 30]")
            let farAnswer = try await Harness.post(client, "/api/render?session=page-r&compression=stored&since=\(number + 1)", far)
            #expect(farAnswer.headers[PlaygroundHeader.frame] == String(number + 2))
            let back = try await Harness.post(client, "/api/render?session=page-r&compression=stored&since=\(number + 1)", last)
            #expect(back.headers[PlaygroundHeader.frame] == String(number + 3))
            let both = try #require(back.headers[PlaygroundHeader.region]).split(separator: ",").compactMap { Int($0) }
            try #require(both.count == 4)
            #expect(both[0] <= 14 && both[1] <= 26 && both[0] + both[2] >= 210, "region \(both) misses a step")
            var again = composite
            let backPart = try ImageDecoder.decode(Harness.data(back), name: "back.png")
            for y in 0..<backPart.height {
                for x in 0..<backPart.width {
                    again.pixels[(both[1] + y) * 240 + both[0] + x] = backPart.pixels[y * backPart.width + x]
                }
            }
            // The expected picture: another session through the same texts, each answered whole. A session carries
            // each glass's appearance over from frame to frame (the adaptivity hysteresis), so after the pill's
            // visit far right its frame may differ from a render with no session.
            for text in [scene, moved, far] {
                _ = try await Harness.post(client, "/api/render?session=page-q&compression=stored", text)
            }
            let lastWhole = try await Harness.post(client, "/api/render?session=page-q&compression=stored", last)
            #expect(again.pixels == (try ImageDecoder.decode(Harness.data(lastWhole), name: "last.png")).pixels,
                    "the region of two steps over the second frame is not the last frame")

            // After a render that named no frame, the steps before it are not known: the whole frame.
            _ = try await Harness.post(client, "/api/render?session=page-r", moved)
            let stale = try await Harness.post(client, "/api/render?session=page-r&since=\(number + 3)", scene)
            #expect(stale.headers[PlaygroundHeader.region] == nil)
            #expect(try ImageDecoder.decode(Harness.data(stale), name: "stale.png").width == 240)
            // A frame the session never answered (a number from the future): the whole frame.
            let future = try await Harness.post(client, "/api/render?session=page-r&since=\(number + 99)", scene)
            #expect(future.headers[PlaygroundHeader.region] == nil)
            let alone = try await Harness.post(client, "/api/render?since=1", Harness.scene)
            #expect(alone.status == .badRequest)
            #expect(try Harness.error(alone)["code"] as? String == "bad-query")
        }
    }

    /// `compression=stored` (the page's frames): the same pixels as the standard PNG, its rows not deflated — a
    /// zlib stream of level 0 (header byte 0x01 after 0x78) and more bytes than the width × height × 3 samples.
    @Test func storedCompressionGivesTheSamePixelsUndeflated() async throws {
        try await Harness.withServer { _, client in
            let standard = Harness.data(try await Harness.post(client, "/api/render", Harness.scene))
            let response = try await Harness.post(client, "/api/render?compression=stored", Harness.scene)
            #expect(response.status == .ok)
            let stored = Harness.data(response)
            let a = try ImageDecoder.decode(standard, name: "standard.png")
            let b = try ImageDecoder.decode(stored, name: "stored.png")
            #expect(a.pixels == b.pixels, "stored and standard PNGs decode to different pixels")
            #expect(stored.count > 120 * 80 * 3, "a stored PNG holds every sample: \(stored.count) bytes")
            let idat = try #require(stored.firstRange(of: Data("IDAT".utf8)))
            #expect(Array(stored[idat.upperBound..<idat.upperBound + 2]) == [0x78, 0x01])
            let bad = try await Harness.post(client, "/api/render?compression=fast", Harness.scene)
            #expect(bad.status == .badRequest)
            #expect(try Harness.error(bad)["code"] as? String == "bad-query")
        }
    }

    @Test func renderTakesScaleLayerAndFormat() async throws {
        try await Harness.withServer { _, client in
            let scaled = try await Harness.post(client, "/api/render?scale=2", Harness.scene)
            #expect(scaled.headers[PlaygroundHeader.canvas] == "240x160")

            let mask = try await Harness.post(client, "/api/render?layer=mask", Harness.scene)
            let expectedMask = try Self.directRender(layer: .mask).png
            let sameMask = Harness.data(mask) == expectedMask
            #expect(mask.status == .ok && sameMask)

            let json = try Harness.json(try await Harness.post(client, "/api/render?format=json", Harness.scene))
            let png = try #require(Data(base64Encoded: json["png"] as? String ?? ""))
            #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
            #expect(json["width"] as? Int == 120 && json["height"] as? Int == 80)
            let report = try #require(json["report"] as? [String: Any])
            #expect((report["elements"] as? [[String: Any]])?.first?["id"] as? String == "pill")

            for query in ["scale=0", "scale=9", "scale=x", "layer=bogus", "format=gif", "session=a%20b"] {
                let bad = try await Harness.post(client, "/api/render?\(query)", Harness.scene)
                #expect(bad.status == .badRequest, "\(query)")
                #expect(try Harness.error(bad)["code"] as? String != nil, "\(query)")
            }
        }
    }

    @Test func aWrongSceneIsA422AtItsLineAndColumn() async throws {
        try await Harness.withServer { _, client in
            let text = "canvas: {width: 120, height: 80}\nbackground: {color: white}\nelements:\n  - {frame: [1, 2, 3], shape: capsule}\n"
            let response = try await Harness.post(client, "/api/render", text)
            #expect(response.status == .unprocessableContent)
            let error = try Harness.error(response)
            #expect(error["code"] as? String == "invalid-scene")
            #expect(error["line"] as? Int == 4)
            #expect(error["column"] as? Int != nil)
            #expect(response.headers[.contentType]?.hasPrefix("application/json") == true)
        }
    }

    @Test func renderReadsJSONScenes() async throws {
        let json = #"{"canvas": {"width": 120, "height": 80, "scale": 1}, "background": {"image": "coffee.png"}, "#
            + #""elements": [{"id": "pill", "shape": "capsule", "frame": [10, 20, 100, 40], "label": {"text": "Hi"}}]}"#
        let expected = try Self.directRender()
        try await Harness.withServer { _, client in
            let response = try await Harness.post(client, "/api/render", json, headers: [.contentType: "application/json"])
            #expect(response.status == .ok)
            let same = Harness.data(response) == expected.png
            #expect(same)
        }
    }

    @Test func validateAnswersTheDecodersErrorsWithLineAndColumn() async throws {
        try await Harness.withServer { _, client in
            let good = try Harness.json(try await Harness.post(client, "/api/validate", Harness.scene))
            #expect(good["ok"] as? Bool == true)
            #expect(good["elements"] as? Int == 1)
            // The scene names no accessibility settings: the engine's defaults (all off, tinted 0), for the inspector.
            let settings = try #require(good["accessibility"] as? [String: Any])
            #expect(settings["reduceTransparency"] as? Bool == false && settings["tinted"] as? Double == 0)
            let contrast = Harness.scene.replacingOccurrences(of: "elements:", with: "accessibility: {increaseContrast: true}\nelements:")
            let withContrast = try Harness.json(try await Harness.post(client, "/api/validate", contrast))
            #expect((withContrast["accessibility"] as? [String: Any])?["increaseContrast"] as? Bool == true)
            // The shape and union as written, for the inspector's shape and union fields.
            let rounded = Harness.scene.replacingOccurrences(
                of: "shape: capsule", with: "shape: {roundedRectangle: {cornerRadius: 12, style: circular}}, union: pair")
            let glass = try #require(try Harness.json(try await Harness.post(client, "/api/validate", rounded))["glass"] as? [[String: Any]])
            let shape = try #require(glass.first?["shape"] as? [String: Any])
            #expect(shape["kind"] as? String == "roundedRectangle" && shape["cornerRadius"] as? Double == 12
                    && shape["style"] as? String == "circular")
            #expect(glass.first?["union"] as? String == "pair")
            let capsule = try Harness.json(try await Harness.post(client, "/api/validate", Harness.scene))["glass"] as? [[String: Any]]
            #expect((capsule?.first?["shape"] as? [String: Any])?["kind"] as? String == "capsule")

            let text = "canvas: {width: 120, widht: 80}\nbackground: {color: white}\nelements: []\n"
            let response = try await Harness.post(client, "/api/validate", text)
            #expect(response.status == .ok)
            let bad = try Harness.json(response)
            #expect(bad["ok"] as? Bool == false)
            let problem = try #require((bad["errors"] as? [[String: Any]])?.first)
            // `widht` is the second key of the mapping on line 1, at column 22.
            #expect(problem["line"] as? Int == 1)
            #expect(problem["column"] as? Int == 22)
            #expect((problem["message"] as? String)?.contains("did you mean 'width'") == true)
        }
    }

    @Test func samplesListTheExampleScenesAndBackdrops() async throws {
        try await Harness.withServer { _, client in
            let listing = try Harness.json(try await Harness.get(client, "/api/samples"))
            let scenes = try #require(listing["scenes"] as? [[String: Any]])
            let files = try FileManager.default.contentsOfDirectory(atPath: TestFiles.packageRoot.appendingPathComponent("examples/scenes").path)
            #expect(scenes.compactMap { $0["fileName"] as? String } == files.sorted())
            let backdrops = try #require(listing["backdrops"] as? [[String: Any]])
            #expect(backdrops.compactMap { $0["name"] as? String } == ["astronaut.png", "brick.png", "chelsea.png", "coffee.png", "probe-grid.png"])
            // The grid probe (BackdropStore.gridProbe: 4 px black lines every 48 px on white): a line pixel and a
            // cell pixel of the file the server serves.
            let probe = try await Harness.get(client, "/api/backdrops/probe-grid.png")
            let grid = try ImageDecoder.decode(Harness.data(probe), name: "probe-grid.png")
            #expect(grid.width == 1200 && grid.height == 1200)
            #expect(grid[49, 20] == LinearPixel(0, 0, 0, 1) && grid[20, 20] == LinearPixel(1, 1, 1, 1))
            #expect(backdrops.first { $0["name"] as? String == "coffee.png" }?["width"] as? Int == 600)
            // Every sample scene is valid as the server holds it.
            for scene in scenes {
                let text = try #require(scene["text"] as? String)
                let type = scene["format"] as? String == "json" ? "application/json" : "application/yaml"
                let answer = try Harness.json(try await Harness.post(client, "/api/validate", text, headers: [.contentType: type]))
                #expect(answer["ok"] as? Bool == true, "\(scene["fileName"] ?? ""): \(answer)")
            }
            let photo = try await Harness.get(client, "/api/backdrops/coffee.png")
            #expect(photo.status == .ok && photo.headers[.contentType] == "image/png")
            let samePhoto = Harness.data(photo) == (try Data(contentsOf: TestFiles.sampleBackdrops.appendingPathComponent("coffee.png")))
            #expect(samePhoto)
            #expect(try await Harness.get(client, "/api/backdrops/passwd").status == .notFound)
        }
    }

    /// The shipped copies are the example files with the photo named by its file name.
    @Test func sampleScenesAreTheExampleFiles() throws {
        for sample in PlaygroundSamples.scenes {
            let url = TestFiles.packageRoot.appendingPathComponent("examples/scenes/\(sample.fileName)")
            let file = try String(contentsOf: url, encoding: .utf8)
                .replacingOccurrences(of: "../../Sources/LiquidGlassGallery/Resources/Backdrops/", with: "")
            #expect(sample.text == file, "\(sample.fileName) differs from examples/scenes: regenerate PlaygroundSamples+Scenes.swift")
        }
    }

    @Test func symbolsListTheDrawnNames() async throws {
        try await Harness.withServer { _, client in
            let listing = try Harness.json(try await Harness.get(client, "/api/symbols"))
            let symbols = try #require(listing["symbols"] as? [[String: Any]])
            let names = Set(symbols.compactMap { $0["name"] as? String })
            #expect(Set(SymbolLibrary.handMadeNames).isSubset(of: names))
            #expect(symbols.allSatisfy { $0["source"] is String })
        }
    }

    @Test func anUploadedBackdropCanBeNamedByItsID() async throws {
        let png = try Harness.png(width: 16, height: 12)
        try await Harness.withServer { server, client in
            let response = try await Harness.post(client, "/api/backdrops", data: png, headers: [.contentType: "image/png"])
            #expect(response.status == .created)
            let entry = try Harness.json(response)
            let name = try #require(entry["name"] as? String)
            #expect(name.hasPrefix("upload-") && name.hasSuffix(".png"))
            #expect(entry["width"] as? Int == 16 && entry["height"] as? Int == 12)
            // Kept inside the server's own folder.
            let kept = server.temporaryFolder.appendingPathComponent("backdrops/\(name)")
            #expect(FileManager.default.fileExists(atPath: kept.path))

            let scene = Harness.scene.replacingOccurrences(of: "coffee.png", with: name)
            let render = try await Harness.post(client, "/api/render", scene)
            #expect(render.status == .ok)
            let fetched = try await Harness.get(client, "/api/backdrops/\(name)")
            let same = Harness.data(fetched) == png
            #expect(same)

            let text = try await Harness.post(client, "/api/backdrops", "not a picture")
            #expect(text.status == .unsupportedMediaType)
            #expect(try Harness.error(text)["code"] as? String == "unsupported-image")
            var broken = png
            broken.replaceSubrange(20..<png.count, with: Data(repeating: 7, count: 40))
            let bad = try await Harness.post(client, "/api/backdrops", data: broken)
            #expect(bad.status == .unprocessableContent)
            #expect(try Harness.error(bad)["code"] as? String == "bad-image")
        }
    }

    /// The page's assets come from the binary, each with its type; the page names only its own files.
    @Test func thePageIsServedFromTheBinary() async throws {
        try await Harness.withServer { _, client in
            let page = try await Harness.get(client, "/")
            #expect(page.status == .ok && page.headers[.contentType]?.hasPrefix("text/html") == true)
            let html = String(decoding: Harness.data(page), as: UTF8.self)
            #expect(html.contains(#"<script src="/app.js" defer></script>"#) && html.contains(#"href="/app.css""#))
            // No inline script or style: the Content-Security-Policy would block them.
            #expect(!html.contains("<style") && !html.contains("style=") && !html.contains("onclick"))
            let script = try await Harness.get(client, "/app.js")
            #expect(script.headers[.contentType]?.hasPrefix("text/javascript") == true)
            #expect(String(decoding: Harness.data(script), as: UTF8.self).contains("/api/render"))
            #expect(try await Harness.get(client, "/app.css").headers[.contentType]?.hasPrefix("text/css") == true)
        }
    }
}
