import Foundation

/// The visible stand-in for content that cannot be drawn — a picture no catalog has, a file that does not decode,
/// a symbol name the library lacks: a translucent grey box with its outline and both diagonals, so the gap is seen
/// in the picture (iOS itself draws nothing there) while the report and standard error name what is missing.
@MainActor
enum MissingContentPlaceholder {
    static func draw(in rect: CGRect, identity: ViewIdentity, into list: inout DisplayBuilder) {
        list.append(.shape(UIShapeItem(identity: identity, geometry: .rectangle, rect: rect,
                                       paint: .color(SIMD4(0.5, 0.5, 0.5, 0.25)), stroke: nil)))
        list.append(.shape(UIShapeItem(identity: identity, geometry: .rectangle, rect: rect,
                                       paint: .color(SIMD4(0.5, 0.5, 0.5, 0.9)), stroke: UIStroke(lineWidth: 1, inside: true))))
        var cross = Path()
        cross.move(to: CGPoint(x: 0, y: 0)); cross.addLine(to: CGPoint(x: rect.width, y: rect.height))
        cross.move(to: CGPoint(x: rect.width, y: 0)); cross.addLine(to: CGPoint(x: 0, y: rect.height))
        list.append(.shape(UIShapeItem(identity: identity, geometry: .path(PathProvider { _ in cross }), rect: rect,
                                       paint: .color(SIMD4(0.5, 0.5, 0.5, 0.9)), stroke: UIStroke(lineWidth: 1, inside: false))))
    }
}
