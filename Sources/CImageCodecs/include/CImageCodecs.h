#ifndef LIQUIDGLASS_CIMAGECODECS_H
#define LIQUIDGLASS_CIMAGECODECS_H

// A thin C layer over libpng and libjpeg. Both libraries report fatal errors by longjmp
// (libpng) or through an error_exit callback that must not return (libjpeg). Unwinding
// Swift frames with longjmp is undefined behaviour, so every libpng/libjpeg call happens in
// this file's functions, each of which sets its own setjmp point and turns a failure into a
// status code and a message. Nothing here longjmps into or through Swift.

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

enum { LG_MESSAGE_CAPACITY = 256 };

/// Result of every call: 0 on success, -1 on failure (the message says why).
typedef enum { LG_OK = 0, LG_FAIL = -1 } lg_status;

// MARK: PNG decoding

typedef struct lg_png_decoder lg_png_decoder;

/// What a PNG header says, and the layout `lg_png_decode_rows` will produce.
typedef struct {
    uint32_t width;
    uint32_t height;
    /// From IHDR: 1, 2, 4, 8 or 16.
    int source_bit_depth;
    /// From IHDR: PNG_COLOR_TYPE_* (0 gray, 2 RGB, 3 palette, 4 gray+alpha, 6 RGBA).
    int source_color_type;
    int interlaced;
    /// After expansion: 1 gray, 2 gray+alpha, 3 RGB, 4 RGBA.
    int channels;
    /// After expansion: 8 or 16 (16-bit samples are written in native byte order).
    int bit_depth;
    /// Bytes per output row (width * channels * bit_depth / 8).
    size_t row_bytes;
} lg_png_info;

/// Starts decoding `data` (which must stay alive until `lg_png_decoder_destroy`) and reads the
/// header up to the first image data. On failure returns NULL and writes a message.
lg_png_decoder *lg_png_decoder_create(const uint8_t *data, size_t size, lg_png_info *info,
                                      char *message, size_t message_capacity);

/// Decodes all rows (de-interlacing if needed) into `out`, which holds `height * row_bytes` bytes, and
/// reads the end of the file. Needed for Adam7-interlaced files, whose passes each touch every row.
lg_status lg_png_decode_rows(lg_png_decoder *decoder, uint8_t *out, size_t out_size,
                             char *message, size_t message_capacity);

/// Row by row, for a file that is not interlaced: `lg_png_start_rows` once, `lg_png_read_rows` for the
/// next `count` rows (into `count * row_bytes` bytes of `out`) until every row is read, then
/// `lg_png_finish`, which reads the rest of the file (a truncated or corrupt end is an error).
lg_status lg_png_start_rows(lg_png_decoder *decoder, char *message, size_t message_capacity);
lg_status lg_png_read_rows(lg_png_decoder *decoder, uint8_t *out, size_t out_size, uint32_t count,
                           char *message, size_t message_capacity);
lg_status lg_png_finish(lg_png_decoder *decoder, char *message, size_t message_capacity);

void lg_png_decoder_destroy(lg_png_decoder *decoder);

// MARK: PNG encoding

/// Encodes `height` rows of `width * channels` samples (`channels` 1–4: gray, gray+alpha, RGB,
/// RGBA) at `bit_depth` 8 or 16 (16-bit samples in native byte order) as a non-interlaced PNG,
/// zlib level 4, Paeth filter. On success `*out` is a buffer from malloc (free it with `lg_free`).
lg_status lg_png_encode(const void *pixels, uint32_t width, uint32_t height, int channels,
                        int bit_depth, uint8_t **out, size_t *out_size,
                        char *message, size_t message_capacity);

/// `lg_png_encode` at zlib level `level`: 4 (as `lg_png_encode`) or 0 (the rows stored unfiltered and
/// uncompressed: about 4x the bytes, a thirtieth of the time).
lg_status lg_png_encode_level(const void *pixels, uint32_t width, uint32_t height, int channels,
                              int bit_depth, int level, uint8_t **out, size_t *out_size,
                              char *message, size_t message_capacity);

void lg_free(void *pointer);

// MARK: JPEG decoding

typedef struct lg_jpeg_decoder lg_jpeg_decoder;

typedef struct {
    uint32_t width;
    uint32_t height;
    /// Components in the file (1 gray, 3 YCbCr/RGB, 4 CMYK/YCCK).
    int source_components;
    int progressive;
    /// Output channels: 1 (gray) or 3 (RGB), 8 bits each.
    int channels;
} lg_jpeg_info;

/// Starts decoding a JPEG and reads its header. Fails for CMYK/YCCK files.
lg_jpeg_decoder *lg_jpeg_decoder_create(const uint8_t *data, size_t size, lg_jpeg_info *info,
                                        char *message, size_t message_capacity);

/// Decodes row by row: `lg_jpeg_start` once, `lg_jpeg_read_rows` for the next `count` rows (into
/// `count * width * channels` bytes of `out`) until every row is read, then `lg_jpeg_finish`. Premature end
/// of data is an error (libjpeg itself would only warn and pad with grey). A progressive file's
/// coefficients for the whole image are allocated by `lg_jpeg_start` (libjpeg's own buffers).
lg_status lg_jpeg_start(lg_jpeg_decoder *decoder, char *message, size_t message_capacity);
lg_status lg_jpeg_read_rows(lg_jpeg_decoder *decoder, uint8_t *out, size_t out_size, uint32_t count,
                            char *message, size_t message_capacity);
lg_status lg_jpeg_finish(lg_jpeg_decoder *decoder, char *message, size_t message_capacity);

void lg_jpeg_decoder_destroy(lg_jpeg_decoder *decoder);

#ifdef __cplusplus
}
#endif

#endif
