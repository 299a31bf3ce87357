#include "engine/core/json.h"

#include <stdio.h>

void Json_Escape(const char *in, char *out, size_t cap)
{
    size_t n = 0;
    if (cap == 0)
        return;
    for (; *in && n + 7 < cap; in++) {
        unsigned char c = (unsigned char)*in;
        if (c == '"' || c == '\\') {
            out[n++] = '\\';
            out[n++] = (char)c;
        } else if (c < 0x20) {
            n += (size_t)snprintf(out + n, cap - n, "\\u%04x", c);
        } else {
            out[n++] = (char)c;
        }
    }
    out[n] = 0;
}
