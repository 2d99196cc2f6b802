// libpng wrapper: every libpng call is made under a setjmp point in this file, and failures come
// back to the caller as LG_FAIL plus a message. See CImageCodecs.h for why.

#include "CImageCodecs.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef LG_PNG_FILTERS
#define LG_PNG_FILTERS PNG_FILTER_PAETH
#endif

typedef enum { PHASE_HEADER, PHASE_ROWS, PHASE_END } read_phase;

struct lg_png_decoder {
    png_structp png;
    png_infop info;
    const uint8_t *data;
    size_t size;
    size_t position;
    read_phase phase;
    int passes;          // 1, or 7 for an Adam7-interlaced file (set by lg_png_start_rows)
    png_uint_32 next_row;
    int truncated;
    lg_png_info summary;
    char library_message[LG_MESSAGE_CAPACITY];
    char last_warning[LG_MESSAGE_CAPACITY];
};

static void copy_message(char *destination, size_t capacity, const char *text) {
    if (destination == NULL || capacity == 0) return;
    snprintf(destination, capacity, "%s", text);
}

static void on_error(png_structp png, png_const_charp text) {
    struct lg_png_decoder *decoder = (struct lg_png_decoder *)png_get_error_ptr(png);
    if (decoder != NULL) copy_message(decoder->library_message, sizeof decoder->library_message, text);
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp text) {
    // Warnings (unknown chunks, odd ICC profiles, ...) do not stop decoding and are not printed,
    // but the last one is kept: libpng explains a bad IHDR in warnings before the generic error.
    struct lg_png_decoder *decoder = (struct lg_png_decoder *)png_get_error_ptr(png);
    if (decoder != NULL) copy_message(decoder->last_warning, sizeof decoder->last_warning, text);
}

static void ignore_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

static void read_from_memory(png_structp png, png_bytep out, size_t count) {
    struct lg_png_decoder *decoder = (struct lg_png_decoder *)png_get_io_ptr(png);
    if (count > decoder->size - decoder->position) {
        decoder->truncated = 1;
        png_error(png, "unexpected end of data");
    }
    memcpy(out, decoder->data + decoder->position, count);
    decoder->position += count;
}

/// Describes a failure of the decoder in words for the caller.
static void describe_failure(const struct lg_png_decoder *decoder, char *message, size_t capacity) {
    if (decoder->truncated) {
        switch (decoder->phase) {
        case PHASE_HEADER:
            copy_message(message, capacity, "truncated PNG data (file ends before the image data)");
            break;
        case PHASE_ROWS:
            copy_message(message, capacity, "truncated PNG data (expected more image rows)");
            break;
        case PHASE_END:
            copy_message(message, capacity, "truncated PNG data (file ends after the image data, IEND missing)");
            break;
        }
        return;
    }
    char text[2 * LG_MESSAGE_CAPACITY + 32];
    if (strncmp(decoder->library_message, "Invalid IHDR", 12) == 0 && decoder->last_warning[0] != 0) {
        snprintf(text, sizeof text, "invalid PNG data: %s (%s)", decoder->library_message, decoder->last_warning);
    } else {
        snprintf(text, sizeof text, "invalid PNG data: %s", decoder->library_message);
    }
    copy_message(message, capacity, text);
}

