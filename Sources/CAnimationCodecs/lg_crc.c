#include "CAnimationCodecs.h"

#include <stdlib.h>
#include <zlib.h>

uint32_t lg_crc32(uint32_t crc, const uint8_t *data, size_t size) {
    uLong value = crc;
    while (size > 0) {
        uInt chunk = size > 0x40000000u ? 0x40000000u : (uInt)size;
        value = crc32(value, data, chunk);
        data += chunk;
        size -= chunk;
    }
    return (uint32_t)value;
}

void lg_anim_free(void *pointer) { free(pointer); }
