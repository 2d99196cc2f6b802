#!/usr/bin/env python3
"""Writes the PNG test fixtures in this directory, using only the standard library.

Every fixture is 13x11 pixels (odd sizes, so that bit packing and Adam7 passes have partial
bytes and short passes). Sample values come from `sample()`, which the Swift tests
(ImageIODecodingTests.swift) reimplement to compute the expected pixels independently of libpng.

Run from this directory:  python3 make_png_fixtures.py
"""

import struct
import zlib

WIDTH, HEIGHT = 13, 11

GRAY, RGB, PALETTE, GRAY_ALPHA, RGBA = 0, 2, 3, 4, 6
CHANNELS = {GRAY: 1, RGB: 3, PALETTE: 1, GRAY_ALPHA: 2, RGBA: 4}
ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]


def sample(x, y, c, bits):
    """A well-mixed deterministic sample value in 0 ..< 2**bits."""
    h = ((x * 37 + y * 101 + c * 59 + x * y * 13 + 1) * 2654435761) % (1 << 32)
    return h >> (32 - bits)


def palette_size(bits):
    return 200 if bits == 8 else 1 << bits


def palette_entry(i):
    return [sample(i, 1000, c, 8) for c in range(3)]


def palette_alpha(i):
    return sample(i, 2000, 3, 8)


def trns_length(bits):
    """How many palette entries get a tRNS alpha (the rest stay opaque)."""
    return max(1, palette_size(bits) - 1)


def pixel_samples(x, y, color_type, bits):
    if color_type == PALETTE:
        return [sample(x, y, 0, bits) % palette_size(bits)]
    return [sample(x, y, c, bits) for c in range(CHANNELS[color_type])]


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def pack_row(values, bits):
    if bits == 8:
        return bytes(values)
    if bits == 16:
        return b"".join(struct.pack(">H", v) for v in values)
    out, acc, used = bytearray(), 0, 0
    for v in values:
        acc = (acc << bits) | v
        used += bits
        if used == 8:
            out.append(acc)
            acc, used = 0, 0
    if used:
        out.append(acc << (8 - used))
    return bytes(out)


def filter_rows(rows, bytes_per_pixel):
    """Filters rows with None, Sub and Up in turn (libpng must undo all of them)."""
    out = bytearray()
    previous = bytes(len(rows[0])) if rows else b""
    for index, row in enumerate(rows):
        kind = index % 3
        out.append(kind)
        for i, value in enumerate(row):
            if kind == 1:
                value -= row[i - bytes_per_pixel] if i >= bytes_per_pixel else 0
            elif kind == 2:
                value -= previous[i]
            out.append(value & 0xFF)
        previous = row
    return bytes(out)


def image_data(color_type, bits, interlaced):
    channels = CHANNELS[color_type]
    bpp = max(1, channels * bits // 8)
    passes = ADAM7 if interlaced else [(0, 0, 1, 1)]
    raw = bytearray()
    for x0, y0, dx, dy in passes:
        xs = range(x0, WIDTH, dx)
        ys = range(y0, HEIGHT, dy)
        if not xs or not ys:
            continue
        rows = [pack_row([v for x in xs for v in pixel_samples(x, y, color_type, bits)], bits) for y in ys]
        raw += filter_rows(rows, bpp)
    return zlib.compress(bytes(raw), 9)


def ihdr(width, height, bits, color_type, interlaced):
    return chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, bits, color_type, 0, 0, 1 if interlaced else 0))


def trns_chunk(color_type, bits):
    if color_type == PALETTE:
        return chunk(b"tRNS", bytes(palette_alpha(i) for i in range(trns_length(bits))))
    # The transparent colour is the colour of pixel (1, 1), so some pixels match it.
    values = pixel_samples(1, 1, color_type, bits)
    return chunk(b"tRNS", b"".join(struct.pack(">H", v) for v in values))


def png(color_type, bits, trns=False, interlaced=False):
    data = b"\x89PNG\r\n\x1a\n" + ihdr(WIDTH, HEIGHT, bits, color_type, interlaced)
    # A gAMA chunk with a non-sRGB gamma: the decoder must ignore it.
    data += chunk(b"gAMA", struct.pack(">I", 100000))
    if color_type == PALETTE:
        data += chunk(b"PLTE", bytes(v for i in range(palette_size(bits)) for v in palette_entry(i)))
    if trns:
        data += trns_chunk(color_type, bits)
    data += chunk(b"IDAT", image_data(color_type, bits, interlaced))
    return data + chunk(b"IEND", b"")


TYPE_NAMES = {GRAY: "gray", RGB: "rgb", PALETTE: "palette", GRAY_ALPHA: "graya", RGBA: "rgba"}

FIXTURES = [
    (GRAY, 1, False, False), (GRAY, 2, False, False), (GRAY, 4, False, False),
    (GRAY, 8, False, False), (GRAY, 16, False, False),
    (GRAY, 2, True, False), (GRAY, 8, True, False), (GRAY, 16, True, False),
    (GRAY_ALPHA, 8, False, False), (GRAY_ALPHA, 16, False, False),
    (RGB, 8, False, False), (RGB, 16, False, False), (RGB, 8, True, False), (RGB, 16, True, False),
    (RGBA, 8, False, False), (RGBA, 16, False, False),
    (PALETTE, 1, True, False), (PALETTE, 2, False, False), (PALETTE, 4, True, False),
    (PALETTE, 8, False, False), (PALETTE, 8, True, False),
    (GRAY, 1, False, True), (GRAY_ALPHA, 8, False, True), (RGB, 8, False, True),
    (RGBA, 16, False, True), (PALETTE, 4, True, True), (GRAY, 16, True, True),
]


def fixture_name(color_type, bits, trns, interlaced):
    return f"png-{TYPE_NAMES[color_type]}{bits}{'-trns' if trns else ''}{'-adam7' if interlaced else ''}.png"


def write(name, data):
    with open(name, "wb") as f:
        f.write(data)


def main():
    for spec in FIXTURES:
        write(fixture_name(*spec), png(*spec))

    # Broken files.
    signature = b"\x89PNG\r\n\x1a\n"
    tiny_idat = chunk(b"IDAT", zlib.compress(b"\x00" * 8))
    write("bad-huge-dimensions.png", signature + ihdr(100000, 100000, 8, RGBA, False) + tiny_idat + chunk(b"IEND", b""))
    write("bad-zero-width.png", signature + ihdr(0, 10, 8, RGB, False) + tiny_idat + chunk(b"IEND", b""))

    good = bytearray(png(RGB, 8))
    idat = good.find(b"IDAT")
    length = struct.unpack(">I", good[idat - 4:idat])[0]
    crc_at = idat + 4 + length
    bad_crc = bytearray(good)
    bad_crc[crc_at] ^= 0xFF
    write("bad-crc.png", bytes(bad_crc))

    # Garbage inside the zlib stream, with a correct chunk CRC, so that inflate fails.
    data = bytearray(good[idat + 4:idat + 4 + length])
    for i in range(2, len(data) - 4):
        data[i] = (data[i] * 7 + 0x5A) & 0xFF
    bad_zlib = good[:idat - 4] + chunk(b"IDAT", bytes(data)) + good[crc_at + 4:]
    write("bad-zlib.png", bytes(bad_zlib))


if __name__ == "__main__":
    main()
