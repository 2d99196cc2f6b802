import Foundation

/// Foundation's localization API of Apple's platforms (`String(localized:)`, `LocalizedStringResource`), which
/// the Foundation of Linux does not have. Strings resolve to their default value — the key itself when none is
/// given — which is what Apple's platforms show when no string table of the app translates the key.
extension String {
    /// A localizable string's key and default value (Foundation's `String.LocalizationValue`).
    public struct LocalizationValue: Hashable, Sendable, ExpressibleByStringInterpolation {
        let value: String
        public init(_ value: String) { self.value = value }
        public init(stringLiteral value: String) { self.value = value }
        public init(stringInterpolation: StringInterpolation) { value = stringInterpolation.output }

        public struct StringInterpolation: StringInterpolationProtocol {
            var output = ""
            public init(literalCapacity: Int, interpolationCount: Int) {}
            public mutating func appendLiteral(_ literal: String) { output += literal }
            public mutating func appendInterpolation<T>(_ value: T) { output += "\(value)" }
        }
    }

    /// The localized string for `keyAndValue` (here: its value).
    public init(localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = keyAndValue.value
    }

    /// The localized string for `key`, `defaultValue` when no table has it (here: always).
    public init(localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
                bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self = defaultValue.value
    }

    /// The string a resource resolves to (its default value).
    @_disfavoredOverload
    public init(localized resource: LocalizedStringResource) {
        self = resource.defaultValue.value
    }
}

/// A reference to a localizable string, resolved when shown (Foundation's `LocalizedStringResource`).
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// Where the string table is looked for.
    public enum BundleDescription: Hashable, Sendable {
        case main
        case atURL(URL)
    }

    public let key: String
    public var defaultValue: String.LocalizationValue
    public var table: String?
    public var locale: Locale
    public var bundle: BundleDescription

    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: BundleDescription = .main, comment: StaticString? = nil) {
        self.key = keyAndValue.value
        self.defaultValue = keyAndValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
                locale: Locale = .current, bundle: BundleDescription = .main, comment: StaticString? = nil) {
        self.key = "\(key)"
        self.defaultValue = defaultValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    public init(stringLiteral value: String) { self.init(String.LocalizationValue(value)) }
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }

    public var description: String { defaultValue.value }
}

extension Text {
    /// Text showing a localized string resource (its default value here).
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        self.init(verbatim: resource.defaultValue.value)
    }
}
