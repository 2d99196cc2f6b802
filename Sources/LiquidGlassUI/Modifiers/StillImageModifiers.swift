import Foundation

/// Modifiers real screens use whose effect a still image either does not show on iOS either (a closed swipe
/// action, an idle refresh control, keyboard settings) — recorded, changing nothing, as iOS draws the view at
/// rest — or that LiquidGlassUI does not draw yet: those leave the view as it is and name themselves in the
/// render's warnings (``NotedModifier``), never silently.

extension View {
    // MARK: At rest on iOS too: nothing to draw

    /// Swipe actions on a list row: closed at rest, as a still image shows them.
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View { modifier(NoEffectModifier()) }
    /// Pull to refresh: the refresh control shows only while pulling.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { modifier(NoEffectModifier()) }
    /// Scroll indicators show only while scrolling.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        modifier(NoEffectModifier())
    }
    /// How scrolling settles (paging, view-aligned): a still image is not scrolling.
    public func scrollTargetBehavior<T: ScrollTargetBehavior>(_ behavior: T) -> some View { modifier(NoEffectModifier()) }
    /// Marks the layout whose views are scroll targets.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View { modifier(NoEffectModifier()) }
    /// How a scroll view bounces.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        modifier(NoEffectModifier())
    }
    /// How scrolling dismisses the keyboard (no keyboard is shown).
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { modifier(NoEffectModifier()) }
    /// Whether a sheet can be swiped away.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { modifier(NoEffectModifier()) }
    /// Whether the view behind a sheet takes touches.
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
        modifier(NoEffectModifier())
    }
    /// How a presentation adapts on iPhone (sheets are drawn as sheets).
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { modifier(NoEffectModifier()) }
    /// Hides the back button (a root view has none to hide).
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { modifier(NoEffectModifier()) }
    /// The status bar is not drawn by the renderer.
    public func statusBarHidden(_ hidden: Bool = true) -> some View { modifier(NoEffectModifier()) }
    /// The home indicator and other system overlays (not drawn by the renderer).
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View { modifier(NoEffectModifier()) }
    /// Rasterises the view before compositing: no visible difference.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        modifier(NoEffectModifier())
    }
    /// The keyboard a text field shows (no keyboard is shown).
    public func keyboardType(_ type: UIKeyboardType) -> some View { modifier(NoEffectModifier()) }
    /// The kind of text a field expects, for AutoFill (no keyboard or suggestions are shown in a render).
    public func textContentType(_ textContentType: UITextContentType?) -> some View { modifier(NoEffectModifier()) }
    /// Autocapitalisation of typed text.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        modifier(NoEffectModifier())
    }
    /// iOS 13's autocapitalisation modifier, deprecated since iOS 15 (Xcode 26 still compiles it, with this warning):
    /// no keyboard is shown, so nothing is drawn.
    @available(*, deprecated, renamed: "textInputAutocapitalization(_:)")
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { modifier(NoEffectModifier()) }
    /// Autocorrection of typed text.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { modifier(NoEffectModifier()) }
    /// Runs `action` when the app is asked to open a URL (none is, in a render).
    public func onOpenURL(perform action: @escaping (URL) -> ()) -> some View { modifier(NoEffectModifier()) }
    /// Whether choosing a menu's action closes the menu (a still shows menus closed).
    public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> some View { modifier(NoEffectModifier()) }
    /// The return key's label (no keyboard is shown).
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { modifier(NoEffectModifier()) }
    /// The implicit animation of changes to this view (deprecated in SwiftUI; a still image is settled).
    public func animation(_ animation: Animation?) -> some View { modifier(NoEffectModifier()) }

    // MARK: Not drawn yet: the view as it is, named in the warnings

    /// Matches this view's geometry with another's of the same id. In a still image each view is where it is laid
    /// out; a recording fades between the matched views instead of moving one into the other (named).
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
        modifier(NotedModifier(note: "matchedGeometryEffect: not matched (a recording fades between the views instead of moving one into the other)"))
    }
    public func blendMode(_ blendMode: BlendMode) -> some View {
        modifier(NotedModifier(note: blendMode == .normal ? nil : "blendMode(.\(blendMode)): drawn with normal blending"))
    }
    public func brightness(_ amount: Double) -> some View {
        modifier(NotedModifier(note: amount == 0 ? nil : "brightness(\(amount)): not applied"))
    }
    public func saturation(_ amount: Double) -> some View {
        modifier(NotedModifier(note: amount == 1 ? nil : "saturation(\(amount)): not applied"))
    }
    public func grayscale(_ amount: Double) -> some View {
        modifier(NotedModifier(note: amount == 0 ? nil : "grayscale(\(amount)): not applied"))
    }
    public func contrast(_ amount: Double) -> some View {
        modifier(NotedModifier(note: amount == 1 ? nil : "contrast(\(amount)): not applied"))
    }
    public func hueRotation(_ angle: Angle) -> some View {
        modifier(NotedModifier(note: angle.degrees == 0 ? nil : "hueRotation: not applied"))
    }
    public func colorMultiply(_ color: Color) -> some View { modifier(NotedModifier(note: "colorMultiply(_:): not applied")) }
    /// Turns the view's luminance into alpha (a mask that is opaque where the view is bright); not applied here:
    /// the view is drawn as it is and the render's warnings say so.
    public func luminanceToAlpha() -> some View {
        modifier(NotedModifier(note: "luminanceToAlpha(): not applied; the view is drawn with its own colours"))
    }
    /// Turns the view's plane by `angle` about `axis` through `anchor` (SwiftUI's `rotation3DEffect`), drawn as the
    /// turned plane's orthographic projection: exact for half and whole turns (a 180° turn about x mirrors the view
    /// top to bottom, as a reflection does) and for turns about z (the same as `rotationEffect`); between them the
    /// view is foreshortened evenly, without the perspective that makes its far edge smaller on iOS (the renderer
    /// draws affine maps only), and the render's warnings say so. A turn past 90° about an axis in the plane shows
    /// the view mirrored, as iOS shows its back (SwiftUI draws no back face of its own).
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        let turn = PlaneTurn.projection(angle: angle, axis: (Double(axis.x), Double(axis.y), Double(axis.z)))
        let foreshortened = turn.map { PlaneTurn.isForeshortened($0) && perspective != 0 } ?? false
        return modifier(GroupEffectModifier { r in
            var e = UIGroupEffect(anchor: anchor.point(in: r))
            e.planeTurn = turn
            return e
        })
        .modifier(NotedModifier(note: foreshortened
            ? "rotation3DEffect(\(Int(angle.degrees.rounded()))°): drawn without perspective (an even foreshortening)" : nil))
    }
    /// Draws the view as a placeholder (not drawn: the content is drawn as it is).
    public func redacted(reason: RedactionReasons) -> some View {
        modifier(NotedModifier(note: reason.isEmpty ? nil : "redacted(reason:): not drawn as placeholders"))
    }
    /// How symbols are coloured. Hierarchical and palette draw a symbol's layers (``SymbolLayer``: the mark of a
    /// circle, square or badge composition, and what is behind it) each in its style; symbols of one layer, and
    /// multicolour (whose colours SF defines per symbol), are drawn in one colour — multicolour is named in the
    /// warnings.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        modifier(NotedModifier(note: mode == .multicolor ? "symbolRenderingMode(.multicolor): symbols drawn in the foreground style" : nil))
            .environment(\.symbolRenderingMode, mode)
    }
    /// Sets the space, in points, added between the lines of multi-line text (SwiftUI's `lineSpacing(_:)`).
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        environment(\.lineSpacing, lineSpacing)
    }
    public func kerning(_ kerning: CGFloat) -> some View {
        modifier(NotedModifier(note: kerning == 0 ? nil : "kerning(\(kerning)): not applied"))
    }
    public func tracking(_ tracking: CGFloat) -> some View {
        modifier(NotedModifier(note: tracking == 0 ? nil : "tracking(\(tracking)): not applied"))
    }
    /// Sets the Dynamic Type size of the views inside: text styles take iOS's sizes for it (``DynamicTypeTable``),
    /// and so do symbols that follow the font; views that read `@Environment(\.dynamicTypeSize)` see it.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }
    /// Hides the labels of controls (not done: labels are drawn).
    public func labelsHidden() -> some View { modifier(NotedModifier(note: "labelsHidden(): control labels are drawn")) }
    /// Where the scroll views inside start: the content's `anchor` point meets the same point of the scroll view's
    /// area inside its margins (`.bottom`: scrolled to the end; nil: the top leading corner).
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        editEnvironment { $0.defaultScrollAnchor = anchor }
    }
    /// Binds the scroll views inside to the identity of the view at their `anchor` edge: SwiftUI's
    /// `scrollPosition(id:anchor:)` (iOS 17). A nil identity leaves them at their start, as on iOS; a set one would
    /// scroll to that view on iOS — not performed here (scroll views show their start, as for
    /// `ScrollViewProxy.scrollTo`), and named in the render's warnings. The binding is not written back.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        modifier(NotedModifier(note: id.wrappedValue.map {
            "scrollPosition(id:anchor:): not scrolled to \($0) (scroll views show their start)"
        }))
    }
    /// Whether a scroll view clips its content (it always clips here).
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        modifier(NotedModifier(note: disabled ? "scrollClipDisabled(): the scroll view clips its content" : nil))
    }
    /// Hides or shows a bar (not applied: bars are drawn).
    /// Hides or shows bars of the enclosing `NavigationStack`: `.navigationBar` (`.automatic` too: on iPhone the
    /// toolbar is the navigation bar) hides the title and the bar's items, the page then starting under the status
    /// bar; `.bottomBar` hides the bottom toolbar. A hidden tab bar is drawn (reported).
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        let hidden: Bool? = visibility == .automatic ? nil : visibility == .hidden
        let navigation = bars.contains { $0.kind == ToolbarPlacement.navigationBar.kind || $0.kind == ToolbarPlacement.automatic.kind }
        let bottom = bars.contains { $0.kind == ToolbarPlacement.bottomBar.kind }
        let tab = bars.contains { $0.kind == ToolbarPlacement.tabBar.kind }
        return modifier(TraitModifier {
            if navigation { $0.navigation.navigationBarHidden = $0.navigation.navigationBarHidden ?? hidden }
            if bottom { $0.navigation.bottomBarHidden = $0.navigation.bottomBarHidden ?? hidden }
        })
        .modifier(NotedModifier(note: tab && hidden == true ? "toolbar(.hidden, for: .tabBar): the tab bar is drawn" : nil))
    }
    /// A bar's background (iOS 26 bars are glass; a background style is not drawn).
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        modifier(NotedModifier(note: "toolbarBackground(_:for:): the bar's background style is not drawn"))
    }
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { modifier(NoEffectModifier()) }
    public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(NoEffectModifier())
    }
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        modifier(NotedModifier(note: colorScheme == nil ? nil : "toolbarColorScheme(_:for:): not applied"))
    }
    /// iOS 13's spelling of `toolbar(.hidden, for: .navigationBar)` (deprecated in iOS 26's SDK, still compiled).
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        modifier(TraitModifier { $0.navigation.navigationBarHidden = $0.navigation.navigationBarHidden ?? hidden })
    }
    /// The sheet's background (not applied: sheets are glass or the system background).
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        modifier(NotedModifier(note: "presentationBackground(_:): not applied"))
    }
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        modifier(NotedModifier(note: cornerRadius == nil ? nil : "presentationCornerRadius(_:): not applied"))
    }
    /// Runs `action` when the scroll geometry changes (not run in a still image).
    public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
                                                     action: @escaping (T, T) -> Void) -> some View {
        modifier(NotedModifier(note: "onScrollGeometryChange: its action is not run in a still image"))
    }
    public func headerProminence(_ prominence: Prominence) -> some View {
        modifier(NotedModifier(note: prominence == .increased ? "headerProminence(.increased): drawn as standard" : nil))
    }
    public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        modifier(NotedModifier(note: spacing == nil ? nil : "listRowSpacing(_:): not applied"))
    }
}

