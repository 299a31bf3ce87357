/* Text level descriptions (data/default_level.txt): one statement per line,
 * '#' starts a comment. See the header of data/default_level.txt for the
 * statements. Errors name the line: "FILE:LINE: message". */
#include "tools/levelbuild/lb_internal.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_TOKENS 16
#define MAX_NAMES 64

typedef struct {
    char name[32];
    int index;
} Name;

typedef struct {
    LB_Builder *b;
    const char *file;
    int line;
    Name rooms[MAX_NAMES], items[MAX_NAMES], cameras[MAX_NAMES];
    int num_rooms, num_items, num_cameras;
    int trigger; /* current trigger for action lines, -1 none */
} Parser;

static bool Err(Parser *p, const char *fmt, const char *arg)
{
    char msg[200];
    snprintf(msg, sizeof msg, fmt, arg ? arg : "");
    LB_Fail(p->b, "%s:%d: %s", p->file, p->line, msg);
    return false;
}

/* Integer with an optional unit: "s" sectors (x1024, decimals allowed),
 * "c" clicks (x256), none = units. Also 0x hex. */
static bool Number(Parser *p, const char *t, int *out)
{
    const char *s = t;
    bool neg = false;
    if (*s == '-' || *s == '+')
        neg = *s++ == '-';
    long whole = 0, frac = 0, scale = 1;
    if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
        char *end;
        whole = strtol(s + 2, &end, 16);
        if (end == s + 2 || *end)
            return Err(p, "bad number '%s'", t);
        /* Every quantity of a description (coordinates, angles, flags,
         * intensities) fits the world bound; larger values would only
         * overflow later arithmetic. */
        if (whole > LEVEL_WORLD_LIMIT)
            return Err(p, "number '%s' out of range", t);
        *out = (int)(neg ? -whole : whole);
        return true;
    }
    if (!isdigit((unsigned char)*s))
        return Err(p, "bad number '%s'", t);
    while (isdigit((unsigned char)*s) && whole < 1000000)
        whole = whole * 10 + (*s++ - '0');
    if (*s == '.') {
        s++;
        while (isdigit((unsigned char)*s) && scale < 1000000) {
            frac = frac * 10 + (*s++ - '0');
            scale *= 10;
        }
    }
    long unit = 1;
    if (*s == 's')
        unit = WALL_SIZE, s++;
    else if (*s == 'c')
        unit = STEP_SIZE, s++;
    if (*s || (scale > 1 && unit == 1) || whole >= 1000000)
        return Err(p, "bad number '%s'", t);
    long v = whole * unit + frac * unit / scale;
    if (v > LEVEL_WORLD_LIMIT)
        return Err(p, "number '%s' out of range", t);
    *out = (int)(neg ? -v : v);
    return true;
}

/* A parsed value must fit what the level stores: refused, never wrapped
 * or capped into something else (a static mesh id of 65546 would become
 * 10, an intensity of 99999 a different light). */
static bool InRange(Parser *p, const char *what, const char *tok, int v, int lo, int hi)
{
    char msg[200];
    if (v >= lo && v <= hi)
        return true;
    snprintf(msg, sizeof msg, "%s '%.40s' out of range (%d..%d)", what, tok, lo, hi);
    return Err(p, "%s", msg);
}

/* A rectangle X0 Z0 X1 Z1 of room-local sectors: ordered and inside the
 * room (a sector outside would be skipped without a word). */
static bool InRoom(Parser *p, int room, char **tok, const int *v)
{
    const LB_Room *r = &p->b->rooms[room];
    return InRange(p, "x0", tok[0], v[0], 0, r->nx - 1) &&
           InRange(p, "z0", tok[1], v[1], 0, r->nz - 1) &&
           InRange(p, "x1", tok[2], v[2], v[0], r->nx - 1) &&
           InRange(p, "z1", tok[3], v[3], v[1], r->nz - 1);
}

/* Angles are 16-bit: -32768..65535 covers both the signed and the
 * unsigned way of writing one. */
#define ANGLE_LO (-32768)
#define ANGLE_HI 65535

static int Lookup(const Name *names, int n, const char *name)
{
    for (int i = 0; i < n; i++)
        if (strcmp(names[i].name, name) == 0)
            return names[i].index;
    return -1;
}

static bool AddName(Parser *p, Name *names, int *n, const char *name, int index)
{
    if (*n >= MAX_NAMES || strlen(name) >= sizeof names[0].name)
        return Err(p, "too many names or name too long: '%s'", name);
    if (Lookup(names, *n, name) >= 0)
        return Err(p, "name '%s' defined twice", name);
    snprintf(names[*n].name, sizeof names[*n].name, "%s", name);
    names[*n].index = index;
    (*n)++;
    return true;
}

