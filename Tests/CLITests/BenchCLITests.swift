import Foundation
import Testing

/// `liquidglass bench --json`: the figures a tool reads (issue 13's table), one JSON object on stdout.
@Suite struct BenchCLITests {
    @Test func jsonCarriesTheStandardSceneFiguresAndTheFidelityCheck() throws {
        let r = try CLIProcess.run(["bench", "--json", "--only", "standard", "--iterations", "1"])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any],
                                  "stdout is not one JSON object: \(r.stdout.prefix(200))")
        let standard = try #require(object["standard"] as? [[String: Any]])
        #expect(standard.first?["threads"] as? Int == 1)
        #expect((standard.first?["median"] as? Double ?? 0) > 0)
        // The fast path against the scalar reference: at most one 8-bit code anywhere (LaneShadingTests' bound).
        let fidelity = try #require(object["fidelity"] as? [String: Any])
        #expect(fidelity["largest"] as? Int ?? 99 <= 1)
        #expect(object["glassPixels"] as? Int == 258_860, "the standard scene's glass pixels (docs/BENCHMARKS.md)")
        // With more than one core, the speed-up is the one-thread median over the all-core one (a 1-core
        // machine times one thread only and prints none).
        if standard.count > 1, let one = standard.first?["median"] as? Double, let all = standard.last?["median"] as? Double {
            let speedup = try #require(object["threadSpeedup"] as? Double)
            #expect(abs(speedup - one / all) < 1e-9)
            // Beside it, what the cores give together: one one-thread frame per core at once, and the ceiling
            // copies × one / that median (BenchCommand's AtOnceFigure).
            if let cores = standard.last?["threads"] as? Int, cores <= 8 {
                let atOnce = try #require(object["atOnce"] as? [String: Any])
                let copies = try #require(atOnce["copies"] as? Int), ceiling = try #require(atOnce["ceiling"] as? Double)
                let frame = try #require(atOnce["frame"] as? [String: Any])
                let median = try #require(frame["median"] as? Double)
                #expect(copies == cores)
                #expect(median > 0 && abs(ceiling - Double(copies) * one / median) < 1e-9)
            }
        } else {
            #expect(object["threadSpeedup"] == nil && object["atOnce"] == nil)
        }
        // Only the standard figures were asked for.
        #expect(object["sheet"] == nil && object["container"] == nil)
    }

    @Test func anUnknownFigureIsAUsageError() throws {
        let r = try CLIProcess.run(["bench", "--only", "everything"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("--only"), "stderr: \(r.stderr)")
    }
}