public enum ScrollIndicatorVisibility: Hashable, Sendable { case automatic, visible, hidden, never }
public protocol ScrollTargetBehavior {}
public struct PagingScrollTargetBehavior: ScrollTargetBehavior { public init() {} }
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior { public init() {} }
extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior { public static var paging: PagingScrollTargetBehavior { .init() } }
extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { .init() }
}
public struct ScrollBounceBehavior: Sendable, Equatable {
    let kind: Int
    public static let automatic = ScrollBounceBehavior(kind: 0)
    public static let always = ScrollBounceBehavior(kind: 1)
    public static let basedOnSize = ScrollBounceBehavior(kind: 2)
}
public enum ScrollDismissesKeyboardMode: Sendable { case automatic, immediately, interactively, never }
public struct PresentationBackgroundInteraction: Sendable {
    let kind: Int
    public static let automatic = PresentationBackgroundInteraction(kind: 0)
    public static let enabled = PresentationBackgroundInteraction(kind: 1)
    public static let disabled = PresentationBackgroundInteraction(kind: 2)
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction { .enabled }
}
public enum PresentationAdaptation: Sendable { case automatic, none, popover, sheet, fullScreenCover }
public enum ColorRenderingMode: Sendable { case nonLinear, linear, extendedLinear }
public enum UIKeyboardType: Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad,
         twitter, webSearch, asciiCapableNumberPad
}
/// UIKit's kinds of text content (`UITextContentType`), which ``View/textContentType(_:)`` takes: Apple's member
/// names; each raw value here is its member's name (UIKit's own strings are not documented).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType(rawValue: "name")
    public static let namePrefix = UITextContentType(rawValue: "namePrefix")
    public static let givenName = UITextContentType(rawValue: "givenName")
    public static let middleName = UITextContentType(rawValue: "middleName")
    public static let familyName = UITextContentType(rawValue: "familyName")
    public static let nameSuffix = UITextContentType(rawValue: "nameSuffix")
    public static let nickname = UITextContentType(rawValue: "nickname")
    public static let jobTitle = UITextContentType(rawValue: "jobTitle")
    public static let organizationName = UITextContentType(rawValue: "organizationName")
    public static let location = UITextContentType(rawValue: "location")
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    public static let streetAddressLine1 = UITextContentType(rawValue: "streetAddressLine1")
    public static let streetAddressLine2 = UITextContentType(rawValue: "streetAddressLine2")
    public static let addressCity = UITextContentType(rawValue: "addressCity")
    public static let addressState = UITextContentType(rawValue: "addressState")
    public static let addressCityAndState = UITextContentType(rawValue: "addressCityAndState")
    public static let sublocality = UITextContentType(rawValue: "sublocality")
    public static let countryName = UITextContentType(rawValue: "countryName")
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    public static let URL = UITextContentType(rawValue: "URL")
    public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    public static let shipmentTrackingNumber = UITextContentType(rawValue: "shipmentTrackingNumber")
    public static let flightNumber = UITextContentType(rawValue: "flightNumber")
    public static let dateTime = UITextContentType(rawValue: "dateTime")
    public static let birthdate = UITextContentType(rawValue: "birthdate")
    public static let birthdateDay = UITextContentType(rawValue: "birthdateDay")
    public static let birthdateMonth = UITextContentType(rawValue: "birthdateMonth")
    public static let birthdateYear = UITextContentType(rawValue: "birthdateYear")
    public static let creditCardSecurityCode = UITextContentType(rawValue: "creditCardSecurityCode")
    public static let creditCardName = UITextContentType(rawValue: "creditCardName")
    public static let creditCardGivenName = UITextContentType(rawValue: "creditCardGivenName")
    public static let creditCardMiddleName = UITextContentType(rawValue: "creditCardMiddleName")
    public static let creditCardFamilyName = UITextContentType(rawValue: "creditCardFamilyName")
    public static let creditCardExpiration = UITextContentType(rawValue: "creditCardExpiration")
    public static let creditCardExpirationMonth = UITextContentType(rawValue: "creditCardExpirationMonth")
    public static let creditCardExpirationYear = UITextContentType(rawValue: "creditCardExpirationYear")
    public static let creditCardType = UITextContentType(rawValue: "creditCardType")
}
/// UIKit's autocapitalisation types (`UITextAutocapitalizationType`, raw values as UIKit's), which the deprecated
/// ``View/autocapitalization(_:)`` takes.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none = 0, words = 1, sentences = 2, allCharacters = 3
}
public struct TextInputAutocapitalization: Sendable {
    let kind: Int
    public static let never = TextInputAutocapitalization(kind: 0)
    public static let words = TextInputAutocapitalization(kind: 1)
    public static let sentences = TextInputAutocapitalization(kind: 2)
    public static let characters = TextInputAutocapitalization(kind: 3)
}
/// Whether a menu closes when one of its actions is chosen: SwiftUI's `MenuActionDismissBehavior`.
public struct MenuActionDismissBehavior: Equatable, Sendable {
    let kind: Int
    public static let automatic = MenuActionDismissBehavior(kind: 0)
    public static let enabled = MenuActionDismissBehavior(kind: 1)
    public static let disabled = MenuActionDismissBehavior(kind: 2)
}
public struct SubmitLabel: Sendable {
    let kind: Int
    public static let done = SubmitLabel(kind: 0)
    public static let go = SubmitLabel(kind: 1)
    public static let send = SubmitLabel(kind: 2)
    public static let join = SubmitLabel(kind: 3)
    public static let route = SubmitLabel(kind: 4)
    public static let search = SubmitLabel(kind: 5)
    public static let `return` = SubmitLabel(kind: 6)
    public static let next = SubmitLabel(kind: 7)
    public static let `continue` = SubmitLabel(kind: 8)
}
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}
public enum BlendMode: Sendable, Equatable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference,
         exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}
