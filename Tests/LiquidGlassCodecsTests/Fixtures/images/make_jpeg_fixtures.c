// Writes the JPEG test fixtures in this directory with libjpeg. Not part of the build.
//   cc make_jpeg_fixtures.c -ljpeg -o /tmp/make_jpeg_fixtures && /tmp/make_jpeg_fixtures
// The pattern is 24x16 pixels of 8x8 solid blocks (block edges on the JPEG block grid and no
// chroma subsampling, so decoded colours stay close to the originals) in six distinct colours,
// asymmetric so that every EXIF orientation gives a different picture.

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

enum { W = 24, H = 16 };

static const unsigned char palette[6][3] = {
    {220, 40, 40}, {40, 200, 60}, {50, 70, 220},
    {240, 220, 50}, {30, 30, 30}, {230, 230, 230},
};

static void pattern(unsigned char *rgb) {
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            const unsigned char *c = palette[(y / 8) * 3 + x / 8];
            memcpy(rgb + (y * W + x) * 3, c, 3);
        }
}

/// An APP1 Exif payload with one IFD0 entry: Orientation (0x0112, SHORT, count 1).
static size_t exif_orientation(unsigned char *out, int orientation, int big_endian) {
    unsigned char tiff[26];
    size_t n = 0;
    #define PUT16(v) do { unsigned v_ = (v); if (big_endian) { tiff[n++] = v_ >> 8; tiff[n++] = v_ & 255; } \
                          else { tiff[n++] = v_ & 255; tiff[n++] = v_ >> 8; } } while (0)
    #define PUT32(v) do { unsigned long w_ = (v); if (big_endian) { PUT16(w_ >> 16); PUT16(w_ & 0xffff); } \
                          else { PUT16(w_ & 0xffff); PUT16(w_ >> 16); } } while (0)
    tiff[n++] = big_endian ? 'M' : 'I';
    tiff[n++] = big_endian ? 'M' : 'I';
    PUT16(42);
    PUT32(8);        // offset of IFD0
    PUT16(1);        // one entry
    PUT16(0x0112);   // Orientation
    PUT16(3);        // SHORT
    PUT32(1);        // count
    PUT16(orientation);
    PUT16(0);        // value padding
    PUT32(0);        // no next IFD
    memcpy(out, "Exif\0\0", 6);
    memcpy(out + 6, tiff, n);
    return 6 + n;
}

static void write_jpeg(const char *path, int components, int progressive, int orientation, int big_endian,
                       int subsampled) {
    unsigned char rgb[W * H * 3], samples[W * H * 4];
    pattern(rgb);
    for (int i = 0; i < W * H; i++) {
        const unsigned char *p = rgb + i * 3;
        if (components == 1) {
            samples[i] = (unsigned char)((p[0] * 299 + p[1] * 587 + p[2] * 114 + 500) / 1000);
        } else if (components == 3) {
            memcpy(samples + i * 3, p, 3);
        } else { // CMYK, only needed as a file the decoder must refuse
            memcpy(samples + i * 4, p, 3);
            samples[i * 4 + 3] = 255;
        }
    }
    struct jpeg_compress_struct cinfo;
    struct jpeg_error_mgr jerr;
    cinfo.err = jpeg_std_error(&jerr);
    jpeg_create_compress(&cinfo);
    FILE *file = fopen(path, "wb");
    if (!file) { perror(path); exit(1); }
    jpeg_stdio_dest(&cinfo, file);
    cinfo.image_width = W;
    cinfo.image_height = H;
    cinfo.input_components = components;
    cinfo.in_color_space = components == 1 ? JCS_GRAYSCALE : components == 3 ? JCS_RGB : JCS_CMYK;
    jpeg_set_defaults(&cinfo);
    jpeg_set_quality(&cinfo, 95, TRUE);
    // 4:4:4 unless asked for camera-style 4:2:0 (libjpeg's default: luma sampled 2x2).
    for (int c = 0; c < cinfo.num_components && !subsampled; c++) {
        cinfo.comp_info[c].h_samp_factor = 1;
        cinfo.comp_info[c].v_samp_factor = 1;
    }
    if (progressive) jpeg_simple_progression(&cinfo);
    if (orientation > 0) cinfo.write_JFIF_header = FALSE;
    jpeg_start_compress(&cinfo, TRUE);
    if (orientation > 0) {
        unsigned char exif[64];
        size_t length = exif_orientation(exif, orientation, big_endian);
        jpeg_write_marker(&cinfo, JPEG_APP0 + 1, exif, (unsigned)length);
    }
    while (cinfo.next_scanline < cinfo.image_height) {
        JSAMPROW row = samples + cinfo.next_scanline * W * components;
        jpeg_write_scanlines(&cinfo, &row, 1);
    }
    jpeg_finish_compress(&cinfo);
    jpeg_destroy_compress(&cinfo);
    fclose(file);
}

int main(void) {
    write_jpeg("baseline.jpg", 3, 0, 0, 0, 0);
    write_jpeg("progressive.jpg", 3, 1, 0, 0, 0);
    write_jpeg("subsampled-420.jpg", 3, 1, 0, 0, 1);
    write_jpeg("gray.jpg", 1, 0, 0, 0, 0);
    write_jpeg("gray-progressive.jpg", 1, 1, 0, 0, 0);
    write_jpeg("cmyk.jpg", 4, 0, 0, 0, 0);
    char name[64];
    for (int orientation = 1; orientation <= 8; orientation++) {
        // Alternate byte orders so that both TIFF headers ("II" and "MM") are exercised.
        snprintf(name, sizeof name, "orientation-%d.jpg", orientation);
        write_jpeg(name, 3, 0, orientation, orientation % 2 == 0, 0);
    }
    return 0;
}
