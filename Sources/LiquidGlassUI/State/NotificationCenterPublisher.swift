import Foundation

extension NotificationCenter {
    /// A publisher of the notifications named `name`: Combine's `NotificationCenter.Publisher`. A still posts no
    /// notification, so it never fires there (named in the render's warnings by ``View/onReceive(_:perform:)``).
    public struct Publisher: LiquidGlassUICore.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never
        public let center: NotificationCenter
        public let name: Notification.Name
        public let object: AnyObject?
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }
    }

    /// The notifications named `name` (from `object` only, if given), as a publisher.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        Publisher(center: self, name: name, object: object)
    }
}

extension NotificationCenter.Publisher: StillPublisherDescribing {
    var stillDescription: String { "no \(name.rawValue) notification is posted in a still" }
}
