/// Where each stored row of an image goes in the decoded picture: pixel `x` of stored row `y` lands at
/// index `start + x * step` of the row-major result. As stored, that is `y * width + x`; an EXIF orientation
/// turns a stored row into a row or a column of the upright picture, walked forwards or backwards, so the
/// picture is turned while it is decoded instead of copied afterwards (which held a second float image).
struct RowPlacement: Sendable, Equatable {
    /// The stored size.
    let width: Int
    let height: Int
    /// 1–8 as in EXIF (see ``ExifOrientation``).
    let orientation: Int

    /// Rows placed as stored.
    init(width: Int, height: Int) {
        self.init(width: width, height: height, orientation: .normal)
    }

    init(width: Int, height: Int, orientation: ExifOrientation) {
        self.width = width
        self.height = height
        self.orientation = orientation.rawValue
    }

    /// The size of the result: the stored size, turned a quarter for orientations 5–8.
    var resultSize: (width: Int, height: Int) {
        orientation >= 5 ? (height, width) : (width, height)
    }

    /// The index of the stored row's first pixel in the result, and the distance between its pixels there.
    ///
    /// Derived from each orientation's meaning (EXIF 2.32, tag 0x0112): 1 is as stored,
    /// 2 mirrors left–right, 3 turns 180°, 4 mirrors top–bottom — a stored row stays a row (`step` ±1); 5
    /// transposes, 6 turns 90° clockwise, 7 transposes along the other diagonal, 8 turns 90° anticlockwise —
    /// a stored row becomes a column of the result, whose width is the stored height (`step` ±height).
    func line(ofStoredRow y: Int) -> (start: Int, step: Int) {
        let w = width, h = height
        switch orientation {
        case 2: return (y * w + w - 1, -1)
        case 3: return ((h - 1 - y) * w + w - 1, -1)
        case 4: return ((h - 1 - y) * w, 1)
        case 5: return (y, h)
        case 6: return (h - 1 - y, h)
        case 7: return ((w - 1) * h + h - 1 - y, -h)
        case 8: return ((w - 1) * h + y, -h)
        default: return (y * w, 1)
        }
    }
}