static bool RoomName(Parser *p, const char *t, int *out)
{
    *out = Lookup(p->rooms, p->num_rooms, t);
    return *out >= 0 || Err(p, "unknown room '%s'", t);
}

static const char *const k_materials[LB_MAT_COUNT] = {
    "stone", "brick", "sand", "wood", "water", "water1", "water2", "tile", "moss", "metal"};

static bool Material(Parser *p, const char *t, int *out)
{
    for (int i = 0; i < LB_MAT_COUNT; i++)
        if (strcmp(k_materials[i], t) == 0) {
            *out = i;
            return true;
        }
    return Err(p, "unknown material '%s'", t);
}

static bool Object(Parser *p, const char *t, int *out)
{
    static const struct { const char *name; int id; } k[] = {
        {"lara", LB_OBJ_LARA}, {"switch", LB_OBJ_SWITCH}, {"door", LB_OBJ_DOOR1},
        {"medipack", LB_OBJ_SMALL_MEDIPACK}, {"wolf", LB_OBJ_WOLF}, {"spikes", LB_OBJ_SPIKES}};
    for (size_t i = 0; i < COUNT_OF(k); i++)
        if (strcmp(k[i].name, t) == 0) {
            *out = k[i].id;
            return true;
        }
    return Number(p, t, out);
}

/* Parses n numbers from tokens. */
static bool Numbers(Parser *p, char **tok, int n, int *out)
{
    for (int i = 0; i < n; i++)
        if (!Number(p, tok[i], &out[i]))
            return false;
    return true;
}

