import Foundation
import Hummingbird
import LiquidGlass

/// The endpoints (docs/PLAYGROUND.md): each reads and checks its request, hands heavy work to the ``RenderQueue``
/// and answers JSON, or a PNG.
extension PlaygroundServer {
    func addRoutes(to router: Router<BasicRequestContext>) {
        for (path, type, text) in [("/", "text/html", PlaygroundPage.html), ("/app.css", "text/css", PlaygroundPage.css),
                                   ("/app.js", "text/javascript", PlaygroundPage.javaScript)] {
            router.get(RouterPath(path)) { _, _ in
                Response(status: .ok, headers: [.contentType: "\(type); charset=utf-8", .cacheControl: "no-cache"],
                         body: .init(byteBuffer: ByteBuffer(string: text)))
            }
        }
        router.post("/api/render") { request, _ in try await render(request) }
        router.post("/api/validate") { request, _ in try await validate(request) }
        router.post("/api/code") { request, _ in try await code(request) }
        router.post("/api/animate") { request, _ in try await animate(request) }
        router.post("/api/edit") { request, _ in try await edit(request) }
        router.get("/api/samples") { _, _ in
            try Self.json(PlaygroundSamples.Listing(scenes: PlaygroundSamples.scenes, backdrops: store.all))
        }
        router.get("/api/symbols") { _, _ in try Self.json(PlaygroundSymbols.listing) }
        router.get("/api/openapi.json") { _, _ in
            Response(status: .ok, headers: [.contentType: "application/json; charset=utf-8", .cacheControl: "no-cache"],
                     body: .init(byteBuffer: ByteBuffer(string: PlaygroundOpenAPI.document)))
        }
        router.post("/api/backdrops") { request, _ in try await upload(request) }
        router.get("/api/backdrops/{name}") { _, context in
            let name = context.parameters.get("name") ?? ""
            guard let entry = store.entry(named: name), let url = store.file(named: name) else {
                throw PlaygroundError(.notFound, "unknown-backdrop", "no backdrop named '\(name)'")
            }
            let data = try Data(contentsOf: url)
            return Response(status: .ok,
                            headers: [.contentType: entry.name.hasSuffix(".jpg") ? "image/jpeg" : "image/png",
                                      .cacheControl: "private, max-age=3600"],
                            body: .init(byteBuffer: ByteBuffer(bytes: data)))
        }
    }

    // MARK: - Render

