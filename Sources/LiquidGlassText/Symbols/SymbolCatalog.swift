import Foundation
import LiquidGlassCore

/// The drawings of the built-in symbols, on a 24 × 24 design grid (units, origin top-left, y down).
///
/// Conventions, so that symbols sit together: the optical centre is (12, 12); outline symbols use strokes of
/// the weight's width (2 units at regular) centred on their lines; full-circle symbols use a circle of radius 9
/// (stroked) or 10 (filled); most content stays within 2.5 … 21.5. See docs/LABELS.md for how to add a symbol.
package enum SymbolCatalog {
    /// Hand-made outlines of names whose `.fill` form is a solid drawing of its own (Material's glyph or a hand-made
    /// one): a filled enclosure (`gearshape.circle.fill`) cuts that solid form out, as the glyph was before the
    /// outline was drawn.
    package static let outlinesWithSolidForms: Set<String> = ["bag", "doc", "doc.text", "gearshape", "eye", "location", "tag",
                                                                    "key", "book.closed", "person.crop.circle", "camera", "tray"]

    package static let shapes: [String: SymbolShape] = {
        var s: [String: SymbolShape] = [:]

        // Basic marks.
        s["plus"] = stroke("M12 4.5V19.5M4.5 12H19.5")
        s["minus"] = stroke("M4.5 12H19.5")
        s["xmark"] = stroke("M6 6L18 18M18 6L6 18")
        s["checkmark"] = stroke("M4.5 12.8L9.6 18L19.5 6")
        s["ellipsis"] = .union([disc(4.5, 12, 2), disc(12, 12, 2), disc(19.5, 12, 2)])
        s["line.3.horizontal"] = stroke("M4 6.5H20M4 12H20M4 17.5H20")

        // Circles and things in circles.
        let ring9 = ring(12, 12, 9)
        let disc10 = disc(12, 12, 10)
        let smallPlus = stroke("M12 7.5V16.5M7.5 12H16.5")
        let smallX = stroke("M8.8 8.8L15.2 15.2M15.2 8.8L8.8 15.2")
        let smallCheck = stroke("M7.6 12.4L10.7 15.4L16.4 8.9")
        s["circle"] = ring9
        s["circle.fill"] = disc10
        s["plus.circle"] = .union([ring9, smallPlus])
        s["plus.circle.fill"] = .subtract(disc10, smallPlus)
        s["xmark.circle"] = .union([ring9, smallX])
        s["xmark.circle.fill"] = .subtract(disc10, smallX)
        s["checkmark.circle"] = .union([ring9, smallCheck])
        s["checkmark.circle.fill"] = .subtract(disc10, smallCheck)
        s["info.circle"] = .union([ring9, stroke("M12 11V16.8"), disc(12, 7.6, 1.35)])
        s["ellipsis.circle"] = .union([ring9, disc(8, 12, 1.35), disc(12, 12, 1.35), disc(16, 12, 1.35)])
        s["person.circle"] = .union([
            ring9, disc(12, 9.6, 3.2),
            fill("M5.9 18.6C7.3 16.2 9.4 15 12 15C14.6 15 16.7 16.2 18.1 18.6A9 9 0 0 1 5.9 18.6Z"),
        ])
        s["clock"] = .union([ring9, stroke("M12 6.8V12L15.6 14.2")])

        // Chevrons and arrows: left/up are the exact mirrors of right/down.
        s["chevron.right"] = stroke("M8.5 4.5L16 12L8.5 19.5")
        s["chevron.left"] = stroke("M15.5 4.5L8 12L15.5 19.5")
        s["chevron.down"] = stroke("M4.5 8.5L12 16L19.5 8.5")
        s["chevron.up"] = stroke("M4.5 15.5L12 8L19.5 15.5")
        s["arrow.right"] = stroke("M4 12H19.5M13 5.5L19.5 12L13 18.5")
        s["arrow.left"] = stroke("M20 12H4.5M11 5.5L4.5 12L11 18.5")
        s["arrow.down"] = stroke("M12 4V19.5M5.5 13L12 19.5L18.5 13")
        s["arrow.up"] = stroke("M12 20V4.5M5.5 11L12 4.5L18.5 11")
        // Block arrows (`arrowshape.*`): a triangular head as wide as the symbol on a shaft a third of it, filled
        // with rounded corners or outlined — the icon font has only thin line arrows for these, which read as
        // `arrow.*`, not as SF's solid arrow shape. One drawing turned for each direction.
        for (direction, degrees) in [("up", 0.0), ("right", 90), ("down", 180), ("left", 270), ("forward", 90), ("backward", 270)] {
            let outline: [SIMD2<Double>] = [SIMD2(12, 3.8), SIMD2(20.2, 11.8), SIMD2(15.6, 11.8), SIMD2(15.6, 20),
                                            SIMD2(8.4, 20), SIMD2(8.4, 11.8), SIMD2(3.8, 11.8)]
            let solid: [SIMD2<Double>] = [SIMD2(12, 4.6), SIMD2(19.6, 11.7), SIMD2(15.2, 11.7), SIMD2(15.2, 19.4),
                                          SIMD2(8.8, 19.4), SIMD2(8.8, 11.7), SIMD2(4.4, 11.7)]
            s["arrowshape.\(direction)"] = .stroke(polygon(turned(outline, degrees)), factor: 1)
            s["arrowshape.\(direction).fill"] = .inflate(.fill(polygon(turned(solid, degrees))), amount: 1)
        }
        s["arrow.clockwise"] = stroke("M18.9 9.3A7.5 7.5 0 1 1 11.4 5.5M9.6 2.4L12.8 5.5L9.6 8.6")
        s["arrow.counterclockwise"] = stroke("M5.1 9.3A7.5 7.5 0 1 0 12.6 5.5M14.4 2.4L11.2 5.5L14.4 8.6")

        // Media controls.
        s["play"] = stroke("M7.5 5.2L18.5 12L7.5 18.8Z")
        s["play.fill"] = .inflate(fill("M8 6.3L18 12L8 17.7Z"), amount: 1.2)
        s["pause.fill"] = .union([box(6, 4.5, 4.5, 15, 1.2), box(13.5, 4.5, 4.5, 15, 1.2)])
        s["stop.fill"] = box(5, 5, 14, 14, 2.2)
        s["forward.fill"] = .inflate(fill("M2.8 7L11.5 12L2.8 17ZM12.5 7L21.2 12L12.5 17Z"), amount: 0.7)
        s["backward.fill"] = .inflate(fill("M21.2 7L12.5 12L21.2 17ZM11.5 7L2.8 12L11.5 17Z"), amount: 0.7)
        s["music.note"] = .union([
            fill("M7.8 18.4A3.6 2.8 -20 1 1 14.6 16A3.6 2.8 -20 1 1 7.8 18.4Z"),
            .line(svg("M13.9 16.5V3.6"), width: 1.9),
            .inflate(fill("M13.9 3.2L19.6 5.1V8.4L13.9 6.5Z"), amount: 0.35),
        ])
        s["mic.fill"] = .union([
            box(8.8, 2.5, 6.4, 11.5, 3.2),
            stroke("M5.8 11C5.8 14.6 8.6 17.2 12 17.2C15.4 17.2 18.2 14.6 18.2 11M12 17.2V21M8.6 21H15.4"),
        ])
        s["speaker.wave.2.fill"] = .union([
            .inflate(fill("M3.2 9.2H6.4L11 5.2V18.8L6.4 14.8H3.2Z"), amount: 0.6),
            stroke("M14.6 8.8A4.6 4.6 0 0 1 14.6 15.2M17.4 6.2A8.4 8.4 0 0 1 17.4 17.8"),
        ])

        // Objects.
        s["magnifyingglass"] = .union([ring(10.3, 10.3, 6.3), stroke("M15 15L20.2 20.2", 1.3)])
        s["house"] = stroke("M3.5 11.6L12 4.2L20.5 11.6M6 9.6V20H18V9.6M10 20V14.6H14V20")
        s["house.fill"] = .union([
            stroke("M3.5 11.6L12 4.2L20.5 11.6"),
            .subtract(fill("M12 5L18.5 10.6V20.5H5.5V10.6Z"), box(10, 14.5, 4, 7, 0.6)),
        ])
        s["gear"] = .subtract(.inflate(.fill(gear()), amount: 0.35), disc(12, 12, 3.6))
        s["person"] = .union([ring(12, 7.6, 3.7), stroke("M4.8 20.2C4.8 16.2 8 13.8 12 13.8C16 13.8 19.2 16.2 19.2 20.2Z")])
        s["person.fill"] = .union([
            disc(12, 7.4, 4.4),
            .inflate(fill("M4.4 20.4C4.4 16 7.8 13.3 12 13.3C16.2 13.3 19.6 16 19.6 20.4Z"), amount: 0.6),
        ])
        let heart = svg("M12 19.6C12 19.6 3.6 14.6 3.6 9C3.6 6.4 5.6 4.4 8 4.4C9.8 4.4 11.2 5.4 12 6.9"
            + "C12.8 5.4 14.2 4.4 16 4.4C18.4 4.4 20.4 6.4 20.4 9C20.4 14.6 12 19.6 12 19.6Z")
        s["heart"] = .stroke(heart, factor: 1)
        s["heart.fill"] = .inflate(.fill(heart), amount: 0.9)
        s["star"] = .stroke(star(), factor: 1)
        s["star.fill"] = .inflate(.fill(star()), amount: 0.6)
        // SF's crown: three points (the middle one tallest) with round tips over a band. Material Icons has no
        // crown (its `workspace_premium`, drawn before, is a rosette: heldback5's PR banner showed it).
        let crown = svg("M4.6 16.2L3.4 8.4L8.2 11.6L12 5.6L15.8 11.6L20.6 8.4L19.4 16.2Z")
        // Two triangles pointing in at a vertical line (SF's "compress" pair; Material has no such glyph — heldback5's
        // WidthThresholdReader drew a crossed box for it).
        let inward = "M3.2 6.8L10 12L3.2 17.2ZM20.8 6.8L14 12L20.8 17.2Z"
        s["arrowtriangle.right.and.line.vertical.and.arrowtriangle.left"] = .union([stroke(inward), stroke("M12 3.5V20.5")])
        s["arrowtriangle.right.and.line.vertical.and.arrowtriangle.left.fill"] = .union([
            .inflate(fill(inward), amount: 0.5), stroke("M12 3.5V20.5"),
        ])
        s["crown"] = .union([.stroke(crown, factor: 1), stroke("M4.6 19.8H19.4"),
                             disc(3.2, 7.4, 1.3), disc(12, 4.4, 1.4), disc(20.8, 7.4, 1.3)])
        s["crown.fill"] = .union([.inflate(.fill(crown), amount: 0.6), box(4, 18.4, 16, 2.4, 0.8),
                                  disc(3.2, 7.4, 1.6), disc(12, 4.3, 1.7), disc(20.8, 7.4, 1.6)])
        let bell = svg("M5 17.4H19L17.4 15.2V10.9C17.4 7.8 15 5.3 12 5.3C9 5.3 6.6 7.8 6.6 10.9V15.2Z")
        s["bell"] = .union([.stroke(bell, factor: 1), stroke("M12 3.2V5.3M10 20.2C10.4 21 11.1 21.5 12 21.5C12.9 21.5 13.6 21 14 20.2")])
        s["bell.fill"] = .union([
            .inflate(.fill(bell), amount: 0.9), stroke("M12 3.2V5.3"),
            fill("M9.4 19.4H14.6C14.3 20.8 13.3 21.8 12 21.8C10.7 21.8 9.7 20.8 9.4 19.4Z"),
        ])
        s["square.and.arrow.up"] = stroke(
            "M8.5 9.5H7C5.9 9.5 5 10.4 5 11.5V19C5 20.1 5.9 21 7 21H17C18.1 21 19 20.1 19 19V11.5"
            + "C19 10.4 18.1 9.5 17 9.5H15.5M12 14.5V3.2M8.2 7L12 3.2L15.8 7")
        s["square.and.arrow.down"] = stroke(
            "M8.5 9.5H7C5.9 9.5 5 10.4 5 11.5V19C5 20.1 5.9 21 7 21H17C18.1 21 19 20.1 19 19V11.5"
            + "C19 10.4 18.1 9.5 17 9.5H15.5M12 2.8V14.2M8.2 10.4L12 14.2L15.8 10.4")
        s["trash"] = .union([
            stroke("M3.5 6H20.5M9 6V4.4C9 3.7 9.6 3.2 10.3 3.2H13.7C14.4 3.2 15 3.7 15 4.4V6"),
            stroke("M5.6 6L6.6 19.3C6.7 20.3 7.5 21 8.5 21H15.5C16.5 21 17.3 20.3 17.4 19.3L18.4 6"),
            stroke("M10 10V17M14 10V17", 0.8),
        ])
        s["pencil"] = .union([.stroke(pencil(), factor: 1), .stroke(pencilBand(), factor: 1)])
        s["eraser"] = .union([.stroke(eraser(), factor: 1), .stroke(eraserBand(), factor: 1), stroke("M12.5 20.5H20.5")])
        s["crop"] = stroke("M6.5 2.5V17.5H21.5M2.5 6.5H17.5V21.5")
        s["camera.fill"] = .subtract(
            .union([box(2.5, 7, 19, 13.5, 2.6), .inflate(fill("M8.4 7.5L9.8 4.9H14.2L15.6 7.5Z"), amount: 0.6)]),
            ring(12, 13.6, 3.9, 0.8))
        let photoFrame = box(3, 4.5, 18, 15, 2.6)
        let mountains = fill("M3 19.5L9.2 12.6L13.2 16.8L15.6 14.4L21 19.5Z")
        s["photo"] = .union([.outline(photoFrame, factor: 1), mountains, disc(15.8, 9.2, 1.7)])
        s["photo.fill"] = .subtract(photoFrame, .union([
            .inflate(fill("M5.6 16.8L9.4 12.6L12.8 16L15 13.9L18.4 16.8Z"), amount: 0.5), disc(15.4, 8.8, 1.9),
        ]))
        s["doc.fill"] = .subtract(
            fill("M7 2.5H13.2L19 8.3V19.5C19 20.6 18.1 21.5 17 21.5H7C5.9 21.5 5 20.6 5 19.5V4.5C5 3.4 5.9 2.5 7 2.5Z"),
            .line(svg("M13.3 1.5V8.2H20"), width: 1.3))
        s["link"] = .union([capsuleRing(6.6, 17.4, 10.2, 13.8), capsuleRing(13.8, 10.2, 17.4, 6.6)])
        let mapSheet = svg("M3 6.2L9 4L15 6.2L21 4V17.8L15 20L9 17.8L3 20Z")
        s["map"] = .union([.stroke(mapSheet, factor: 1), stroke("M9 4V17.8M15 6.2V20")])
        s["map.fill"] = .subtract(.inflate(.fill(mapSheet), amount: 0.6), .line(svg("M9 3V18.8M15 5.2V21"), width: 1.2))
        s["location.fill"] = .inflate(fill("M20 4L4.2 11.2L11.4 12.6L12.8 19.8Z"), amount: 0.7)
        s["safari"] = .union([ring(12, 12, 9.5), .inflate(fill("M16.6 7.4L13.4 13.4L7.4 16.6L10.6 10.6Z"), amount: 0.3)])
        s["slider.horizontal.3"] = .union([
            .subtract(stroke("M3 6.5H21M3 12H21M3 17.5H21", 0.8), .union([disc(15, 6.5, 2.6), disc(8, 12, 2.6), disc(14, 17.5, 2.6)])),
            ring(15, 6.5, 2.3), ring(8, 12, 2.3), ring(14, 17.5, 2.3),
        ])
        let bookmark = svg("M6.8 3.6H17.2V20.2L12 16.2L6.8 20.2Z")
        s["bookmark"] = .stroke(bookmark, factor: 1)
        s["bookmark.fill"] = .inflate(.fill(bookmark), amount: 0.8)
        s["paperplane.fill"] = .subtract(
            .inflate(fill("M20.6 3.4L3.6 10.6L10.4 13.6L13.4 20.4Z"), amount: 0.5),
            .line(svg("M10.6 13.4L21.5 2.5"), width: 1.2))
        s["square.grid.2x2"] = .union([
            .outline(box(3.5, 3.5, 7, 7, 1.8), factor: 1), .outline(box(13.5, 3.5, 7, 7, 1.8), factor: 1),
            .outline(box(3.5, 13.5, 7, 7, 1.8), factor: 1), .outline(box(13.5, 13.5, 7, 7, 1.8), factor: 1),
        ])
        s["phone.fill"] = fill(
            "M6.6 3.2C7.3 2.9 8.1 3.1 8.5 3.7L10.4 6.6C10.8 7.2 10.7 8 10.2 8.5L8.9 9.8C9.8 11.8 12.2 14.2 14.2 15.1"
            + "L15.5 13.8C16 13.3 16.8 13.2 17.4 13.6L20.3 15.5C20.9 15.9 21.1 16.7 20.8 17.4L20 19.2"
            + "C19.6 20.2 18.6 20.9 17.5 20.8C10.2 20.2 3.8 13.8 3.2 6.5C3.1 5.4 3.8 4.4 4.8 4Z")
        s["globe"] = .union([
            ring9, stroke("M12 3A4.3 9 0 0 1 12 21A4.3 9 0 0 1 12 3ZM12 3V21M3 12H21"),
            stroke("M4.4 7.6H19.6M4.4 16.4H19.6", 0.75),
        ])
        // The Americas cut out of a filled globe.
        s["globe.americas.fill"] = .subtract(disc10, .inflate(.union([
            fill("M5.2 6.2C7.3 3.8 10.9 3.1 14.2 4.1C14.7 5.5 13.4 6.6 12.8 7.6C13.4 8.7 12.5 9.9 11.3 10.3"
                + "C10.3 10.7 10.5 11.9 11.1 12.5C9.2 12.7 7.5 11.7 6.5 10.2C5.3 8.8 4.4 7.5 5.2 6.2Z"),
            fill("M11.7 13.5C13.7 13.1 16.1 13.9 16.5 15.5C16.1 17.5 14.7 19.1 13.7 21.2C12.9 20.1 12.5 18.7 12.1 17.5"
                + "C11.5 16.3 10.9 14.9 11.7 13.5Z"),
        ]), amount: 0.2))
        s["lock.fill"] = .union([
            box(5, 10.5, 14, 11, 2.4),
            stroke("M8.2 10.8V7.6C8.2 5.3 9.9 3.6 12 3.6C14.1 3.6 15.8 5.3 15.8 7.6V10.8", 1.1),
        ])
        s["envelope.fill"] = .subtract(box(2.5, 5, 19, 14, 2.6), .line(svg("M3.4 6.6L12 13.2L20.6 6.6"), width: 1.4))
        s["moon.fill"] = .subtract(disc(11.5, 12.5, 8.8), disc(16.4, 7.6, 7.4))
        s["sun.max"] = .union([
            ring(12, 12, 4.2),
            stroke("M12 2.2V4.4M12 19.6V21.8M2.2 12H4.4M19.6 12H21.8M5.1 5.1L6.6 6.6M17.4 17.4L18.9 18.9"
                + "M5.1 18.9L6.6 17.4M17.4 6.6L18.9 5.1"),
        ])
        s["wifi"] = .union([
            stroke("M2.5 9.2A13.5 13.5 0 0 1 21.5 9.2M5.6 12.6A9 9 0 0 1 18.4 12.6M8.7 15.9A4.5 4.5 0 0 1 15.3 15.9"),
            disc(12, 19.2, 1.6),
        ])
        s["bolt.fill"] = .inflate(fill("M13.6 2.6L5.2 13.6H11.6L10.4 21.4L18.8 10.4H12.4Z"), amount: 0.4)
        // Outline forms SF draws as outlines where Material Icons has only a filled glyph (`shopping_bag`,
        // `description`, `settings`, `visibility`, `near_me`, `sell`): heldback7's store header drew `bag` solid
        // (docs/ui-corpus.md); the others are the most used such names of symbol-usage.tsv (doc.text 30 uses,
        // gearshape 27, location 13, eye 11, doc 6, tag 6). Their `.fill` forms stay Material's solid glyphs.
        let bagBody = box(4, 7.6, 16, 13.6, 2.4)
        let bagHandle = "M8.5 7.6V7C8.5 4.9 10 3.3 12 3.3C14 3.3 15.5 4.9 15.5 7V7.6"
        s["bag"] = .union([.outline(bagBody, factor: 1), stroke(bagHandle)])
        s["bag.fill"] = .union([.inflate(bagBody, amount: 0.6), stroke(bagHandle)])
        let sheet = svg("M7 2.5H13.2L19 8.3V19.5C19 20.6 18.1 21.5 17 21.5H7C5.9 21.5 5 20.6 5 19.5V4.5C5 3.4 5.9 2.5 7 2.5Z")
        s["doc"] = .union([.stroke(sheet, factor: 1), stroke("M13.2 2.8V8.3H18.7", 0.8)])
        s["doc.text"] = .union([.stroke(sheet, factor: 1), stroke("M13.2 2.8V8.3H18.7", 0.8),
                                stroke("M8.6 12.4H15.4M8.6 15.4H15.4M8.6 18.4H12.6", 0.75)])
        s["gearshape"] = .union([.outline(.inflate(.fill(gear()), amount: 0.35), factor: 1), ring(12, 12, 3.3)])
        s["eye"] = .union([stroke("M2.6 12C4.6 8.1 8 5.8 12 5.8C16 5.8 19.4 8.1 21.4 12C19.4 15.9 16 18.2 12 18.2"
                                  + "C8 18.2 4.6 15.9 2.6 12Z"), ring(12, 12, 3.2), disc(12, 12, 1.4)])
        s["location"] = stroke("M20 4L4.2 11.2L11.4 12.6L12.8 19.8Z")
        s["tag"] = .union([stroke("M3.6 4.8V11.2C3.6 11.8 3.8 12.3 4.2 12.7L11.6 20.1C12.4 20.9 13.6 20.9 14.4 20.1"
                                  + "L20.1 14.4C20.9 13.6 20.9 12.4 20.1 11.6L12.7 4.2C12.3 3.8 11.8 3.6 11.2 3.6H4.8"
                                  + "C4.1 3.6 3.6 4.1 3.6 4.8Z"), disc(8.2, 8.2, 1.5)])
        // More outline forms the icon font draws solid (`vpn_key`, `book`, `account_circle`, `photo_camera`, `inbox`),
        // the most used such names of symbol-usage.tsv after those above: book.closed 13 uses, person.crop.circle 11,
        // tray 7, camera 6, key (its solid glyph was also horizontal where SF's key stands upright).
        let keyShape = SymbolShape.union([disc(12, 7.8, 5.2),
                                          fill("M10 11H14V14.6H16.2V16.8H14V19.4L12 21.4L10 19.4Z")])
        s["key"] = .union([.outline(keyShape, factor: 1), ring(12, 6.2, 1.3, 0.7)])
        s["key.fill"] = .subtract(.inflate(keyShape, amount: 0.6), disc(12, 6.2, 1.6))
        let cover = box(5, 2.8, 14, 18.4, 2.6)
        s["book.closed"] = .union([.outline(cover, factor: 1), stroke("M8.8 3.4V20.6", 0.8)])
        s["book.closed.fill"] = .subtract(.inflate(cover, amount: 0.6), .line(svg("M8.8 2V22"), width: 1.1))
        s["person.crop.circle"] = .union([
            ring9, ring(12, 9.4, 3.3),
            stroke("M6.1 18.8C7.5 16.4 9.5 15.2 12 15.2C14.5 15.2 16.5 16.4 17.9 18.8"),
        ])
        s["camera"] = .union([
            .outline(.union([box(2.8, 7.2, 18.4, 13, 2.6), .inflate(fill("M8.6 7.6L10 5.2H14L15.4 7.6Z"), amount: 0.4)]),
                     factor: 1),
            ring(12, 13.6, 3.4),
        ])
        let trayBody = "M3 13L5.6 5.6C5.9 4.8 6.5 4.4 7.3 4.4H16.7C17.5 4.4 18.1 4.8 18.4 5.6L21 13V17.8"
            + "C21 19 20 20 18.8 20H5.2C4 20 3 19 3 17.8Z"
        let traySlot = "M3.4 13H8.4C8.4 15 10 16.4 12 16.4C14 16.4 15.6 15 15.6 13H20.6"
        s["tray"] = .union([stroke(trayBody), stroke(traySlot)])
        // Material's `inbox` is itself an outlined frame with a solid bottom, so the solid form is drawn here too.
        s["tray.fill"] = .subtract(.inflate(fill(trayBody), amount: 0.8), .line(svg(traySlot), width: 1.2))
        s["bubble.left.fill"] = fill(
            "M12 3.5C17 3.5 21 6.9 21 11C21 15.1 17 18.5 12 18.5C11 18.5 10 18.4 9.1 18.1L4.3 20.4L5.6 16.3"
            + "C4 14.9 3 13.1 3 11C3 6.9 7 3.5 12 3.5Z")
        return s
    }()

    // MARK: Helpers

    /// A path from SVG path data written in this file. Data that does not parse gives an empty path, which
    /// the tests catch (every path of every symbol must have elements).
    static func svg(_ data: String) -> Path { (try? Path(svgPathData: data)) ?? Path() }

    private static func stroke(_ data: String, _ factor: Double = 1) -> SymbolShape {
        .stroke(svg(data), factor: factor)
    }

    private static func fill(_ data: String) -> SymbolShape { .fill(svg(data)) }

    private static func disc(_ x: Double, _ y: Double, _ r: Double) -> SymbolShape {
        .disc(center: SIMD2(x, y), radius: r)
    }

    private static func ring(_ x: Double, _ y: Double, _ r: Double, _ factor: Double = 1) -> SymbolShape {
        .outline(.disc(center: SIMD2(x, y), radius: r), factor: factor)
    }

    private static func box(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ r: Double) -> SymbolShape {
        .box(x: x, y: y, width: w, height: h, radius: r)
    }

    /// The outline of a capsule of radius 3.4 around the segment from (x0, y0) to (x1, y1): one chain link.
    private static func capsuleRing(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> SymbolShape {
        .outline(.inflate(.line(svg("M\(x0) \(y0)L\(x1) \(y1)"), width: 0), amount: 3.4), factor: 1)
    }

    private static func polygon(_ points: [SIMD2<Double>]) -> Path {
        var path = Path()
        guard let first = points.first else { return path }
        path.move(to: CGPoint(x: first.x, y: first.y))
        for p in points.dropFirst() { path.addLine(to: CGPoint(x: p.x, y: p.y)) }
        path.closeSubpath()
        return path
    }

    /// `points` turned clockwise (on screen: y grows down) by `degrees` about the design centre (12, 12).
    private static func turned(_ points: [SIMD2<Double>], _ degrees: Double) -> [SIMD2<Double>] {
        let a = degrees * .pi / 180, c = SIMD2<Double>(12, 12)
        return points.map { p in
            let d = p - c
            return c + SIMD2(d.x * cos(a) - d.y * sin(a), d.x * sin(a) + d.y * cos(a))
        }
    }

    private static func polar(_ center: SIMD2<Double>, _ radius: Double, _ degrees: Double) -> SIMD2<Double> {
        let a = degrees * .pi / 180
        return center + radius * SIMD2(cos(a), sin(a))
    }

    /// A five-pointed star, point up, symmetric about x = 12.
    private static func star() -> Path {
        let center = SIMD2(12.0, 12.9)
        return polygon((0..<10).map { polar(center, $0 % 2 == 0 ? 9.4 : 4.0, -90 + Double($0) * 36) })
    }

    /// A gear with eight teeth on the axes and diagonals, so it is symmetric about both axes.
    private static func gear() -> Path {
        let center = SIMD2(12.0, 12.0)
        var points: [SIMD2<Double>] = []
        for k in 0..<8 {
            let c = Double(k) * 45
            for (radius, offset) in [(7.4, -13.0), (9.9, -8.0), (9.9, 8.0), (7.4, 13.0), (7.4, 19.5), (7.4, 26.0)] {
                points.append(polar(center, radius, c + offset))
            }
        }
        return polygon(points)
    }

    /// The pencil's direction (tip at bottom left, pointing down-left) and its normal.
    private static let pencilAxis = SIMD2(1.0, -1.0) / 2.0.squareRoot()
    private static let pencilNormal = SIMD2(1.0, 1.0) / 2.0.squareRoot()
    private static let pencilTip = SIMD2(3.6, 20.4)

    private static func pencil() -> Path {
        let t = pencilTip, d = pencilAxis, n = pencilNormal
        return polygon([t, t + 4.2 * d + 2.4 * n, t + 19 * d + 2.4 * n, t + 19 * d - 2.4 * n, t + 4.2 * d - 2.4 * n])
    }

    private static func pencilBand() -> Path {
        let c = pencilTip + 15.4 * pencilAxis
        var path = Path()
        let a = c + 2.4 * pencilNormal, b = c - 2.4 * pencilNormal
        path.move(to: CGPoint(x: a.x, y: a.y))
        path.addLine(to: CGPoint(x: b.x, y: b.y))
        return path
    }

    /// The eraser: a block along the same diagonal as the pencil.
    private static let eraserCenter = SIMD2(11.2, 12.2)

    private static func eraser() -> Path {
        let c = eraserCenter, d = pencilAxis, n = pencilNormal
        return polygon([c - 7.6 * d - 3.9 * n, c + 7.6 * d - 3.9 * n, c + 7.6 * d + 3.9 * n, c - 7.6 * d + 3.9 * n])
    }

    private static func eraserBand() -> Path {
        let c = eraserCenter - 1.6 * pencilAxis
        var path = Path()
        let a = c + 3.9 * pencilNormal, b = c - 3.9 * pencilNormal
        path.move(to: CGPoint(x: a.x, y: a.y))
        path.addLine(to: CGPoint(x: b.x, y: b.y))
        return path
    }
}
