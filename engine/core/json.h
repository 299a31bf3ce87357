/* Tiny helpers for the JSON lines the programs print. */
#ifndef TOMB8_ENGINE_CORE_JSON_H
#define TOMB8_ENGINE_CORE_JSON_H

#include <stddef.h>

/* Copies in to out as the inside of a JSON string (quotes, backslashes and
 * control bytes escaped), truncating to fit cap. File names may hold any
 * byte, and the output must stay one valid JSON line. */
void Json_Escape(const char *in, char *out, size_t cap);

#endif
