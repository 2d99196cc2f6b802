/// An Apple platform a file is built for, as far as the project says.
public enum Platform: String, Sendable, Hashable, CaseIterable, Comparable {
    case iOS, macOS, watchOS, tvOS, visionOS

    /// `iOS`, `ios`, `iPadOS`, `macCatalyst`, `xros`, `xrOS` …; `nil` for anything else.
    public init?(name: String) {
        switch name.lowercased() {
        case "ios", "ipados", "maccatalyst", "iphoneos", "iphonesimulator": self = .iOS
        case "macos", "osx", "macosx": self = .macOS
        case "watchos", "watchsimulator": self = .watchOS
        case "tvos", "appletvos", "appletvsimulator": self = .tvOS
        case "visionos", "xros", "xrsimulator": self = .visionOS
        default: return nil
        }
    }

    public static func < (lhs: Platform, rhs: Platform) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// What the project says about the files under one directory: the platforms they are built for (empty when
/// unknown) and the lowest iOS version they run on.
public struct TargetSettings: Sendable, Equatable {
    public var platforms: Set<Platform>
    public var iOSDeploymentTarget: Version?

    public init(platforms: Set<Platform> = [], iOSDeploymentTarget: Version? = nil) {
        self.platforms = platforms
        self.iOSDeploymentTarget = iOSDeploymentTarget
    }

    /// Whether the files are built only for `platform` (known platforms, all of them `platform`).
    public func isOnly(_ platform: Platform) -> Bool { platforms == [platform] }
}
