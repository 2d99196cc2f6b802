#ifndef LIQUIDGLASS_CANIMATIONCODECS_H
#define LIQUIDGLASS_CANIMATIONCODECS_H

// A thin C layer over libwebp's animation encoder/decoder, giflib and zlib's CRC-32, for the animation
// encoders. Every function returns 0 on success and -1 on failure with a message; output buffers come from
// malloc (free them with lg_anim_free).

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// zlib's CRC-32 of `size` bytes, continuing from `crc` (start with 0).
uint32_t lg_crc32(uint32_t crc, const uint8_t *data, size_t size);

void lg_anim_free(void *pointer);

// MARK: WebP

typedef struct lg_webp_encoder lg_webp_encoder;

/// Starts an animated WebP of `width`×`height` that loops `loop_count` times (0: forever).
/// `near_lossless` 100 is lossless; 0–99 lets libwebp's near-lossless preprocessing change pixels (lower =
/// more change). `method` 0–6 trades speed for size. Single-threaded, hence deterministic.
lg_webp_encoder *lg_webp_encoder_create(int width, int height, int loop_count, int near_lossless, int method,
                                        char *message, size_t message_capacity);

/// Adds a frame of RGBA8 pixels (`width*4` bytes a row) shown from `timestamp_ms`.
int lg_webp_encoder_add(lg_webp_encoder *encoder, const uint8_t *rgba, int timestamp_ms,
                        char *message, size_t message_capacity);

/// Ends the animation at `end_timestamp_ms` (the last frame's end) and returns the file.
int lg_webp_encoder_finish(lg_webp_encoder *encoder, int end_timestamp_ms, uint8_t **out, size_t *out_size,
                           char *message, size_t message_capacity);

void lg_webp_encoder_destroy(lg_webp_encoder *encoder);

/// Decodes an animated WebP into `frame_count` full RGBA8 canvases (`*frames`, width*height*4 bytes each)
/// and their end timestamps in ms (`*timestamps`). Both from malloc.
int lg_webp_decode_animation(const uint8_t *data, size_t size, int *width, int *height, int *frame_count,
                             int *loop_count, uint8_t **frames, int **timestamps,
                             char *message, size_t message_capacity);

// MARK: GIF

/// One frame for the GIF writer: palette indices for a sub-rectangle of the canvas.
typedef struct {
    int left, top, width, height;
    const uint8_t *indices;   // width*height bytes
    int delay_cs;             // display time in hundredths of a second
    int transparent_index;    // -1 for none
    int restore_background;   // 1: dispose to background (clear) after showing; 0: leave in place
} lg_gif_frame;

/// Writes a GIF89a with one global palette (`palette_size` RGB triples, a power of two 2–256), looping
/// `loop_count` times (0: forever; written as a NETSCAPE2.0 extension).
int lg_gif_encode(int width, int height, const uint8_t *palette_rgb, int palette_size, int loop_count,
                  const lg_gif_frame *frames, int frame_count, uint8_t **out, size_t *out_size,
                  char *message, size_t message_capacity);

/// Decodes a GIF into `frame_count` composited RGBA8 canvases (disposal and transparency applied) and
/// their delays in hundredths of a second. Both from malloc.
int lg_gif_decode(const uint8_t *data, size_t size, int *width, int *height, int *frame_count,
                  uint8_t **frames, int **delays_cs, char *message, size_t message_capacity);

#ifdef __cplusplus
}
#endif

#endif