lg_png_decoder *lg_png_decoder_create(const uint8_t *data, size_t size, lg_png_info *info,
                                      char *message, size_t message_capacity) {
    struct lg_png_decoder *volatile decoder = calloc(1, sizeof *decoder);
    if (decoder == NULL) {
        copy_message(message, message_capacity, "out of memory");
        return NULL;
    }
    decoder->data = data;
    decoder->size = size;
    decoder->phase = PHASE_HEADER;
    decoder->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, decoder, on_error, on_warning);
    if (decoder->png == NULL) {
        free(decoder);
        copy_message(message, message_capacity, "could not initialise libpng");
        return NULL;
    }
    decoder->info = png_create_info_struct(decoder->png);
    if (decoder->info == NULL) {
        png_destroy_read_struct(&decoder->png, NULL, NULL);
        free(decoder);
        copy_message(message, message_capacity, "could not initialise libpng");
        return NULL;
    }
    if (setjmp(png_jmpbuf(decoder->png))) {
        describe_failure(decoder, message, message_capacity);
        lg_png_decoder_destroy(decoder);
        return NULL;
    }
    png_set_read_fn(decoder->png, decoder, read_from_memory);
    // The caller applies its own pixel-count limit from the header; lift libpng's default
    // 1,000,000-pixel width/height limit to the format's maximum so that limit decides.
    png_set_user_limits(decoder->png, PNG_UINT_31_MAX, PNG_UINT_31_MAX);
    png_read_info(decoder->png, decoder->info);

    png_uint_32 width = 0, height = 0;
    int bit_depth = 0, color_type = 0, interlace = 0;
    png_get_IHDR(decoder->png, decoder->info, &width, &height, &bit_depth, &color_type, &interlace,
                 NULL, NULL);
    int has_trns = png_get_valid(decoder->png, decoder->info, PNG_INFO_tRNS) != 0;

    // The layout after the expansions lg_png_decode_rows asks for, computed here so that the
    // caller can check its size limit before libpng allocates anything row-sized.
    int channels;
    switch (color_type) {
    case PNG_COLOR_TYPE_GRAY: channels = has_trns ? 2 : 1; break;
    case PNG_COLOR_TYPE_GRAY_ALPHA: channels = 2; break;
    case PNG_COLOR_TYPE_RGB: channels = has_trns ? 4 : 3; break;
    case PNG_COLOR_TYPE_PALETTE: channels = has_trns ? 4 : 3; break;
    case PNG_COLOR_TYPE_RGB_ALPHA: channels = 4; break;
    default:
        copy_message(message, message_capacity, "invalid PNG data: unknown colour type");
        lg_png_decoder_destroy(decoder);
        return NULL;
    }
    decoder->summary.width = width;
    decoder->summary.height = height;
    decoder->summary.source_bit_depth = bit_depth;
    decoder->summary.source_color_type = color_type;
    decoder->summary.interlaced = interlace != PNG_INTERLACE_NONE;
    decoder->summary.channels = channels;
    decoder->summary.bit_depth = bit_depth == 16 ? 16 : 8;
    decoder->summary.row_bytes = (size_t)width * (size_t)channels * (size_t)(decoder->summary.bit_depth / 8);
    *info = decoder->summary;
    return decoder;
}

static int host_is_little_endian(void) {
    const uint16_t probe = 1;
    return *(const uint8_t *)&probe == 1;
}

