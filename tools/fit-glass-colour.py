#!/usr/bin/env python3
"""Fits GlassColorModel (Sources/LiquidGlassRender/Material/GlassColorModel.swift) to Apple's measured glass.

Data: Tests/LiquidGlassRenderTests/Fixtures/apple-glass/apple_solid_palette.json — the mean colour of the face of
Apple's regular glass (a 210x150 pt continuous rounded rectangle, r = 38) over 13 solid colours, light and dark
(see that file's "source"; gathered in /work/shared/reference/apple-glass/README.md).

The model, per pixel (e = sqrt of linear light, per channel):
    L  = 0.2126 e.r + 0.7152 e.g + 0.0722 e.b
    L' = veil (1-L)^3 + 3 shadows L (1-L)^2 + 3 highlights L^2 (1-L) + white L^3
    e' = L' + s(L) (e - L),  s(L) = saturationInBlack + (saturationInWhite - saturationInBlack) L
    c' = clamp(e', 0, 1)^2

It is fitted by least squares on all 13 face means (39 channel values, 8-bit sRGB levels), then reported with the
issue's objective: over the 8 hues (R O Y G C B P N), the mean absolute difference, in 8-bit levels averaged over
the three channels, between our transmission and Apple's, where transmission = face mean over the colour minus
face mean over black.

Usage: python3 tools/fit-glass-colour.py [--swift]     (needs numpy, scipy)
  --swift  prints the fitted parameters as Swift initialisers to paste into GlassColorModel.swift.
The fit is deterministic (fixed start, no randomness).
"""
import json
import os
import sys

import numpy as np
from scipy.optimize import least_squares

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "..", "Tests", "LiquidGlassRenderTests", "Fixtures", "apple-glass", "apple_solid_palette.json")
KEYS = list("ROYGCBPNLMHKW")
HUES = KEYS[:8]
BLACK = KEYS.index("K")
WEIGHTS = np.array([0.2126, 0.7152, 0.0722])
NAMES = ["veil", "shadows", "highlights", "white", "saturationInBlack", "saturationInWhite"]


def srgb_decode(e):
    e = np.asarray(e, float)
    return np.where(e <= 0.04045, e / 12.92, ((e + 0.055) / 1.055) ** 2.4)


def srgb_encode(c):
    c = np.clip(c, 0, 1)
    return np.where(c <= 0.0031308, c * 12.92, 1.055 * c ** (1 / 2.4) - 0.055)


def model(p, linear_rgb):
    """The glass's colour (linear) over each backdrop colour (linear), as GlassColorModel.apply computes it."""
    veil, shadows, highlights, white, s_black, s_white = p
    e = np.sqrt(np.clip(linear_rgb, 0, None))
    l = np.minimum(e @ WEIGHTS, 1)
    m = 1 - l
    target = m * m * (m * veil + 3 * l * shadows) + l * l * (3 * m * highlights + l * white)
    s = s_black + (s_white - s_black) * l
    out = np.clip(target[:, None] + s[:, None] * (e - l[:, None]), 0, 1)
    return out * out


def levels(linear_rgb):
    return srgb_encode(linear_rgb) * 255


def objective(ours8, apple8):
    t_ours = ours8[: len(HUES)] - ours8[BLACK]
    t_apple = apple8[: len(HUES)] - apple8[BLACK]
    per_hue = np.abs(t_ours - t_apple).mean(axis=1)
    return per_hue.mean(), dict(zip(HUES, per_hue))


def fit(variant):
    source8 = np.array([variant[k]["sourceRGB8"] for k in KEYS], float)
    apple8 = np.array([variant[k]["appleFaceMeanRGB8"] for k in KEYS], float)
    backdrop = srgb_decode(source8 / 255)

    def residuals(p):
        return (levels(model(p, backdrop)) - apple8).ravel()

    start = [0.5, 0.6, 0.85, 0.95, 1.2, 1.0]
    result = least_squares(residuals, start, method="lm", xtol=1e-12, ftol=1e-12)
    ours8 = levels(model(result.x, backdrop))
    return result.x, ours8, apple8


def main():
    with open(DATA) as f:
        data = json.load(f)
    swift = "--swift" in sys.argv
    for scheme in ("light", "dark"):
        p, ours8, apple8 = fit(data["variants"][scheme])
        mean, per_hue = objective(ours8, apple8)
        worst = max(per_hue, key=per_hue.get)
        print(f"regular {scheme}: " + ", ".join(f"{n} {v:.4f}" for n, v in zip(NAMES, p)))
        print(f"  objective (model alone) {mean:.2f} levels; worst hue {worst} {per_hue[worst]:.2f}; "
              + " ".join(f"{k} {v:.2f}" for k, v in per_hue.items()))
        for k, o, a in zip(KEYS, ours8, apple8):
            print(f"  {k}: model ({o[0]:6.1f} {o[1]:6.1f} {o[2]:6.1f})  apple ({a[0]:6.1f} {a[1]:6.1f} {a[2]:6.1f})")
        if swift:
            name = "regularLight" if scheme == "light" else "regularDark"
            args = ", ".join(f"{n}: {v:.4f}" for n, v in zip(NAMES, p))
            print(f"  Swift: public static let {name} = GlassColorModel({args})")


if __name__ == "__main__":
    main()
