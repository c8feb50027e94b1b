// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
import Glibc
import Synchronization
import Testing

/// Property-based testing for the headless tests: random inputs from generators, a body that
/// checks what must hold for every input with `#expect`, and, when it fails, the input and the
/// seed that repeats it.
///
///     await propertyCheck(count: 500, input: Gen.int(in: 0...8).array(of: 1...40)) { numbers in
///         #expect(numbers.count <= 40)
///     }
///
/// A failure names the input and its seed: `PROPERTY_CHECK_SEED=SEED swift test --filter TEST`
/// runs that input alone. Inputs are not shrunk.
///
/// A module of the package's own, with the calls of the swift-property-based package that the
/// tests used, because that package needs Swift 6.1 and GtkControls builds with 6.0.
public struct Generator<Value>: Sendable {
    private let generate: @Sendable (inout SplitMix64) -> Value

    public init(_ generate: @escaping @Sendable (inout SplitMix64) -> Value) {
        self.generate = generate
    }

    /// A value drawn with `random`.
    public func value(using random: inout SplitMix64) -> Value {
        generate(&random)
    }

    public func map<Mapped>(_ transform: @escaping @Sendable (Value) -> Mapped) -> Generator<Mapped> {
        Generator<Mapped> { random in transform(generate(&random)) }
    }

    /// Arrays of `count` values, the length drawn from `count` first.
    public func array(of count: ClosedRange<Int>) -> Generator<[Value]> {
        Generator<[Value]> { random in
            (0..<Int.random(in: count, using: &random)).map { _ in generate(&random) }
        }
    }

    /// Arrays of exactly `count` values.
    public func array(of count: Int) -> Generator<[Value]> {
        array(of: count...count)
    }
}

/// The generators by the type of value they make: `Gen.int(in: 0...8)`, `Gen.bool`,
/// `Gen<Direction>.case`, `Gen<Event>.oneOf(…)`.
public enum Gen<Value> {}

extension Gen {
    public static func always(_ value: Value) -> Generator<Value> where Value: Sendable {
        Generator { _ in value }
    }

    /// One of `generators`, each as likely; list one twice to make it twice as likely.
    public static func oneOf(_ generators: Generator<Value>...) -> Generator<Value> {
        precondition(!generators.isEmpty, "oneOf needs a generator")
        return Generator { random in generators[Int.random(in: generators.indices, using: &random)].value(using: &random) }
    }

    public static func element(of values: [Value]) -> Generator<Value> where Value: Sendable {
        precondition(!values.isEmpty, "element(of:) needs a value")
        return Generator { random in values[Int.random(in: values.indices, using: &random)] }
    }
}

extension Gen where Value: CaseIterable, Value: Sendable {
    public static var `case`: Generator<Value> { element(of: Array(Value.allCases)) }
}

extension Gen where Value == Bool {
    public static var bool: Generator<Bool> { Generator { random in Bool.random(using: &random) } }
}

extension Gen where Value == Int {
    public static func int(in range: ClosedRange<Int>) -> Generator<Int> {
        Generator { random in Int.random(in: range, using: &random) }
    }
}

extension Gen where Value == UInt8 {
    public static func uint8(in range: ClosedRange<UInt8>) -> Generator<UInt8> {
        Generator { random in UInt8.random(in: range, using: &random) }
    }
}

extension Gen where Value == Double {
    public static func double(in range: ClosedRange<Double>) -> Generator<Double> {
        Generator { random in Double.random(in: range, using: &random) }
    }
}

extension Gen where Value == Unicode.Scalar {
    /// Scalars in `range`; the surrogate code points, which are not scalars, are skipped.
    public static func unicodeScalar(in range: ClosedRange<Unicode.Scalar>) -> Generator<Unicode.Scalar> {
        Generator { random in
            while true {
                if let scalar = Unicode.Scalar(UInt32.random(in: range.lowerBound.value...range.upperBound.value, using: &random)) {
                    return scalar
                }
            }
        }
    }
}

/// Tuples of one value from each generator.
public func zip<each Part>(_ generators: repeat Generator<each Part>) -> Generator<(repeat each Part)> {
    // A tuple: Swift 6.0 does not see that a pack of generators is Sendable.
    let parts = (repeat each generators)
    return Generator { random in (repeat (each parts).value(using: &random)) }
}

/// Calls `body` with `count` random inputs, one value of each generator, and records an issue
/// naming the first input for which `body` recorded one, with the seed that repeats it.
public func propertyCheck<each Input>(
    count: Int = 100,
    input generators: repeat Generator<each Input>,
    isolation: isolated (any Actor)? = #isolation,
    sourceLocation: SourceLocation = #_sourceLocation,
    perform body: (repeat each Input) async throws -> Void
) async {
    let input = zip(repeat each generators)
    let seeds: [UInt64]
    if let chosen = SplitMix64.chosenSeed {
        seeds = [chosen]
    } else {
        var system = SystemRandomNumberGenerator()
        seeds = (0..<count).map { _ in system.next() }
    }
    for seed in seeds {
        var random = SplitMix64(seed: seed)
        let values = input.value(using: &random)
        let issues = IssueCount()
        do {
            try await withKnownIssue(isIntermittent: true, isolation: isolation) {
                try await body(repeat each values)
            } matching: { _ in
                issues.add()
                return false
            }
        } catch {
            Issue.record(error, sourceLocation: sourceLocation)
            issues.add()
        }
        if issues.found {
            Issue.record("Failed with the input \(values); \(SplitMix64.seedVariable)=\(seed) repeats it.", sourceLocation: sourceLocation)
            return
        }
    }
}

/// The issues `withKnownIssue`'s matcher, which may run on any thread, saw.
private final class IssueCount: Sendable {
    private let count = Atomic(0)
    var found: Bool { count.load(ordering: .relaxed) > 0 }
    func add() { count.add(1, ordering: .relaxed) }
}

/// Random numbers from a 64-bit seed (Steele, Lea and Flood's SplitMix64), so that one seed
/// gives one input again.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The environment variable that holds a seed to repeat.
    public static let seedVariable = "PROPERTY_CHECK_SEED"
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// The seed `PROPERTY_CHECK_SEED` holds, if any.
    public static var chosenSeed: UInt64? {
        getenv(seedVariable).flatMap { UInt64(String(cString: $0)) }
    }
}