static bool Statement(Parser *p, char **tok, int nt)
{
    LB_Builder *b = p->b;
    const char *cmd = tok[0];
    int v[8], room;
#define NEED(n)                                                                    \
    do {                                                                           \
        if (nt < (n))                                                              \
            return Err(p, "'%s': missing arguments", cmd);                         \
    } while (0)
    /* Words past a statement's last argument would be ignored unread. */
#define AT_MOST(n)                                                                 \
    do {                                                                           \
        if (nt > (n))                                                              \
            return Err(p, "'%s': too many arguments", cmd);                        \
    } while (0)

    if (strcmp(cmd, "name") == 0) {
        NEED(2);
        AT_MOST(2);
        if (strlen(tok[1]) >= sizeof b->level.name)
            return Err(p, "name '%s' too long", tok[1]);
        snprintf(b->level.name, sizeof b->level.name, "%s", tok[1]);
        return true;
    }
    if (strcmp(cmd, "room") == 0) {
        /* room NAME X0 Z0 NX NZ FLOOR CEILING FLOORMAT WALLMAT CEILMAT [water]
         * [shade N] [ambient N] */
        NEED(11);
        int m[3];
        if (!Numbers(p, tok + 2, 6, v) || !Material(p, tok[8], &m[0]) ||
            !Material(p, tok[9], &m[1]) || !Material(p, tok[10], &m[2]))
            return false;
        int r = LB_AddRoom(b, v[0], v[1], v[2], v[3], v[4], v[5], (LB_Material)m[0],
                           (LB_Material)m[1], (LB_Material)m[2]);
        if (r < 0)
            return false;
        for (int i = 11; i < nt; i++) {
            if (strcmp(tok[i], "water") == 0) {
                b->rooms[r].water = true;
            } else if ((strcmp(tok[i], "shade") == 0 || strcmp(tok[i], "ambient") == 0) &&
                       i + 1 < nt) {
                int x;
                if (!Number(p, tok[i + 1], &x) || !InRange(p, tok[i], tok[i + 1], x, 0, 0x1FFF))
                    return false;
                if (tok[i][0] == 's')
                    b->rooms[r].shade_base = x;
                else
                    b->rooms[r].ambient = (int16_t)x;
                i++;
            } else {
                return Err(p, "room: unknown option '%s'", tok[i]);
            }
        }
        return AddName(p, p->rooms, &p->num_rooms, tok[1], r);
    }
    if (strcmp(cmd, "floor") == 0 || strcmp(cmd, "ceiling") == 0) {
        /* floor ROOM X0 Z0 X1 Z1 CLICKS [MATERIAL] (room-local sectors) */
        NEED(7);
        AT_MOST(8);
        if (!RoomName(p, tok[1], &room) || !Numbers(p, tok + 2, 5, v) ||
            !InRoom(p, room, tok + 2, v))
            return false;
        if (cmd[0] == 'f')
            LB_SetFloor(b, room, v[0], v[1], v[2], v[3], v[4]);
        else
            LB_SetCeiling(b, room, v[0], v[1], v[2], v[3], v[4]);
        if (nt > 7) {
            int m;
            if (!Material(p, tok[7], &m))
                return false;
            for (int x = v[0]; x <= v[2]; x++)
                for (int z = v[1]; z <= v[3]; z++) {
                    LB_Sector *s = LB_Sec(b, room, x, z);
                    if (s && cmd[0] == 'f')
                        s->floor_mat = (uint8_t)m;
                    else if (s)
                        s->ceil_mat = (uint8_t)m;
                }
        }
        return true;
    }
    if (strcmp(cmd, "wall") == 0 || strcmp(cmd, "open") == 0) {
        NEED(6);
        AT_MOST(6);
        if (!RoomName(p, tok[1], &room) || !Numbers(p, tok + 2, 4, v) ||
            !InRoom(p, room, tok + 2, v))
            return false;
        LB_SetSolid(b, room, v[0], v[1], v[2], v[3], cmd[0] == 'w');
        return true;
    }
    if (strcmp(cmd, "wallmat") == 0) {
        NEED(7);
        AT_MOST(7);
        int m;
        if (!RoomName(p, tok[1], &room) || !Numbers(p, tok + 2, 4, v) ||
            !InRoom(p, room, tok + 2, v) || !Material(p, tok[6], &m))
            return false;
        for (int x = v[0]; x <= v[2]; x++)
            for (int z = v[1]; z <= v[3]; z++) {
                LB_Sector *s = LB_Sec(b, room, x, z);
                if (s)
                    s->wall_mat = (uint8_t)m;
            }
        return true;
    }
    if (strcmp(cmd, "slope") == 0) {
        /* slope ROOM X0 Z0 X1 Z1 SLANT_X SLANT_Z */
        NEED(8);
        AT_MOST(8);
        if (!RoomName(p, tok[1], &room) || !Numbers(p, tok + 2, 6, v) ||
            !InRoom(p, room, tok + 2, v))
            return false;
        for (int x = v[0]; x <= v[2]; x++)
            for (int z = v[1]; z <= v[3]; z++)
                LB_SetSlope(b, room, x, z, v[4], v[5]);
        return true;
    }
    if (strcmp(cmd, "alternate") == 0) {
        /* alternate ROOM FLIPPED: FLIPPED stands in ROOM's place while the
         * flip map is on (same corner and size) */
        NEED(3);
        AT_MOST(3);
        int alt;
        if (!RoomName(p, tok[1], &room) || !RoomName(p, tok[2], &alt))
            return false;
        const LB_Room *r = &b->rooms[room], *a = &b->rooms[alt];
        if (room == alt || r->x0 != a->x0 || r->z0 != a->z0 || r->nx != a->nx || r->nz != a->nz)
            return Err(p, "alternate: '%s' must be another room with the same corner and size",
                       tok[2]);
        if (a->num_links > 0)
            return Err(p, "alternate: connect '%s' through the room it replaces", tok[2]);
        for (uint32_t i = 0; i < b->num_rooms; i++) {
            int other = b->rooms[i].alternate_room;
            if (other == room || other == alt || (other >= 0 && ((int)i == room || (int)i == alt)))
                return Err(p, "alternate: '%s' is already in a flip pair", tok[1]);
        }
        return LB_SetAlternate(b, room, alt);
    }
    if (strcmp(cmd, "connect") == 0) {
        NEED(3);
        AT_MOST(3);
        int other;
        if (!RoomName(p, tok[1], &room) || !RoomName(p, tok[2], &other))
            return false;
        for (uint32_t i = 0; i < b->num_rooms; i++) {
            int alt = b->rooms[i].alternate_room;
            if (alt >= 0 && (alt == room || alt == other))
                return Err(p, "connect: '%s' is a flipped room (connect the room it replaces)",
                           alt == room ? tok[1] : tok[2]);
        }
        LB_Connect(b, room, other);
        return true;
    }
    if (strcmp(cmd, "stack") == 0) {
        /* stack UPPER LOWER X0 Z0 X1 Z1 (upper-local sectors) */
        NEED(7);
        AT_MOST(7);
        int lower;
        if (!RoomName(p, tok[1], &room) || !RoomName(p, tok[2], &lower) || !Numbers(p, tok + 3, 4, v))
            return false;
        LB_ConnectVertical(b, room, lower, v[0], v[1], v[2], v[3]);
        return true;
    }
    if (strcmp(cmd, "light") == 0) {
        /* light ROOM X Y Z INTENSITY FADE (world units) */
        NEED(7);
        AT_MOST(7);
        if (!RoomName(p, tok[1], &room) || !Numbers(p, tok + 2, 5, v) ||
            !InRange(p, "light intensity", tok[5], v[3], 0, 0x1FFF) ||
            !InRange(p, "light fade", tok[6], v[4], 0, LEVEL_WORLD_LIMIT))
            return false;
        LB_AddLight(b, room, v[0], v[1], v[2], v[3], v[4]);
        return true;
    }
    if (strcmp(cmd, "static") == 0) {
        /* static ROOM X Y Z ROTATION MESH_ID */
        NEED(7);
        AT_MOST(7);
        if (!RoomName(p, tok[1], &room) || !Numbers(p, tok + 2, 5, v) ||
            !InRange(p, "rotation", tok[5], v[3], ANGLE_LO, ANGLE_HI) ||
            !InRange(p, "static mesh id", tok[6], v[4], 0, 0xFFFF))
            return false;
        bool known = false;
        for (uint32_t i = 0; i < b->level.num_static_meshes; i++)
            known |= b->level.static_meshes[i].id == (uint32_t)v[4];
        if (!known)
            return Err(p, "static mesh id '%s' is not a static mesh of the level", tok[6]);
        LB_AddStatic(b, room, v[0], v[1], v[2], (uint16_t)v[3], (uint16_t)v[4]);
        return true;
    }
    if (strcmp(cmd, "sprite") == 0) {
        /* sprite ROOM X Y Z SPRITE_TEXTURE */
        NEED(6);
        AT_MOST(6);
        if (!RoomName(p, tok[1], &room) || !Numbers(p, tok + 2, 4, v) ||
            !InRange(p, "sprite texture", tok[5], v[3], 0,
                     (int)b->level.num_sprite_textures - 1))
            return false;
        LB_AddRoomSprite(b, room, v[0], v[1], v[2], (uint16_t)v[3]);
        return true;
    }
    if (strcmp(cmd, "item") == 0) {
        /* item NAME OBJECT ROOM X Y Z ANGLE [FLAGS] */
        NEED(8);
        AT_MOST(9);
        int obj, flags = 0;
        if (!Object(p, tok[2], &obj) || !RoomName(p, tok[3], &room) || !Numbers(p, tok + 4, 4, v) ||
            (nt > 8 && !Number(p, tok[8], &flags)))
            return false;
        if (obj < 0)
            return Err(p, "item: negative object id '%s'", tok[2]);
        if (!InRange(p, "object id", tok[2], obj, 0, 0x7FFF) ||
            !InRange(p, "angle", tok[7], v[3], ANGLE_LO, ANGLE_HI) ||
            (nt > 8 && !InRange(p, "flags", tok[8], flags, 0, 0xFFFF)))
            return false;
        int i = LB_AddItem(b, (int16_t)obj, room, v[0], v[1], v[2], (int16_t)v[3],
                           (uint16_t)flags);
        return i >= 0 && AddName(p, p->items, &p->num_items, tok[1], i);
    }
    if (strcmp(cmd, "camera") == 0 && p->trigger < 0) {
        /* camera NAME ROOM X Y Z */
        NEED(6);
        AT_MOST(6);
        if (!RoomName(p, tok[2], &room) || !Numbers(p, tok + 3, 3, v))
            return false;
        int c = LB_AddCamera(b, room, v[0], v[1], v[2]);
        return c >= 0 && AddName(p, p->cameras, &p->num_cameras, tok[1], c);
    }
    if (strcmp(cmd, "trigger") == 0) {
        /* trigger TYPE ROOM X Z [oneshot] [timer N]; actions follow until
         * "end": object ITEM | camera CAMERA SECONDS [once] | lookat ITEM |
         * flipmap/flipon/flipoff SLOT | flipeffect N | finish */
        NEED(5);
        static const char *const k_types[] = {"trigger", "pad", "switch", "key", "pickup",
                                              "heavy", "antipad"};
        int type = -1, timer = 0;
        bool one_shot = false;
        for (int i = 0; i < (int)COUNT_OF(k_types); i++)
            if (strcmp(tok[1], k_types[i]) == 0)
                type = i;
        if (type < 0)
            return Err(p, "unknown trigger type '%s'", tok[1]);
        if (!RoomName(p, tok[2], &room) || !Numbers(p, tok + 3, 2, v))
            return false;
        for (int i = 5; i < nt; i++) {
            if (strcmp(tok[i], "oneshot") == 0)
                one_shot = true;
            else if (strcmp(tok[i], "timer") == 0 && i + 1 < nt) {
                if (!Number(p, tok[++i], &timer) || !InRange(p, "timer", tok[i], timer, 0, 255))
                    return false;
            } else {
                return Err(p, "trigger: bad option '%s'", tok[i]);
            }
        }
        p->trigger = LB_AddTrigger(b, room, v[0], v[1], type, timer, one_shot);
        return p->trigger >= 0;
    }
    if (p->trigger >= 0) {
        if (strcmp(cmd, "end") == 0) {
            AT_MOST(1);
            p->trigger = -1;
            return true;
        }
        if (strcmp(cmd, "object") == 0 || strcmp(cmd, "lookat") == 0) {
            NEED(2);
            AT_MOST(2);
            int item = Lookup(p->items, p->num_items, tok[1]);
            if (item < 0)
                return Err(p, "unknown item '%s'", tok[1]);
            LB_TriggerAction(b, p->trigger, cmd[0] == 'o' ? LB_ACT_OBJECT : LB_ACT_LOOKAT, item);
            return true;
        }
        /* flipmap / flipon / flipoff SLOT (0..9), flipeffect N, finish */
        static const struct { const char *name; int action, max; } k_acts[] = {
            {"flipmap", LB_ACT_FLIPMAP, 9},       {"flipon", LB_ACT_FLIPON, 9},
            {"flipoff", LB_ACT_FLIPOFF, 9},       {"flipeffect", LB_ACT_FLIPEFFECT, 31},
            {"finish", LB_ACT_FINISH, -1},
        };
        for (size_t i = 0; i < COUNT_OF(k_acts); i++) {
            if (strcmp(cmd, k_acts[i].name) != 0)
                continue;
            int value = 0;
            if (k_acts[i].max < 0) {
                AT_MOST(1);
            } else {
                NEED(2);
                AT_MOST(2);
                if (!Number(p, tok[1], &value) ||
                    !InRange(p, cmd, tok[1], value, 0, k_acts[i].max))
                    return false;
            }
            LB_TriggerAction(b, p->trigger, k_acts[i].action, value);
            return true;
        }
        if (strcmp(cmd, "camera") == 0) {
            NEED(3);
            AT_MOST(4);
            int cam = Lookup(p->cameras, p->num_cameras, tok[1]);
            if (cam < 0)
                return Err(p, "unknown camera '%s'", tok[1]);
            if (!Number(p, tok[2], &v[0]) || !InRange(p, "seconds", tok[2], v[0], 0, 255))
                return false;
            if (nt > 3 && strcmp(tok[3], "once") != 0)
                return Err(p, "camera: unknown option '%s' (expected once)", tok[3]);
            LB_TriggerCamera(b, p->trigger, cam, v[0], nt > 3 && strcmp(tok[3], "once") == 0);
            return true;
        }
        return Err(p, "'%s' inside a trigger (expected object, camera, lookat, flipmap, "
                      "flipon, flipoff, flipeffect, finish or end)", cmd);
    }
    return Err(p, "unknown statement '%s'", cmd);
#undef NEED
#undef AT_MOST
}

