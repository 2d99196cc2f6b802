// libjpeg wrapper: libjpeg's error_exit must not return, so it longjmps back to a setjmp point in
// this file; failures come back to the caller as LG_FAIL plus a message. See CImageCodecs.h.

#include "CImageCodecs.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>
#include <jerror.h>

struct lg_jpeg_error {
    struct jpeg_error_mgr base; // first, so that a j_common_ptr's err can be cast to this type
    jmp_buf jump;
    int truncated;
    int all_rows_read;
    char library_message[JMSG_LENGTH_MAX];
};

struct lg_jpeg_decoder {
    struct jpeg_decompress_struct cinfo;
    struct lg_jpeg_error error;
    lg_jpeg_info summary;
};

static void copy_message(char *destination, size_t capacity, const char *text) {
    if (destination == NULL || capacity == 0) return;
    snprintf(destination, capacity, "%s", text);
}

static void on_error_exit(j_common_ptr cinfo) {
    struct lg_jpeg_error *error = (struct lg_jpeg_error *)cinfo->err;
    (*cinfo->err->format_message)(cinfo, error->library_message);
    longjmp(error->jump, 1);
}

static void on_message(j_common_ptr cinfo, int level) {
    struct lg_jpeg_error *error = (struct lg_jpeg_error *)cinfo->err;
    if (level != -1) return; // trace messages
    // libjpeg only warns when the data ends early (and pads the image with grey); a cut-off file
    // is an error here. A missing EOI marker after the last row is tolerated.
    int code = cinfo->err->msg_code;
    if ((code == JWRN_JPEG_EOF || code == JWRN_HIT_MARKER) && !error->all_rows_read) {
        error->truncated = 1;
        (*cinfo->err->format_message)(cinfo, error->library_message);
        longjmp(error->jump, 1);
    }
}

static void describe_failure(const struct lg_jpeg_error *error, char *message, size_t capacity) {
    char text[JMSG_LENGTH_MAX + 64];
    if (error->truncated) {
        snprintf(text, sizeof text, "truncated JPEG data (%s)", error->library_message);
    } else {
        snprintf(text, sizeof text, "invalid JPEG data: %s", error->library_message);
    }
    copy_message(message, capacity, text);
}

lg_jpeg_decoder *lg_jpeg_decoder_create(const uint8_t *data, size_t size, lg_jpeg_info *info,
                                        char *message, size_t message_capacity) {
    struct lg_jpeg_decoder *volatile decoder = calloc(1, sizeof *decoder);
    if (decoder == NULL) {
        copy_message(message, message_capacity, "out of memory");
        return NULL;
    }
    decoder->cinfo.err = jpeg_std_error(&decoder->error.base);
    decoder->error.base.error_exit = on_error_exit;
    decoder->error.base.emit_message = on_message;
    if (setjmp(decoder->error.jump)) {
        describe_failure(&decoder->error, message, message_capacity);
        lg_jpeg_decoder_destroy(decoder);
        return NULL;
    }
    jpeg_create_decompress(&decoder->cinfo);
    jpeg_mem_src(&decoder->cinfo, data, (unsigned long)size);
    jpeg_read_header(&decoder->cinfo, TRUE);

    struct jpeg_decompress_struct *cinfo = &decoder->cinfo;
    switch (cinfo->jpeg_color_space) {
    case JCS_GRAYSCALE:
        cinfo->out_color_space = JCS_GRAYSCALE;
        decoder->summary.channels = 1;
        break;
    case JCS_YCbCr:
    case JCS_RGB:
        cinfo->out_color_space = JCS_RGB;
        decoder->summary.channels = 3;
        break;
    case JCS_CMYK:
    case JCS_YCCK:
        copy_message(message, message_capacity, "CMYK JPEG images are not supported (convert to RGB first)");
        lg_jpeg_decoder_destroy(decoder);
        return NULL;
    default:
        copy_message(message, message_capacity, "unsupported JPEG colour space");
        lg_jpeg_decoder_destroy(decoder);
        return NULL;
    }
    decoder->summary.width = cinfo->image_width;
    decoder->summary.height = cinfo->image_height;
    decoder->summary.source_components = cinfo->num_components;
    decoder->summary.progressive = jpeg_has_multiple_scans(cinfo) ? 1 : 0;
    *info = decoder->summary;
    return decoder;
}

lg_status lg_jpeg_start(lg_jpeg_decoder *decoder, char *message, size_t message_capacity) {
    if (setjmp(decoder->error.jump)) {
        describe_failure(&decoder->error, message, message_capacity);
        return LG_FAIL;
    }
    struct jpeg_decompress_struct *cinfo = &decoder->cinfo;
    jpeg_start_decompress(cinfo);
    if (cinfo->output_width != decoder->summary.width || cinfo->output_height != decoder->summary.height
        || cinfo->output_components != decoder->summary.channels) {
        copy_message(message, message_capacity, "internal error: unexpected JPEG output layout");
        return LG_FAIL;
    }
    return LG_OK;
}

lg_status lg_jpeg_read_rows(lg_jpeg_decoder *decoder, uint8_t *out, size_t out_size, uint32_t count,
                            char *message, size_t message_capacity) {
    struct jpeg_decompress_struct *cinfo = &decoder->cinfo;
    const size_t row_bytes = (size_t)decoder->summary.width * (size_t)decoder->summary.channels;
    if (count > cinfo->output_height - cinfo->output_scanline || out_size < (size_t)count * row_bytes) {
        copy_message(message, message_capacity, "internal error: JPEG rows read past the end or into a small buffer");
        return LG_FAIL;
    }
    if (setjmp(decoder->error.jump)) {
        describe_failure(&decoder->error, message, message_capacity);
        return LG_FAIL;
    }
    const JDIMENSION first = cinfo->output_scanline;
    while (cinfo->output_scanline < first + count) {
        JSAMPROW row = out + (size_t)(cinfo->output_scanline - first) * row_bytes;
        jpeg_read_scanlines(cinfo, &row, 1);
    }
    if (cinfo->output_scanline == cinfo->output_height) decoder->error.all_rows_read = 1;
    return LG_OK;
}

lg_status lg_jpeg_finish(lg_jpeg_decoder *decoder, char *message, size_t message_capacity) {
    if (!decoder->error.all_rows_read) {
        copy_message(message, message_capacity, "internal error: JPEG finished before its last row");
        return LG_FAIL;
    }
    if (setjmp(decoder->error.jump)) {
        describe_failure(&decoder->error, message, message_capacity);
        return LG_FAIL;
    }
    jpeg_finish_decompress(&decoder->cinfo);
    return LG_OK;
}

void lg_jpeg_decoder_destroy(lg_jpeg_decoder *decoder) {
    if (decoder == NULL) return;
    jpeg_destroy_decompress(&decoder->cinfo);
    free(decoder);
}