    /// `POST /api/render?scale=&layer=&format=&compression=&session=&since=&state=&colorScheme=`.
    func render(_ request: Request) async throws -> Response {
        let query = request.uri.queryParameters
        var options = RenderOptions(threads: configuration.renderThreads ?? RenderThreads.available,
                                    limits: ImageLimits(maxPixels: configuration.maxImagePixels))
        if let text = query["scale"] {
            guard let scale = Double(String(text)), scale.isFinite, scale > 0, scale <= 8 else {
                throw PlaygroundError(.badRequest, "bad-query", "scale: expected a number greater than 0 and at most 8, found '\(text)'")
            }
            options.scale = scale
        }
        if let text = query["layer"] {
            guard let layer = RenderLayer(rawValue: String(text)) else {
                throw PlaygroundError(.badRequest, "bad-query", "layer: expected one of "
                    + RenderLayer.allCases.map(\.rawValue).joined(separator: ", ") + ", found '\(text)'")
            }
            options.layer = layer
        }
        let format = query["format"].map(String.init) ?? "png"
        guard ["png", "png16", "json"].contains(format) else {
            throw PlaygroundError(.badRequest, "bad-query", "format: expected png, png16 or json, found '\(format)'")
        }
        // The page asks for stored PNGs: its frames cross loopback only, and deflate was most of an edit's time
        // (the standard scene at 2×: 650 ms of 750 on a loaded machine; stored, 21 ms).
        let compression: PNGEncoder.Compression
        switch query["compression"].map(String.init) ?? "standard" {
        case "standard": compression = .standard
        case "stored": compression = .stored
        case let other:
            throw PlaygroundError(.badRequest, "bad-query", "compression: expected standard or stored, found '\(other)'")
        }
        let slot = try query["session"].map { try sessions.slot(String($0)) }
        let since = try query["since"].map { text in
            guard slot != nil, let number = Int(String(text)), number > 0 else {
                throw PlaygroundError(.badRequest, "bad-query",
                                      "since: expected the number of a frame of this session (with session=), found '\(text)'")
            }
            return number
        }
        let document = try await scene(of: request)
        var scene = try Self.scene(of: document, inState: query["state"].map(String.init))
        if let scale = options.scale { scene.canvas.scale = scale }
        if let text = query["colorScheme"] {
            // The page's light-and-dark view: the same scene in the other scheme (system colours take their
            // other value, glass its other appearance), without editing the text.
            guard let scheme = ColorScheme(rawValue: String(text)) else {
                throw PlaygroundError(.badRequest, "bad-query", "colorScheme: expected light or dark, found '\(text)'")
            }
            scene.colorScheme = scheme
        }
        options.scale = nil
        try checkCanvas(scene.canvas)
        let number = slot?.next()
        let depth: PNGEncoder.BitDepth = format == "png16" ? .sixteen : .eight
        let rendered = try await queue.run("the render") { [options, scene] in
            if let slot, let number, !slot.isNewest(number) {
                throw PlaygroundError(.conflict, "superseded", "a newer render of this session was asked for")
            }
            // Only a PNG answer may be a region: the JSON form carries the whole frame.
            return try PlaygroundRender.render(scene, options: options, session: slot?.session, depth: depth,
                                               compression: compression, slot: slot,
                                               since: format == "png" ? since : nil)
        }
        return try rendered.response(format: format)
    }

    /// The canvas's pixels within the image limit, checked before the render is queued.
    func checkCanvas(_ canvas: Canvas) throws {
        let width = (Double(canvas.width) * canvas.scale).rounded(.up)
        let height = (Double(canvas.height) * canvas.scale).rounded(.up)
        guard width * height <= Double(configuration.maxImagePixels) else {
            throw PlaygroundError(.contentTooLarge, "canvas-too-large",
                                  "the canvas is \(Int(width))×\(Int(height)) pixels; the playground draws at most "
                                    + "\(configuration.maxImagePixels) pixels (lower its size or scale)")
        }
    }

    // MARK: - Code

