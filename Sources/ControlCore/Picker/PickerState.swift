// SPDX-FileCopyrightText: 2026 The GtkControls authors
// SPDX-License-Identifier: MIT
/// A multi-component drum picker: per component its row count, its selected row and where
/// its drum is, with drags, flings, wheel, keyboard and type-ahead as events and time as
/// frame ticks. Selections are always inside their component; a drum at rest always sits
/// exactly on its selected row.
///
/// Out-of-range selections are clamped (never refused); a negative row count is treated
/// as empty and reported once per component.
public struct PickerState: StateMachine, Equatable, Sendable {
    /// One drum.
    public struct Component: Equatable, Sendable {
        public fileprivate(set) var rowCount = 0
        public fileprivate(set) var selectedRow = 0
        /// Where the drum is, in rows.
        public fileprivate(set) var offset = 0.0
        public fileprivate(set) var animation: ValueAnimation?
        /// The offset when the current drag began; nil when not dragging.
        public fileprivate(set) var dragStart: Double?
        fileprivate var reportedBadCount = false

        /// Whether the drum is still (not dragged, not animating).
        public var isAtRest: Bool { animation == nil && dragStart == nil }
    }

    /// Keyboard commands on a focused drum.
    public enum Key: Equatable, Sendable {
        case up, down, pageUp, pageDown, home, end
    }

    public enum Event: Equatable, Sendable {
        /// The data source now has `rowCount` rows in `component` (reload).
        case reload(component: Int, rowCount: Int)
        /// Select from code: animated drums roll there, others jump. Row out of range is clamped.
        case select(row: Int, component: Int, animated: Bool, time: Duration)
        case dragBegan(component: Int, time: Duration)
        /// The pointer moved `rows` rows (positive: towards later rows) since the drag began.
        case dragMoved(component: Int, rows: Double)
        /// The pointer let go moving at `velocity` rows per second.
        case dragEnded(component: Int, velocity: Double, time: Duration)
        /// Wheel steps (positive: later rows).
        case scroll(component: Int, steps: Int, time: Duration)
        case key(component: Int, Key, time: Duration)
        /// Type-ahead matched `row` (found by ``PickerState/typeAheadRow(prefix:titles:rowCount:from:)``).
        case jump(component: Int, row: Int, time: Duration)
        /// A frame at `time`.
        case tick(time: Duration)
    }

    public enum Effect: Equatable, Sendable {
        /// The user settled on a new row: tell the delegate.
        case didSelect(row: Int, component: Int)
        /// A drum is moving: ask for frame ticks.
        case startTicking
        /// Redraw `component`.
        case redraw(component: Int)
        /// The data source gave a negative count for `component`; shown once.
        case reportNegativeCount(component: Int, count: Int)
    }

    /// Rows a Page Up/Down moves.
    public static let pageSize = 5

    public private(set) var components: [Component]

    public init(componentCount: Int) {
        components = Array(repeating: Component(), count: max(0, componentCount))
    }

    /// The selected row of `component`, or nil when there is no such component or no rows.
    public func selectedRow(inComponent component: Int) -> Int? {
        guard components.indices.contains(component), components[component].rowCount > 0 else { return nil }
        return components[component].selectedRow
    }

    /// Whether any drum is moving.
    public var isAnimating: Bool { components.contains { $0.animation != nil } }

    /// Sets the number of components, keeping the ones that stay.
    public mutating func setComponentCount(_ count: Int) {
        let count = max(0, count)
        if count < components.count { components.removeLast(components.count - count) }
        while components.count < count { components.append(Component()) }
    }

