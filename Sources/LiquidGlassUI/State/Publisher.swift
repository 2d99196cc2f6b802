import Foundation

/// A source of values over time: Combine's `Publisher` (which SwiftUI re-exports), reduced to what views hand to
/// ``View/onReceive(_:perform:)``: its `Output` and `Failure` types.
///
/// There is no Combine off Apple platforms and nothing here subscribes: a still is one instant, so no publisher
/// delivers a value to a view (``View/onReceive(_:perform:)`` says which publisher did not fire, in the render's
/// warnings). `sink`, `map`, subjects and schedulers are absent, so code that subscribes by hand does not compile.
public protocol Publisher<Output, Failure> {
    /// The kind of values published.
    associatedtype Output
    /// The kind of error, `Never` for a publisher that cannot fail.
    associatedtype Failure: Error
}

/// A publisher that publishes nothing until it is connected: Combine's `ConnectablePublisher`, reduced to
/// ``autoconnect()`` (what `Timer.publish(every:on:in:).autoconnect()` uses).
public protocol ConnectablePublisher: Publisher {}

extension ConnectablePublisher {
    /// The publisher, connected when it is first subscribed to.
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(self) }
}

/// Namespace of Combine's publisher types: `Publishers`.
public enum Publishers {
    /// A connectable publisher connected on its first subscriber: Combine's `Publishers.Autoconnect`.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher it connects.
        public final let upstream: Upstream
        public init(_ upstream: Upstream) { self.upstream = upstream }
    }
}

/// A publisher that publishes one value and finishes: Combine's `Just`. On iOS a view's `onReceive(Just(x))`
/// receives `x` when it subscribes, as the view appears; a still runs no appearance actions (as for `onAppear`),
/// so the value is not delivered and the render's warnings say so.
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    /// The value it publishes.
    public let output: Output
    public init(_ output: Output) { self.output = output }
}

extension Just: Equatable where Output: Equatable {}

extension ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never
}

/// What a still says of a publisher it did not subscribe to: the part of the warning that names it and when it
/// would have fired on iOS.
protocol StillPublisherDescribing {
    var stillDescription: String { get }
}

extension Just: StillPublisherDescribing {
    var stillDescription: String { "Just's value (iOS delivers it as the view appears) is not delivered" }
}

extension Publishers.Autoconnect: StillPublisherDescribing {
    var stillDescription: String {
        (upstream as? any StillPublisherDescribing)?.stillDescription ?? "\(Upstream.self) does not fire"
    }
}
