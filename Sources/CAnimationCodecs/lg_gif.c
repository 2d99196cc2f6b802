#include "CAnimationCodecs.h"

#include <gif_lib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    uint8_t *bytes;
    size_t size, capacity;
    int failed;
} lg_buffer;

static int write_to_buffer(GifFileType *gif, const GifByteType *data, int length) {
    lg_buffer *buffer = gif->UserData;
    if (buffer->size + (size_t)length > buffer->capacity) {
        size_t capacity = buffer->capacity ? buffer->capacity * 2 : 65536;
        while (capacity < buffer->size + (size_t)length) capacity *= 2;
        uint8_t *grown = realloc(buffer->bytes, capacity);
        if (!grown) { buffer->failed = 1; return 0; }
        buffer->bytes = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->bytes + buffer->size, data, (size_t)length);
    buffer->size += (size_t)length;
    return length;
}

static int fail_gif(char *message, size_t capacity, const char *what, int code) {
    if (message && capacity > 0) {
        const char *text = GifErrorString(code);
        snprintf(message, capacity, "%s: %s", what, text ? text : "unknown giflib error");
    }
    return -1;
}

int lg_gif_encode(int width, int height, const uint8_t *palette_rgb, int palette_size, int loop_count,
                  const lg_gif_frame *frames, int frame_count, uint8_t **out, size_t *out_size,
                  char *message, size_t message_capacity) {
    if (width <= 0 || height <= 0 || width > 65535 || height > 65535) {
        if (message) snprintf(message, message_capacity, "GIF frames must be 1…65535 pixels a side");
        return -1;
    }
    lg_buffer buffer = { 0 };
    int error = 0;
    GifFileType *gif = EGifOpen(&buffer, write_to_buffer, &error);
    if (!gif) return fail_gif(message, message_capacity, "EGifOpen", error);
    EGifSetGifVersion(gif, true);

    ColorMapObject *map = GifMakeMapObject(palette_size, NULL);
    if (!map) { EGifCloseFile(gif, &error); free(buffer.bytes); return fail_gif(message, message_capacity, "palette", E_GIF_ERR_NOT_ENOUGH_MEM); }
    for (int i = 0; i < palette_size; i++) {
        map->Colors[i].Red = palette_rgb[i * 3];
        map->Colors[i].Green = palette_rgb[i * 3 + 1];
        map->Colors[i].Blue = palette_rgb[i * 3 + 2];
    }
    int status = EGifPutScreenDesc(gif, width, height, 8, 0, map);
    GifFreeMapObject(map);
    if (status == GIF_ERROR) goto failed;

    // NETSCAPE2.0 application extension: loop count (0 = forever).
    {
        unsigned char loop[3] = { 1, (unsigned char)(loop_count & 0xff), (unsigned char)((loop_count >> 8) & 0xff) };
        if (EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE) == GIF_ERROR) goto failed;
        if (EGifPutExtensionBlock(gif, 11, "NETSCAPE2.0") == GIF_ERROR) goto failed;
        if (EGifPutExtensionBlock(gif, 3, loop) == GIF_ERROR) goto failed;
        if (EGifPutExtensionTrailer(gif) == GIF_ERROR) goto failed;
    }

    for (int f = 0; f < frame_count; f++) {
        const lg_gif_frame *frame = &frames[f];
        GraphicsControlBlock gcb;
        gcb.DisposalMode = frame->restore_background ? DISPOSE_BACKGROUND : DISPOSE_DO_NOT;
        gcb.UserInputFlag = false;
        gcb.DelayTime = frame->delay_cs;
        gcb.TransparentColor = frame->transparent_index;
        GifByteType extension[4];
        size_t length = EGifGCBToExtension(&gcb, extension);
        if (EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, (int)length, extension) == GIF_ERROR) goto failed;
        if (EGifPutImageDesc(gif, frame->left, frame->top, frame->width, frame->height, false, NULL) == GIF_ERROR)
            goto failed;
        for (int y = 0; y < frame->height; y++) {
            if (EGifPutLine(gif, (GifPixelType *)(frame->indices + (size_t)y * frame->width), frame->width) == GIF_ERROR)
                goto failed;
        }
    }
    if (EGifCloseFile(gif, &error) == GIF_ERROR || buffer.failed) {
        free(buffer.bytes);
        return fail_gif(message, message_capacity, "closing the GIF", buffer.failed ? E_GIF_ERR_NOT_ENOUGH_MEM : error);
    }
    *out = buffer.bytes;
    *out_size = buffer.size;
    return 0;