    public mutating func handle(_ event: Event) -> [Effect] {
        switch event {
        case .reload(let index, let count):
            guard components.indices.contains(index) else { return [] }
            var effects: [Effect] = []
            if count < 0, !components[index].reportedBadCount {
                components[index].reportedBadCount = true
                effects.append(.reportNegativeCount(component: index, count: count))
            }
            let rows = max(0, count)
            components[index].rowCount = rows
            let clamped = DrumPhysics.clamp(components[index].selectedRow, rowCount: rows)
            let changed = clamped != components[index].selectedRow
            components[index].selectedRow = clamped
            components[index].animation = nil
            components[index].dragStart = nil
            components[index].offset = Double(clamped)
            effects.append(.redraw(component: index))
            if changed { effects.append(.didSelect(row: clamped, component: index)) }
            return effects
        case .select(let row, let index, let animated, let time):
            guard components.indices.contains(index) else { return [] }
            let target = DrumPhysics.clamp(row, rowCount: components[index].rowCount)
            components[index].selectedRow = target
            components[index].dragStart = nil
            if animated {
                return roll(index, to: target, at: time, notify: false)
            }
            components[index].animation = nil
            components[index].offset = Double(target)
            return [.redraw(component: index)]
        case .dragBegan(let index, let time):
            guard components.indices.contains(index), components[index].rowCount > 0 else { return [] }
            components[index].offset = displayedOffset(index, at: time)
            components[index].animation = nil
            components[index].dragStart = components[index].offset
            return [.redraw(component: index)]
        case .dragMoved(let index, let rows):
            guard components.indices.contains(index), let start = components[index].dragStart else { return [] }
            components[index].offset = DrumPhysics.draggedOffset(start + rows, rowCount: components[index].rowCount)
            return [.redraw(component: index)]
        case .dragEnded(let index, let velocity, let time):
            guard components.indices.contains(index), components[index].dragStart != nil else { return [] }
            components[index].dragStart = nil
            let component = components[index]
            let target = DrumPhysics.restingRow(offset: component.offset, velocity: velocity.isFinite ? velocity : 0,
                                                rowCount: component.rowCount)
            return roll(index, to: target, at: time, notify: true)
        case .scroll(let index, let steps, let time):
            return step(index, by: steps, at: time)
        case .key(let index, let key, let time):
            guard components.indices.contains(index) else { return [] }
            let count = components[index].rowCount
            switch key {
            case .up: return step(index, by: -1, at: time)
            case .down: return step(index, by: 1, at: time)
            case .pageUp: return step(index, by: -Self.pageSize, at: time)
            case .pageDown: return step(index, by: Self.pageSize, at: time)
            case .home: return step(index, by: -components[index].selectedRow, at: time)
            case .end: return step(index, by: count - 1 - components[index].selectedRow, at: time)
            }
        case .jump(let index, let row, let time):
            guard components.indices.contains(index) else { return [] }
            return step(index, by: row - components[index].selectedRow, at: time)
        case .tick(let time):
            var effects: [Effect] = []
            for index in components.indices {
                guard let animation = components[index].animation else { continue }
                if animation.isFinished(at: time) {
                    components[index].animation = nil
                    components[index].offset = Double(components[index].selectedRow)
                } else {
                    components[index].offset = animation.value(at: time)
                }
                effects.append(.redraw(component: index))
            }
            return effects
        }
    }

    /// The drum's offset at `time`, counting a running animation.
    public func displayedOffset(_ index: Int, at time: Duration) -> Double {
        components[index].animation?.value(at: time) ?? components[index].offset
    }

    /// How many rows after the current one type-ahead reads: every row of a drum of names,
    /// and few enough of a long number wheel (a million rows) that a keystroke stays quick.
    public static let typeAheadReach = 1_000

    /// The first row of the ``typeAheadReach`` rows after `from` (wrapping) whose title starts
    /// with `prefix`, ignoring case and accents; nil when none does.
    public static func typeAheadRow(prefix: String, titles: (Int) -> String, rowCount: Int, from: Int) -> Int? {
        let wanted = TextFolding.fold(prefix)
        guard !wanted.isEmpty, rowCount > 0 else { return nil }
        for offset in 1...min(rowCount, typeAheadReach) {
            let row = (from + offset) % rowCount
            if TextFolding.fold(titles(row)).hasPrefix(wanted) { return row }
        }
        return nil
    }

    private mutating func step(_ index: Int, by rows: Int, at time: Duration) -> [Effect] {
        guard components.indices.contains(index), components[index].rowCount > 0, components[index].dragStart == nil else { return [] }
        let target = DrumPhysics.clamp(components[index].selectedRow + rows, rowCount: components[index].rowCount)
        guard target != components[index].selectedRow else { return [] }
        return roll(index, to: target, at: time, notify: true)
    }

    /// Animates the drum from where it is to `row`, which becomes the selection.
    private mutating func roll(_ index: Int, to row: Int, at time: Duration, notify: Bool) -> [Effect] {
        let from = displayedOffset(index, at: time)
        let changed = row != components[index].selectedRow
        components[index].selectedRow = row
        var effects: [Effect] = [.redraw(component: index)]
        if from == Double(row) {
            components[index].offset = from
            components[index].animation = nil
        } else {
            components[index].offset = from
            components[index].animation = ValueAnimation(from: from, to: Double(row), start: time,
                                                         duration: DrumPhysics.settleDuration(from: from, to: row))
            effects.append(.startTicking)
        }
        if notify && changed { effects.append(.didSelect(row: row, component: index)) }
        return effects
    }
}
