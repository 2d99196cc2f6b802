/// Reads the targets of an Xcode project (`*.xcodeproj/project.pbxproj`, an old-style property list): per
/// target its name, the folders synchronised into it (`PBXFileSystemSynchronizedRootGroup`, Xcode 16), the
/// platforms it builds for (`SDKROOT`, `SUPPORTED_PLATFORMS`) and its `IPHONEOS_DEPLOYMENT_TARGET` (the lowest
/// over its configurations, target settings over project settings). Nothing is run; unreadable parts are
/// skipped. Hand-written because no listed package reads this format.
public enum XcodeProject {
    public struct Target: Sendable, Equatable {
        public var name: String
        /// Folder paths relative to the directory that holds the `.xcodeproj`.
        public var folders: [String]
        public var settings: TargetSettings
    }

    /// The targets of a `project.pbxproj`'s text; empty when it cannot be read.
    public static func targets(pbxproj text: String) -> [Target] {
        var parser = Parser(bytes: Array(text.utf8))
        guard case .dictionary(let root)? = parser.value(depth: 0), case .dictionary(let objects)? = root["objects"]
        else { return [] }
        func object(_ id: PlistValue?) -> [String: PlistValue]? {
            guard case .string(let key)? = id, case .dictionary(let object)? = objects[key] else { return nil }
            return object
        }
        func settings(ofList id: PlistValue?) -> [[String: String]] {
            guard let list = object(id), case .array(let ids)? = list["buildConfigurations"] else { return [] }
            return ids.compactMap { id -> [String: String]? in
                guard let configuration = object(id), case .dictionary(let values)? = configuration["buildSettings"]
                else { return nil }
                var flat: [String: String] = [:]
                for (key, value) in values {
                    switch value {
                    case .string(let string): flat[key] = string
                    case .array(let items):
                        flat[key] = items.compactMap { if case .string(let s) = $0 { s } else { nil } }.joined(separator: " ")
                    default: continue
                    }
                }
                return flat
            }
        }
        var projectSettings: [[String: String]] = []
        for case .dictionary(let value) in objects.values where value["isa"] == .string("PBXProject") {
            projectSettings = settings(ofList: value["buildConfigurationList"])
        }
        var targets: [Target] = []
        for case .dictionary(let value) in objects.values where value["isa"] == .string("PBXNativeTarget") {
            guard case .string(let name)? = value["name"] else { continue }
            var folders: [String] = []
            if case .array(let groups)? = value["fileSystemSynchronizedGroups"] {
                for id in groups {
                    if let group = object(id), case .string(let path)? = group["path"] { folders.append(path) }
                }
            }
            let own = settings(ofList: value["buildConfigurationList"])
            var platforms: Set<Platform> = []
            var deployment: Version? = nil
            for (index, configuration) in (own.isEmpty ? [[:]] : own).enumerated() {
                let base = index < projectSettings.count ? projectSettings[index] : (projectSettings.first ?? [:])
                func setting(_ key: String) -> String? { configuration[key] ?? base[key] }
                if let supported = setting("SUPPORTED_PLATFORMS") {
                    for word in supported.split(separator: " ") { if let p = Platform(name: String(word)) { platforms.insert(p) } }
                } else if let sdk = setting("SDKROOT"), let p = Platform(name: sdk) {
                    platforms.insert(p)
                }
                if let text = setting("IPHONEOS_DEPLOYMENT_TARGET"), let version = Version(parsing: text) {
                    deployment = min(deployment ?? version, version)
                }
            }
            if platforms.isEmpty, deployment != nil { platforms.insert(.iOS) }
            targets.append(
                Target(
                    name: name, folders: folders,
                    settings: TargetSettings(
                        platforms: platforms, iOSDeploymentTarget: platforms.contains(.iOS) ? deployment : nil)))
        }
        return targets.sorted { $0.name < $1.name }
    }

    indirect enum PlistValue: Equatable {
        case string(String)
        case array([PlistValue])
        case dictionary([String: PlistValue])
    }

    /// A reader for the old-style property list syntax: `{ key = value; }`, `( a, b, )`, quoted or bare
    /// strings, `/* … */` and `// …` comments. Depth is bounded: a deeper file is treated as unreadable.
    struct Parser {
        let bytes: [UInt8]
        var index = 0
        static let maxDepth = 64

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func skipSpace() {
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D {
                    index += 1
                } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                    index += 2
                    while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
                        index += 1
                    }
                    index += 2
                } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                    while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                } else {
                    return
                }
            }
        }

        mutating func value(depth: Int) -> PlistValue? {
            guard depth < Self.maxDepth else { return nil }
            skipSpace()
            guard index < bytes.count else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                var dictionary: [String: PlistValue] = [:]
                while true {
                    skipSpace()
                    guard index < bytes.count else { return nil }
                    if bytes[index] == UInt8(ascii: "}") {
                        index += 1
                        return .dictionary(dictionary)
                    }
                    guard case .string(let key)? = value(depth: depth + 1) else { return nil }
                    skipSpace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { return nil }
                    index += 1
                    guard let item = value(depth: depth + 1) else { return nil }
                    dictionary[key] = item
                    skipSpace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else { return nil }
                    index += 1
                }
            case UInt8(ascii: "("):
                index += 1
                var array: [PlistValue] = []
                while true {
                    skipSpace()
                    guard index < bytes.count else { return nil }
                    if bytes[index] == UInt8(ascii: ")") {
                        index += 1
                        return .array(array)
                    }
                    guard let item = value(depth: depth + 1) else { return nil }
                    array.append(item)
                    skipSpace()
                    if index < bytes.count, bytes[index] == UInt8(ascii: ",") { index += 1 }
                }
            case UInt8(ascii: "\""):
                index += 1
                var text: [UInt8] = []
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count { index += 1 }
                    text.append(bytes[index])
                    index += 1
                }
                index += 1
                return .string(String(decoding: text, as: UTF8.self))
            default:
                let start = index
                while index < bytes.count {
                    let byte = bytes[index]
                    let isWord = (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                        || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "/")
                        || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "$") || byte == UInt8(ascii: "+")
                    guard isWord else { break }
                    index += 1
                }
                guard index > start else { return nil }
                return .string(String(decoding: bytes[start..<index], as: UTF8.self))
            }
        }
    }
}
