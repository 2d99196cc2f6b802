#include "CAnimationCodecs.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <webp/demux.h>
#include <webp/encode.h>
#include <webp/mux.h>

struct lg_webp_encoder {
    WebPAnimEncoder *encoder;
    WebPConfig config;
    int width, height;
};

static int fail(char *message, size_t capacity, const char *text) {
    if (message && capacity > 0) snprintf(message, capacity, "%s", text);
    return -1;
}

lg_webp_encoder *lg_webp_encoder_create(int width, int height, int loop_count, int near_lossless, int method,
                                        char *message, size_t message_capacity) {
    if (width <= 0 || height <= 0 || width > WEBP_MAX_DIMENSION || height > WEBP_MAX_DIMENSION) {
        fail(message, message_capacity, "the frame size is outside WebP's limits (1…16383 pixels a side)");
        return NULL;
    }
    lg_webp_encoder *result = calloc(1, sizeof(*result));
    if (!result) { fail(message, message_capacity, "out of memory"); return NULL; }
    WebPAnimEncoderOptions options;
    if (!WebPAnimEncoderOptionsInit(&options)) {
        free(result);
        fail(message, message_capacity, "libwebp version mismatch (WebPAnimEncoderOptionsInit)");
        return NULL;
    }
    options.anim_params.loop_count = loop_count;
    options.anim_params.bgcolor = 0;
    options.allow_mixed = 0;
    options.minimize_size = 0;
    result->encoder = WebPAnimEncoderNew(width, height, &options);
    if (!result->encoder) {
        free(result);
        fail(message, message_capacity, "WebPAnimEncoderNew failed");
        return NULL;
    }
    if (!WebPConfigInit(&result->config)) {
        WebPAnimEncoderDelete(result->encoder);
        free(result);
        fail(message, message_capacity, "libwebp version mismatch (WebPConfigInit)");
        return NULL;
    }
    result->config.lossless = 1;
    result->config.quality = 75;
    result->config.method = method < 0 ? 0 : (method > 6 ? 6 : method);
    result->config.near_lossless = near_lossless < 0 ? 0 : (near_lossless > 100 ? 100 : near_lossless);
    result->config.exact = 0;
    result->config.thread_level = 0;
    if (!WebPValidateConfig(&result->config)) {
        WebPAnimEncoderDelete(result->encoder);
        free(result);
        fail(message, message_capacity, "invalid WebP encoder configuration");
        return NULL;
    }
    result->width = width;
    result->height = height;
    return result;
}

int lg_webp_encoder_add(lg_webp_encoder *encoder, const uint8_t *rgba, int timestamp_ms,
                        char *message, size_t message_capacity) {
    WebPPicture picture;
    if (!WebPPictureInit(&picture)) return fail(message, message_capacity, "libwebp version mismatch (WebPPictureInit)");
    picture.width = encoder->width;
    picture.height = encoder->height;
    picture.use_argb = 1;
    if (!WebPPictureImportRGBA(&picture, rgba, encoder->width * 4)) {
        WebPPictureFree(&picture);
        return fail(message, message_capacity, "out of memory importing a frame");
    }
    int ok = WebPAnimEncoderAdd(encoder->encoder, &picture, timestamp_ms, &encoder->config);
    WebPPictureFree(&picture);
    if (!ok) {
        const char *why = WebPAnimEncoderGetError(encoder->encoder);
        return fail(message, message_capacity, why && *why ? why : "WebPAnimEncoderAdd failed");
    }
    return 0;
}

int lg_webp_encoder_finish(lg_webp_encoder *encoder, int end_timestamp_ms, uint8_t **out, size_t *out_size,
                           char *message, size_t message_capacity) {
    if (!WebPAnimEncoderAdd(encoder->encoder, NULL, end_timestamp_ms, NULL)) {
        const char *why = WebPAnimEncoderGetError(encoder->encoder);
        return fail(message, message_capacity, why && *why ? why : "WebPAnimEncoderAdd (end) failed");
    }
    WebPData data;
    WebPDataInit(&data);
    if (!WebPAnimEncoderAssemble(encoder->encoder, &data)) {
        const char *why = WebPAnimEncoderGetError(encoder->encoder);
        return fail(message, message_capacity, why && *why ? why : "WebPAnimEncoderAssemble failed");
    }
    uint8_t *copy = malloc(data.size ? data.size : 1);
    if (!copy) { WebPDataClear(&data); return fail(message, message_capacity, "out of memory"); }
    memcpy(copy, data.bytes, data.size);
    *out = copy;
    *out_size = data.size;
    WebPDataClear(&data);
    return 0;
}

void lg_webp_encoder_destroy(lg_webp_encoder *encoder) {
    if (!encoder) return;
    WebPAnimEncoderDelete(encoder->encoder);
    free(encoder);
}

int lg_webp_decode_animation(const uint8_t *data, size_t size, int *width, int *height, int *frame_count,
                             int *loop_count, uint8_t **frames, int **timestamps,
                             char *message, size_t message_capacity) {
    WebPData input = { data, size };
    WebPAnimDecoderOptions options;
    if (!WebPAnimDecoderOptionsInit(&options)) return fail(message, message_capacity, "libwebp version mismatch");
    options.color_mode = MODE_RGBA;
    options.use_threads = 0;
    WebPAnimDecoder *decoder = WebPAnimDecoderNew(&input, &options);
    if (!decoder) return fail(message, message_capacity, "not an animated WebP libwebp can read");
    WebPAnimInfo info;
    if (!WebPAnimDecoderGetInfo(decoder, &info)) {
        WebPAnimDecoderDelete(decoder);
        return fail(message, message_capacity, "cannot read the WebP animation header");
    }
    size_t frame_bytes = (size_t)info.canvas_width * info.canvas_height * 4;
    uint8_t *pixels = malloc(frame_bytes * (info.frame_count ? info.frame_count : 1));
    int *times = malloc(sizeof(int) * (info.frame_count ? info.frame_count : 1));
    if (!pixels || !times) {
        free(pixels); free(times); WebPAnimDecoderDelete(decoder);
        return fail(message, message_capacity, "out of memory");
    }
    int count = 0;
    while (WebPAnimDecoderHasMoreFrames(decoder) && count < (int)info.frame_count) {
        uint8_t *buffer;
        int timestamp;
        if (!WebPAnimDecoderGetNext(decoder, &buffer, &timestamp)) {
            free(pixels); free(times); WebPAnimDecoderDelete(decoder);
            return fail(message, message_capacity, "cannot decode a WebP frame");
        }
        memcpy(pixels + frame_bytes * count, buffer, frame_bytes);
        times[count] = timestamp;
        count++;
    }
    *width = (int)info.canvas_width;
    *height = (int)info.canvas_height;
    *frame_count = count;
    *loop_count = (int)info.loop_count;
    *frames = pixels;
    *timestamps = times;
    WebPAnimDecoderDelete(decoder);
    return 0;
}