lg_status lg_png_start_rows(lg_png_decoder *decoder, char *message, size_t message_capacity) {
    const lg_png_info *summary = &decoder->summary;
    if (decoder->phase != PHASE_HEADER) {
        copy_message(message, message_capacity, "internal error: rows already started");
        return LG_FAIL;
    }
    if (setjmp(png_jmpbuf(decoder->png))) {
        describe_failure(decoder, message, message_capacity);
        return LG_FAIL;
    }
    png_structp png = decoder->png;
    // Expand everything to 8 or 16 bits per sample: palettes to RGB, 1/2/4-bit grey to 8 bits
    // (scaled, so that 1-bit white becomes 255), tRNS to an alpha channel. No gamma handling.
    if (summary->source_color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (summary->source_color_type == PNG_COLOR_TYPE_GRAY && summary->source_bit_depth < 8)
        png_set_expand_gray_1_2_4_to_8(png);
    if (png_get_valid(png, decoder->info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(png);
    if (summary->source_bit_depth == 16 && host_is_little_endian()) png_set_swap(png);
    decoder->passes = png_set_interlace_handling(png);
    png_read_update_info(png, decoder->info);

    if (png_get_rowbytes(png, decoder->info) != summary->row_bytes
        || png_get_channels(png, decoder->info) != summary->channels) {
        copy_message(message, message_capacity, "internal error: unexpected PNG row layout");
        return LG_FAIL;
    }
    decoder->phase = PHASE_ROWS;
    decoder->next_row = 0;
    return LG_OK;
}

lg_status lg_png_read_rows(lg_png_decoder *decoder, uint8_t *out, size_t out_size, uint32_t count,
                           char *message, size_t message_capacity) {
    const lg_png_info *summary = &decoder->summary;
    if (decoder->phase != PHASE_ROWS || decoder->passes != 1 || count > summary->height - decoder->next_row
        || out_size < (size_t)count * summary->row_bytes) {
        copy_message(message, message_capacity, "internal error: PNG rows read out of order or into a small buffer");
        return LG_FAIL;
    }
    if (setjmp(png_jmpbuf(decoder->png))) {
        describe_failure(decoder, message, message_capacity);
        return LG_FAIL;
    }
    for (uint32_t y = 0; y < count; y++) {
        png_read_row(decoder->png, out + (size_t)y * summary->row_bytes, NULL);
        decoder->next_row++;
    }
    return LG_OK;
}

lg_status lg_png_decode_rows(lg_png_decoder *decoder, uint8_t *out, size_t out_size,
                             char *message, size_t message_capacity) {
    const lg_png_info *summary = &decoder->summary;
    if (out_size < (size_t)summary->height * summary->row_bytes) {
        copy_message(message, message_capacity, "output buffer too small");
        return LG_FAIL;
    }
    if (lg_png_start_rows(decoder, message, message_capacity) != LG_OK) return LG_FAIL;
    if (setjmp(png_jmpbuf(decoder->png))) {
        describe_failure(decoder, message, message_capacity);
        return LG_FAIL;
    }
    // Adam7: each pass adds its pixels to every row of the same buffer, so the whole image is held.
    for (int pass = 0; pass < decoder->passes; pass++) {
        for (png_uint_32 y = 0; y < summary->height; y++) {
            png_read_row(decoder->png, out + (size_t)y * summary->row_bytes, NULL);
        }
    }
    decoder->next_row = summary->height;
    return lg_png_finish(decoder, message, message_capacity);
}

lg_status lg_png_finish(lg_png_decoder *decoder, char *message, size_t message_capacity) {
    if (decoder->phase != PHASE_ROWS || decoder->next_row != decoder->summary.height) {
        copy_message(message, message_capacity, "internal error: PNG finished before its last row");
        return LG_FAIL;
    }
    if (setjmp(png_jmpbuf(decoder->png))) {
        describe_failure(decoder, message, message_capacity);
        return LG_FAIL;
    }
    decoder->phase = PHASE_END;
    png_read_end(decoder->png, NULL);
    return LG_OK;
}

void lg_png_decoder_destroy(lg_png_decoder *decoder) {
    if (decoder == NULL) return;
    png_destroy_read_struct(&decoder->png, &decoder->info, NULL);
    free(decoder);
}

// MARK: - Encoding

struct encoder_output {
    uint8_t *bytes;
    size_t size;
    size_t capacity;
    int out_of_memory;
    char library_message[LG_MESSAGE_CAPACITY];
};

static void on_write_error(png_structp png, png_const_charp text) {
    struct encoder_output *output = (struct encoder_output *)png_get_error_ptr(png);
    copy_message(output->library_message, sizeof output->library_message, text);
    png_longjmp(png, 1);
}

static void write_to_memory(png_structp png, png_bytep bytes, size_t count) {
    struct encoder_output *output = (struct encoder_output *)png_get_io_ptr(png);
    if (count > output->capacity - output->size) {
        size_t capacity = output->capacity < 65536 ? 65536 : output->capacity;
        while (count > capacity - output->size) capacity *= 2;
        uint8_t *grown = realloc(output->bytes, capacity);
        if (grown == NULL) {
            output->out_of_memory = 1;
            png_error(png, "out of memory");
        }
        output->bytes = grown;
        output->capacity = capacity;
    }
    memcpy(output->bytes + output->size, bytes, count);
    output->size += count;
}

static void flush_memory(png_structp png) { (void)png; }

lg_status lg_png_encode(const void *pixels, uint32_t width, uint32_t height, int channels,
                        int bit_depth, uint8_t **out, size_t *out_size,
                        char *message, size_t message_capacity) {
    return lg_png_encode_level(pixels, width, height, channels, bit_depth, 4, out, out_size, message,
                               message_capacity);
}

lg_status lg_png_encode_level(const void *pixels, uint32_t width, uint32_t height, int channels,
                              int bit_depth, int level, uint8_t **out, size_t *out_size,
                              char *message, size_t message_capacity) {
    static const int color_types[5] = {
        -1, PNG_COLOR_TYPE_GRAY, PNG_COLOR_TYPE_GRAY_ALPHA, PNG_COLOR_TYPE_RGB, PNG_COLOR_TYPE_RGB_ALPHA
    };
    *out = NULL;
    *out_size = 0;
    if (channels < 1 || channels > 4 || (bit_depth != 8 && bit_depth != 16)) {
        copy_message(message, message_capacity, "unsupported PNG layout");
        return LG_FAIL;
    }
    if (level != 0 && level != 4) {
        copy_message(message, message_capacity, "unsupported PNG compression level");
        return LG_FAIL;
    }
    if (width == 0 || height == 0 || width > PNG_UINT_31_MAX || height > PNG_UINT_31_MAX) {
        copy_message(message, message_capacity, "PNG width and height must be 1...2^31-1");
        return LG_FAIL;
    }
    struct encoder_output *output = calloc(1, sizeof *output);
    if (output == NULL) {
        copy_message(message, message_capacity, "out of memory");
        return LG_FAIL;
    }
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, output, on_write_error, ignore_warning);
    png_infop info = png == NULL ? NULL : png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_write_struct(&png, NULL);
        free(output);
        copy_message(message, message_capacity, "could not initialise libpng");
        return LG_FAIL;
    }
    if (setjmp(png_jmpbuf(png))) {
        char text[LG_MESSAGE_CAPACITY + 32];
        snprintf(text, sizeof text, "PNG encoding failed: %s", output->library_message);
        copy_message(message, message_capacity, text);
        png_destroy_write_struct(&png, &info);
        free(output->bytes);
        free(output);
        return LG_FAIL;
    }
    png_set_write_fn(png, output, write_to_memory, flush_memory);
    png_set_IHDR(png, info, width, height, bit_depth, color_types[channels], PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    // zlib level 4 with one fixed filter (Paeth) on every row. Deflate dominates the time. Measured on
    // 1206x2622 RGB images (a smooth upscaled photo and a tiled photo): level 6 took about twice as
    // long as level 4 on smooth content for 5% smaller files (the same size on the tiled photo);
    // libpng's default adaptive filtering tries all five filters on every row, for files at most
    // about 1% smaller than Paeth alone.
    // Level 0 stores the rows (deflate's uncompressed blocks), unfiltered: a filter only helps compression.
    // Measured on the standard scene at 2x (804x1748 RGB, a loaded VM): 21 ms and 4.2 MB stored, 650 ms and
    // 1.1 MB at level 4 with Paeth (level 1: 310 ms, 1.3 MB) - for a page on loopback, where bytes are cheap.
    png_set_compression_level(png, level);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, level == 0 ? PNG_FILTER_NONE : LG_PNG_FILTERS);
    png_write_info(png, info);
    if (bit_depth == 16 && host_is_little_endian()) png_set_swap(png);
    const size_t row_bytes = (size_t)width * (size_t)channels * (size_t)(bit_depth / 8);
    for (uint32_t y = 0; y < height; y++) {
        png_write_row(png, (png_const_bytep)pixels + (size_t)y * row_bytes);
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    *out = output->bytes;
    *out_size = output->size;
    free(output);
    return LG_OK;
}

void lg_free(void *pointer) { free(pointer); }
