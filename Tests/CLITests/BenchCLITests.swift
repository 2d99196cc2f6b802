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
        // With more than one core, the speed-up is the median of the rounds' ratios, one round per block of one and
        // all-core frames timed in turn (five rounds: ThreadRounds); a 1-core machine times one thread only and
        // prints none.
        if standard.count > 1 {
            let speedup = try #require(object["threadSpeedup"] as? Double)
            let rounds = try #require(object["threadSpeedupRounds"] as? [Double])
            #expect(rounds.count == 5 && rounds.allSatisfy { $0 > 0 })
            #expect(speedup == rounds.sorted()[rounds.count / 2])
            // Both configurations timed in every round: five blocks of one frame each (--iterations 1).
            #expect(standard.allSatisfy { $0["frames"] as? Int == 5 })
            // Beside it, what the cores give together: one-thread frames on every core at once, in rounds with one
            // thread alone, and the rounds' median ceiling.
            if let cores = standard.last?["threads"] as? Int, cores <= 8 {
                let atOnce = try #require(object["atOnce"] as? [String: Any])
                let copies = try #require(atOnce["copies"] as? Int), ceiling = try #require(atOnce["ceiling"] as? Double)
                let ceilings = try #require(atOnce["ceilingRounds"] as? [Double])
                let frame = try #require(atOnce["frame"] as? [String: Any])
                #expect(copies == cores)
                #expect(ceilings.count == 5 && ceiling == ceilings.sorted()[ceilings.count / 2])
                #expect(frame["frames"] as? Int == 5 * cores, "every copy's frame of every round")
                // Each round's share is its speed-up over its ceiling; the quiet-host rounds are those whose ceiling
                // is at least 0.95 × the cores (AtOnceFigure.quiet), and their speed-up is the median over them.
                // (Recomputed from the printed rounds, the share may differ in its last bit: compared to 1e-12.)
                let shares = zip(rounds, ceilings).map { $0 / $1 }
                let share = try #require(atOnce["share"] as? Double)
                #expect(abs(share - shares.sorted()[shares.count / 2]) <= 1e-12 * share)
                let quiet = zip(rounds, ceilings).filter { $0.1 >= 0.95 * Double(cores) }.map(\.0).sorted()
                #expect(atOnce["idleRounds"] as? Int == quiet.count)
                #expect(atOnce["idleSpeedup"] as? Double == (quiet.isEmpty ? nil : quiet[quiet.count / 2]))
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