failed:
    error = gif->Error;
    EGifCloseFile(gif, NULL);
    free(buffer.bytes);
    return fail_gif(message, message_capacity, "writing the GIF", buffer.failed ? E_GIF_ERR_NOT_ENOUGH_MEM : error);
}

typedef struct {
    const uint8_t *data;
    size_t size, offset;
} lg_reader;

static int read_from_memory(GifFileType *gif, GifByteType *out, int length) {
    lg_reader *reader = gif->UserData;
    size_t available = reader->size - reader->offset;
    size_t n = (size_t)length < available ? (size_t)length : available;
    memcpy(out, reader->data + reader->offset, n);
    reader->offset += n;
    return (int)n;
}

int lg_gif_decode(const uint8_t *data, size_t size, int *width, int *height, int *frame_count,
                  uint8_t **frames, int **delays_cs, char *message, size_t message_capacity) {
    lg_reader reader = { data, size, 0 };
    int error = 0;
    GifFileType *gif = DGifOpen(&reader, read_from_memory, &error);
    if (!gif) return fail_gif(message, message_capacity, "DGifOpen", error);
    if (DGifSlurp(gif) == GIF_ERROR) {
        error = gif->Error;
        DGifCloseFile(gif, NULL);
        return fail_gif(message, message_capacity, "DGifSlurp", error);
    }
    int w = gif->SWidth, h = gif->SHeight, count = gif->ImageCount;
    size_t frame_bytes = (size_t)w * h * 4;
    uint8_t *canvas = calloc(frame_bytes, 1);
    uint8_t *pixels = malloc(frame_bytes * (count ? count : 1));
    int *delays = malloc(sizeof(int) * (count ? count : 1));
    if (!canvas || !pixels || !delays) {
        free(canvas); free(pixels); free(delays); DGifCloseFile(gif, NULL);
        return fail_gif(message, message_capacity, "decoding", D_GIF_ERR_NOT_ENOUGH_MEM);
    }
    for (int f = 0; f < count; f++) {
        SavedImage *image = &gif->SavedImages[f];
        GraphicsControlBlock gcb = { DISPOSAL_UNSPECIFIED, false, 0, NO_TRANSPARENT_COLOR };
        DGifSavedExtensionToGCB(gif, f, &gcb);
        ColorMapObject *map = image->ImageDesc.ColorMap ? image->ImageDesc.ColorMap : gif->SColorMap;
        GifImageDesc *d = &image->ImageDesc;
        for (int y = 0; y < d->Height; y++) {
            for (int x = 0; x < d->Width; x++) {
                int cx = d->Left + x, cy = d->Top + y;
                if (cx >= w || cy >= h) continue;
                int index = image->RasterBits[(size_t)y * d->Width + x];
                if (index == gcb.TransparentColor || !map || index >= map->ColorCount) continue;
                uint8_t *p = canvas + ((size_t)cy * w + cx) * 4;
                p[0] = map->Colors[index].Red;
                p[1] = map->Colors[index].Green;
                p[2] = map->Colors[index].Blue;
                p[3] = 255;
            }
        }
        memcpy(pixels + frame_bytes * f, canvas, frame_bytes);
        delays[f] = gcb.DelayTime;
        if (gcb.DisposalMode == DISPOSE_BACKGROUND) {
            for (int y = 0; y < d->Height; y++)
                for (int x = 0; x < d->Width; x++) {
                    int cx = d->Left + x, cy = d->Top + y;
                    if (cx < w && cy < h) memset(canvas + ((size_t)cy * w + cx) * 4, 0, 4);
                }
        }
    }
    free(canvas);
    DGifCloseFile(gif, NULL);
    *width = w;
    *height = h;
    *frame_count = count;
    *frames = pixels;
    *delays_cs = delays;
    return 0;
}
