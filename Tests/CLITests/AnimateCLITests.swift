import Foundation
import LiquidGlass
import Testing

/// End-to-end: `liquidglass animate` and `render --state` over a scene file's named states.
@Suite struct AnimateCLITests {
    /// A circle moving right, and a second one appearing beside it, in 120×60 points at scale 1.
    static let scene = """
        canvas: {width: 120, height: 60, scale: 1}
        background:
          gradient: {colors: ["#FF9500", "#5856D6"], angle: 0}
        elements:
          - container:
              spacing: 16
              elements:
                - {id: a, shape: circle, frame: [70, 16, 28, 28]}
                - {id: b, shape: circle, frame: [24, 16, 28, 28]}
        states:
          left: {elements: {a: {frame: [10, 16, 28, 28]}, b: {hidden: true}}}
          right: {}
        transitions:
          - {from: left, to: right, animation: snappy}
        """

    @Test func animatesBetweenNamedStatesIntoNumberedPNGs() throws {
        let dir = try CLIProcess.temporaryDirectory()
        let file = try RenderCLITests.writeScene(Self.scene, in: dir)
        let frames = dir.appendingPathComponent("frames")
        let r = try CLIProcess.run(["animate", file.path, "--from", "left", "--to", "right", "--fps", "10",
                                    "--duration", "0.3", "-o", frames.path])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stdout.contains("(4 frames, 0.300 s)"), "stdout: \(r.stdout)")
        let names = try FileManager.default.contentsOfDirectory(atPath: frames.path).filter { $0.hasSuffix(".png") }.sorted()
        #expect(names.count == 4)

        // Frame 0 is the `left` state and the last frame is close to `right`, as `render --state` draws them.
        let left = dir.appendingPathComponent("left.png")
        let still = try CLIProcess.run(["render", file.path, "--state", "left", "-o", left.path])
        #expect(still.status == 0, "stderr: \(still.stderr)")
        let first = try ImageDecoder.decode(contentsOf: frames.appendingPathComponent(try #require(names.first)))
        let expected = try ImageDecoder.decode(contentsOf: left)
        #expect(first.width == 120 && first.height == 60)
        #expect(Self.maxDifference(first, expected) < 1.0 / 255, "frame 0 is the left state")
        let last = try ImageDecoder.decode(contentsOf: frames.appendingPathComponent(try #require(names.last)))
        #expect(Self.maxDifference(last, first) > 0.05, "the glass moved")
    }

    @Test func theFilesOnlyTransitionIsUsedWhenNoneIsNamed() throws {
        let dir = try CLIProcess.temporaryDirectory()
        let file = try RenderCLITests.writeScene(Self.scene, in: dir)
        let out = dir.appendingPathComponent("move.gif")
        let r = try CLIProcess.run(["animate", file.path, "--fps", "10", "--duration", "0.1", "-o", out.path])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stdout.contains("(2 frames, 0.100 s)"), "stdout: \(r.stdout)")
        #expect(FileManager.default.fileExists(atPath: out.path))
    }

    @Test func unknownStatesAndMissingStatesAreInputErrors() throws {
        let dir = try CLIProcess.temporaryDirectory()
        let file = try RenderCLITests.writeScene(Self.scene, in: dir)
        let out = dir.appendingPathComponent("x.png")
        let unknown = try CLIProcess.run(["animate", file.path, "--from", "left", "--to", "middle", "-o", out.path])
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("scene.yaml: no state named 'middle' (states: left, right)"),
                "stderr: \(unknown.stderr)")
        let render = try CLIProcess.run(["render", file.path, "--state", "middle", "-o", out.path])
        #expect(render.status == 1)
        #expect(render.stderr.contains("scene.yaml: no state named 'middle' (states: left, right)"), "stderr: \(render.stderr)")

        let plain = try RenderCLITests.writeScene(RenderCLITests.smallScene, named: "plain.yaml", in: dir)
        let none = try CLIProcess.run(["animate", plain.path, "-o", out.path])
        #expect(none.status == 1)
        #expect(none.stderr.contains("plain.yaml: the scene declares no states"), "stderr: \(none.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path), "nothing is written")
    }

    @Test func usageErrors() throws {
        let onlyFrom = try CLIProcess.run(["animate", "a.yaml", "--from", "left", "-o", "x.png"])
        #expect(onlyFrom.status == 2)
        #expect(onlyFrom.stderr.contains("give both --from and --to"), "stderr: \(onlyFrom.stderr)")
        // The same state twice drew every frame alike, without a word.
        let same = try CLIProcess.run(["animate", "a.yaml", "--from", "left", "--to", "left", "-o", "x.png"])
        #expect(same.status == 2)
        #expect(same.stderr.contains("--from and --to are the same state (left)"), "stderr: \(same.stderr)")
        let twoFilesAndStates = try CLIProcess.run(["animate", "a.yaml", "b.yaml", "--from", "x", "--to", "y", "-o", "x.png"])
        #expect(twoFilesAndStates.status == 2)
        let three = try CLIProcess.run(["animate", "a.yaml", "b.yaml", "c.yaml", "-o", "x.png"])
        #expect(three.status == 2)
    }

    /// The largest per-channel difference between two images of the same size.
    static func maxDifference(_ a: LinearImage, _ b: LinearImage) -> Float {
        var worst: Float = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let d = a[x, y] - b[x, y]
                worst = max(worst, Swift.abs(d.x), Swift.abs(d.y), Swift.abs(d.z), Swift.abs(d.w))
            }
        }
        return worst
    }
}
