/// An activity indicator: animating or not, and whether it hides when stopped.
public struct ActivityIndicatorState: Equatable, Sendable {
    public var isAnimating = false
    public var hidesWhenStopped = true

    public init() {}

    /// Whether the indicator is on screen.
    public var isVisible: Bool { isAnimating || !hidesWhenStopped }
}