bool LB_ParseText(LB_Builder *b, const char *text, size_t size, const char *file)
{
    Parser p;
    memset(&p, 0, sizeof p);
    p.b = b;
    p.file = file;
    p.trigger = -1;
    size_t pos = 0;
    while (pos < size && !b->failed) {
        char line[512];
        size_t n = 0;
        p.line++;
        bool too_long = false;
        while (pos < size && text[pos] != '\n') {
            if (n + 1 < sizeof line)
                line[n++] = text[pos];
            else
                too_long = true;
            pos++;
        }
        pos++;
        line[n] = '\0';
        if (too_long) {
            Err(&p, "line longer than %s characters", "511");
            break;
        }
        char *hash = strchr(line, '#');
        if (hash)
            *hash = '\0';
        char *tok[MAX_TOKENS];
        int nt = 0;
        char *s = strtok(line, " \t\r");
        for (; s && nt < MAX_TOKENS; s = strtok(NULL, " \t\r"))
            tok[nt++] = s;
        if (s) {
            Err(&p, "more than %s words on a line", "16");
            break;
        }
        if (nt == 0)
            continue;
        if (!Statement(&p, tok, nt) && !b->failed)
            Err(&p, "invalid '%s'", tok[0]);
    }
    if (!b->failed && p.trigger >= 0) {
        p.line++;
        Err(&p, "trigger without 'end'%s", NULL);
    }
    return !b->failed;
}
