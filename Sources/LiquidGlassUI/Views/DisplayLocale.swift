import Foundation

/// The locale values are formatted in where SwiftUI would use the environment's: an iPhone set to US English, the
/// locale a new device and the simulator start in. Foundation on Linux reports `Locale.current` as `en_001`
/// ("World English") whatever `LANG` says (checked with LANG, LC_ALL, LC_MESSAGES and LANGUAGE set), and formats
/// `.currency(code: "USD")` in it as "US$0.00", where the iPhone shows "$0.00" — seven of heldback9's 26 held
/// screens showed "US$". Formatting here never depends on the machine running the preview.
enum DisplayLocale {
    static let standard = Locale(identifier: "en_US")

    /// `format` in the display locale, as SwiftUI applies the environment's locale to a format style
    /// (`FormatStyle.locale(_:)`; a style without a locale of its own returns itself).
    static func localized<F: FormatStyle>(_ format: F) -> F {
        format.locale(standard)
    }
}