    /// `POST /api/code?framework=swiftui|uikit&state=&name=`: the scene as Swift source (``SceneCode``), with what
    /// it does not express and the linter's findings on it. Runs on the render thread: the linter parses the code.
    func code(_ request: Request) async throws -> Response {
        let query = request.uri.queryParameters
        let frameworkName = query["framework"].map(String.init) ?? "swiftui"
        guard let framework = SceneCode.Framework(rawValue: frameworkName) else {
            throw PlaygroundError(.badRequest, "bad-query", "framework: expected swiftui or uikit, found '\(frameworkName)'")
        }
        let name = query["name"].map(String.init) ?? "Scene"
        guard (1...64).contains(name.count), name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-_ ".contains($0)) }) else {
            throw PlaygroundError(.badRequest, "bad-query", "name: 1–64 letters, digits, spaces, '-' or '_'")
        }
        let document = try await scene(of: request)
        let scene = try Self.scene(of: document, inState: query["state"].map(String.init))
        var code = SceneCodeExporter.export(scene, document: document, name: name, framework: framework, lint: false)
        let written = code
        code.lint = try await queue.run("linting the code") { SceneCodeExporter.lint(written) }
        return try Self.json(code)
    }

    // MARK: - Validate

    /// `POST /api/validate`: `{"ok": true, …}` or `{"ok": false, "errors": [{line, column, message}]}`, both 200.
    func validate(_ request: Request) async throws -> Response {
        let (text, isJSON) = try await sceneText(of: request)
        let document: SceneDocument
        do throws(SceneError) {
            document = try SceneIntake(store: store).load(text, isJSON: isJSON)
        } catch {
            return try Self.json(Validation(
                ok: false, errors: [.init(line: error.line, column: error.column, message: error.message,
                                          description: error.description)]))
        }
        let canvas = document.scene.canvas
        return try Self.json(Validation(
            ok: true, errors: [],
            canvas: .init(width: Double(canvas.width), height: Double(canvas.height), scale: canvas.scale),
            elements: document.scene.elements.count, states: document.states.map(\.name),
            colorScheme: document.scene.colorScheme.rawValue,
            accessibility: .init(document.scene.accessibility),
            lightAngle: Double(document.scene.lightAngle ?? GlassMaterial.defaultLightAngle),
            glass: document.scene.elements.enumerated().map { index, element in
                .init(item: element.id ?? "#\(index + 1)", interactive: element.glass.isInteractive,
                      labelText: element.label?.text, labelSymbol: element.label?.symbol,
                      containerSpacing: element.container?.spacing, shape: ShapeInfo(element.shape),
                      union: element.unionID)
            }))
    }

    struct Validation: Encodable {
        struct Problem: Encodable {
            var line: Int
            var column: Int
            var message: String
            var description: String
        }
        struct CanvasSize: Encodable {
            var width: Double
            var height: Double
            var scale: Double
        }
        var ok: Bool
        var errors: [Problem]
        var canvas: CanvasSize? = nil
        var elements: Int? = nil
        var states: [String]? = nil
        /// `light` or `dark`, as the scene is written.
        var colorScheme: String? = nil
        /// The scene's accessibility settings (the defaults where it names none): the inspector's scene settings.
        var accessibility: Accessibility? = nil
        /// The highlights' light direction in degrees the render uses: the scene's `lightAngle`, else the
        /// material's (−50).
        var lightAngle: Double? = nil
        /// What the inspector shows of each element that the render report does not say, by the report's `item`.
        var glass: [GlassInfo]? = nil
    }

    struct Accessibility: Encodable {
        var reduceTransparency: Bool
        var increaseContrast: Bool
        var reduceMotion: Bool
        var tinted: Double

        init(_ settings: AccessibilitySettings) {
            (reduceTransparency, increaseContrast, reduceMotion, tinted) =
                (settings.reduceTransparency, settings.increaseContrast, settings.reduceMotion, settings.tinted)
        }
    }

    struct GlassInfo: Encodable {
        var item: String
        var interactive: Bool
        var labelText: String?
        var labelSymbol: String?
        var containerSpacing: Double?
        /// The shape as the scene file names it, with a rounded rectangle's corners.
        var shape: ShapeInfo
        /// The `union:` id.
        var union: String?
    }

    /// A shape as docs/SCENES.md writes it: `capsule`, `circle`, `ellipse`, `rectangle`, `roundedRectangle` (with
    /// `cornerRadius` and `style`) or `path`.
    struct ShapeInfo: Encodable {
        var kind: String
        var cornerRadius: Double?
        var style: String?

        init(_ shape: any Shape) {
            switch shape {
            case is Capsule: kind = "capsule"
            case is Circle: kind = "circle"
            case is Ellipse: kind = "ellipse"
            case is Rectangle: kind = "rectangle"
            case let rounded as RoundedRectangle:
                kind = "roundedRectangle"
                cornerRadius = Double(rounded.cornerRadius)
                style = rounded.style == .circular ? "circular" : "continuous"
            default: kind = "path"
            }
        }
    }

    // MARK: - Backdrops

    /// `POST /api/backdrops`: the body is a PNG or JPEG file; 201 with `{"name", "width", "height", "bytes"}`.
    func upload(_ request: Request) async throws -> Response {
        let data = try await Self.body(of: request, limit: configuration.maxUploadBytes, code: "upload-too-large",
                                       what: "an uploaded picture")
        guard let fileExtension = Self.imageKind(data) else {
            throw PlaygroundError(.unsupportedMediaType, "unsupported-image",
                                  "the upload is not a PNG or JPEG file (the playground reads those two)")
        }
        let limits = ImageLimits(maxPixels: configuration.maxImagePixels)
        let store = store
        let entry = try await queue.run("decoding the upload") {
            let image: LinearImage
            do throws(ImageIOError) {
                image = try ImageDecoder.decode(data, name: "the upload", limits: limits)
            } catch {
                let tooLarge = error.reason.contains("exceeds the limit") || error.reason.contains("memory budget")
                throw PlaygroundError(tooLarge ? .contentTooLarge : .unprocessableContent,
                                      tooLarge ? "image-too-large" : "bad-image", error.description)
            }
            return try store.add(data, width: image.width, height: image.height, fileExtension: fileExtension)
        }
        var response = try Self.json(entry)
        response.status = .created
        return response
    }

    /// `png` or `jpg` from the file's first bytes, or nil.
    static func imageKind(_ data: Data) -> String? {
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return "png" }
        if data.starts(with: [0xFF, 0xD8, 0xFF]) { return "jpg" }
        return nil
    }

    // MARK: - Reading requests

    /// The request's scene, loaded through the ``SceneIntake`` (422 with the line and column when it is wrong).
    func scene(of request: Request) async throws -> SceneDocument {
        let (text, isJSON) = try await sceneText(of: request)
        do { return try SceneIntake(store: store).load(text, isJSON: isJSON) } catch {
            throw PlaygroundError(.unprocessableContent, "invalid-scene", error.message, line: error.line,
                                  column: error.column)
        }
    }

    /// The document's scene as written (`state` nil) or in one of its `states:` (422 `unknown-state`, naming the
    /// states there are, for any other name): one lookup for render, code and animate.
    static func scene(of document: SceneDocument, inState state: String?) throws -> Scene {
        guard let state else { return document.scene }
        guard let scene = document.scene(inState: state) else {
            throw PlaygroundError(.unprocessableContent, "unknown-state", document.unknownState(state))
        }
        return scene
    }

    /// The body as UTF-8 text (at most ``PlaygroundConfiguration/maxSceneBytes``), and whether it is JSON: sent as
    /// `application/json`, or starting with `{`.
    func sceneText(of request: Request) async throws -> (String, Bool) {
        let data = try await Self.body(of: request, limit: configuration.maxSceneBytes, code: "scene-too-large",
                                       what: "a scene")
        guard let text = String(data: data, encoding: .utf8) else {
            throw PlaygroundError(.badRequest, "not-utf8", "the scene is not UTF-8 text")
        }
        let type = request.headers[.contentType]?.lowercased() ?? ""
        let isJSON = type.hasPrefix("application/json")
            || (!type.contains("yaml") && text.drop { $0.isWhitespace }.first == "{")
        return (text, isJSON)
    }

    /// The body, refused with 413 beyond `limit` bytes (by its declared length before any of it is read).
    static func body(of request: Request, limit: Int, code: String, what: String) async throws -> Data {
        let tooLarge = PlaygroundError(.contentTooLarge, code,
                                       "\(what) may have at most \(limit) bytes (\(limit >> 20) MiB)")
        if let declared = request.headers[.contentLength].flatMap({ Int($0) }), declared > limit { throw tooLarge }
        var data = Data()
        for try await buffer in request.body {
            guard data.count + buffer.readableBytes <= limit else { throw tooLarge }
            data.append(contentsOf: buffer.readableBytesView)
        }
        return data
    }

    /// A value as a JSON answer (sorted keys, so answers are stable).
    static func json(_ value: some Encodable) throws -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return Response(status: .ok, headers: [.contentType: "application/json; charset=utf-8", .cacheControl: "no-store"],
                        body: .init(byteBuffer: ByteBuffer(bytes: try encoder.encode(value))))
    }
}
