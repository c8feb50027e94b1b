import ControlCore
import PropertyBased
import Testing

@Suite struct SaveQueueStateTests {
    /// The effects as plain values, to compare whole lists.
    private func written(_ effects: [SaveQueueState<Int>.Effect]) -> [String] {
        effects.map {
            switch $0 {
            case .write(let value): "write \(value)"
            case .report(let error): "report \(error ?? "ok")"
            }
        }
    }

    @Test func aSaveWhileIdleWritesAtOnce() {
        var queue = SaveQueueState<Int>()
        #expect(written(queue.handle(.save(1))) == ["write 1"])
        #expect(queue.isWriting && queue.queued == nil)
        #expect(written(queue.handle(.writeFinished(error: nil))) == ["report ok"])
        #expect(!queue.isWriting)
    }

    @Test func savesDuringAWriteCoalesceToTheNewest() {
        var queue = SaveQueueState<Int>()
        _ = queue.handle(.save(1))
        #expect(queue.handle(.save(2)).isEmpty)
        #expect(queue.handle(.save(3)).isEmpty)
        #expect(queue.queued == 3)
        #expect(written(queue.handle(.writeFinished(error: nil))) == ["report ok", "write 3"])
        #expect(written(queue.handle(.writeFinished(error: nil))) == ["report ok"])
        #expect(!queue.isWriting && queue.queued == nil)
    }

    @Test func aFailedWriteIsReportedAndTheNextStillRuns() {
        var queue = SaveQueueState<Int>()
        _ = queue.handle(.save(1))
        _ = queue.handle(.save(2))
        #expect(written(queue.handle(.writeFinished(error: "disk full"))) == ["report disk full", "write 2"])
        #expect(written(queue.handle(.writeFinished(error: nil))) == ["report ok"])
    }

    @Test func aStrayFinishWhileIdleDoesNothing() {
        var queue = SaveQueueState<Int>()
        #expect(queue.handle(.writeFinished(error: nil)).isEmpty)
        #expect(!queue.isWriting)
    }

    enum Step: CaseIterable { case save, succeed, fail }

    /// Over random saves and write endings: a value waits only while a write runs, one
    /// write runs at a time, writes start in saving order, and once the writes run out the
    /// newest value saved is the last one written.
    @Test func theNewestValueIsAlwaysWrittenLast() async {
        await propertyCheck(count: 2_000, input: Gen<Step>.case.array(of: 1...80)) { steps in
            var queue = SaveQueueState<Int>()
            var saved = 0
            var writes: [Int] = []
            var running = 0
            func apply(_ event: SaveQueueState<Int>.Event) {
                if case .writeFinished = event, running > 0 { running -= 1 }
                for effect in queue.handle(event) {
                    if case .write(let value) = effect {
                        writes.append(value)
                        running += 1
                    }
                }
                #expect(running == (queue.isWriting ? 1 : 0))
                #expect(queue.queued == nil || queue.isWriting)
            }
            for step in steps {
                switch step {
                case .save:
                    saved += 1
                    apply(.save(saved))
                case .succeed: apply(.writeFinished(error: nil))
                case .fail: apply(.writeFinished(error: "failed"))
                }
            }
            while queue.isWriting { apply(.writeFinished(error: nil)) }
            #expect(writes == writes.sorted() && Set(writes).count == writes.count)
            #expect(writes.last == (saved > 0 ? saved : nil))
        }
    }
}
