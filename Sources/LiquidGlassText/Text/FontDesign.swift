import Foundation

/// The design of a system font, named as SwiftUI's `Font.Design`, and the open family standing in for Apple's.
///
/// Apple's system families are not open; each design is set in an open family with close proportions, found on
/// the system (Debian packages in brackets):
/// - ``default`` (SF Pro): Inter (`fonts-inter`), its Display cut from 20 pt up, as SF Pro switches from Text to
///   Display at 20 pt; DejaVu Sans when Inter is not installed.
/// - ``serif`` (New York): DejaVu Serif (`fonts-dejavu-core`).
/// - ``rounded`` (SF Pro Rounded): Inter — no open family in Debian has SF Rounded's proportions (the rounded
///   families there, Quicksand, Comfortaa, Dosis, are geometric and far narrower or wider), so it is drawn as the
///   default design.
/// - ``monospaced`` (SF Mono): DejaVu Sans Mono (`fonts-dejavu-core`; 0.60 em advance, SF Mono's is 0.60 em too).
public enum FontDesign: String, CaseIterable, Sendable, Hashable {
    case `default`, serif, rounded, monospaced
}