public struct RedactionReasons: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1)
    public static let privacy = RedactionReasons(rawValue: 2)
    public static let invalidated = RedactionReasons(rawValue: 4)
}
public struct SymbolRenderingMode: Sendable, Equatable {
    let name: String
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
}
extension Text {
    public enum TruncationMode: Sendable, Equatable { case head, tail, middle }
    public enum Case: Sendable, Equatable { case uppercase, lowercase }
}
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3,
         accessibility4, accessibility5
}
public struct ContentMarginPlacement: Sendable {
    let kind: Int
    public static let automatic = ContentMarginPlacement(kind: 0)
    public static let scrollContent = ContentMarginPlacement(kind: 1)
    public static let scrollIndicators = ContentMarginPlacement(kind: 2)
}
public struct ToolbarPlacement: Sendable {
    let kind: Int
    public static let automatic = ToolbarPlacement(kind: 0)
    public static let navigationBar = ToolbarPlacement(kind: 1)
    public static let tabBar = ToolbarPlacement(kind: 2)
    public static let bottomBar = ToolbarPlacement(kind: 3)
}
public enum Prominence: Sendable { case standard, increased }
/// A scroll view's geometry: SwiftUI's `ScrollGeometry` (never computed in a still image).
public struct ScrollGeometry: Equatable, Sendable {
    public var contentOffset: CGPoint
    public var contentSize: CGSize
    public var contentInsets: EdgeInsets
    public var containerSize: CGSize
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
    public var bounds: CGRect { CGRect(origin: contentOffset, size: containerSize) }
}
