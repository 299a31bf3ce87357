/* Input mapping: defaults, the key-map file, and events -> input word. */
#include "game/input_map.h"

#include "engine/core/file_read.h"
#include "engine/sim/input.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define DEFAULT_DEAD_ZONE 8000
#define DEFAULT_TRIGGER 16000
#define MAX_CONFIG_BYTES (1u << 20)

static const char *const g_action_names[ACT_COUNT] = {
    [ACT_FORWARD] = "forward", [ACT_BACK] = "back", [ACT_LEFT] = "left",
    [ACT_RIGHT] = "right", [ACT_JUMP] = "jump", [ACT_DRAW] = "draw",
    [ACT_ACTION] = "action", [ACT_WALK] = "walk", [ACT_OPTION] = "option",
    [ACT_LOOK] = "look", [ACT_STEP_LEFT] = "step_left", [ACT_STEP_RIGHT] = "step_right",
    [ACT_ROLL] = "roll", [ACT_FLY_FORWARD] = "fly_forward", [ACT_FLY_BACK] = "fly_back",
    [ACT_FLY_LEFT] = "fly_left", [ACT_FLY_RIGHT] = "fly_right", [ACT_FLY_UP] = "fly_up",
    [ACT_FLY_DOWN] = "fly_down", [ACT_FLY_FAST] = "fly_fast",
    [ACT_SCREENSHOT] = "screenshot", [ACT_OVERLAY] = "overlay",
    [ACT_FULLSCREEN] = "fullscreen", [ACT_QUIT] = "quit",
    [ACT_MOUSE_CAPTURE] = "mouse_capture", [ACT_FLY_TOGGLE] = "fly_toggle",
    [ACT_FLARE] = "flare", [ACT_DUCK] = "duck", [ACT_SPRINT] = "sprint",
};

static const char *const g_key_names[PKEY_COUNT] = {
    [PKEY_A] = "a", [PKEY_B] = "b", [PKEY_C] = "c", [PKEY_D] = "d", [PKEY_E] = "e",
    [PKEY_F] = "f", [PKEY_G] = "g", [PKEY_H] = "h", [PKEY_I] = "i", [PKEY_J] = "j",
    [PKEY_K] = "k", [PKEY_L] = "l", [PKEY_M] = "m", [PKEY_N] = "n", [PKEY_O] = "o",
    [PKEY_P] = "p", [PKEY_Q] = "q", [PKEY_R] = "r", [PKEY_S] = "s", [PKEY_T] = "t",
    [PKEY_U] = "u", [PKEY_V] = "v", [PKEY_W] = "w", [PKEY_X] = "x", [PKEY_Y] = "y",
    [PKEY_Z] = "z", [PKEY_0] = "0", [PKEY_1] = "1", [PKEY_2] = "2", [PKEY_3] = "3",
    [PKEY_4] = "4", [PKEY_5] = "5", [PKEY_6] = "6", [PKEY_7] = "7", [PKEY_8] = "8",
    [PKEY_9] = "9", [PKEY_F1] = "f1", [PKEY_F2] = "f2", [PKEY_F3] = "f3",
    [PKEY_F4] = "f4", [PKEY_F5] = "f5", [PKEY_F6] = "f6", [PKEY_F7] = "f7",
    [PKEY_F8] = "f8", [PKEY_F9] = "f9", [PKEY_F10] = "f10", [PKEY_F11] = "f11",
    [PKEY_F12] = "f12", [PKEY_UP] = "up", [PKEY_DOWN] = "down", [PKEY_LEFT] = "left",
    [PKEY_RIGHT] = "right", [PKEY_SPACE] = "space", [PKEY_ENTER] = "enter",
    [PKEY_ESCAPE] = "escape", [PKEY_TAB] = "tab", [PKEY_BACKSPACE] = "backspace",
    [PKEY_LSHIFT] = "lshift", [PKEY_RSHIFT] = "rshift", [PKEY_LCTRL] = "lctrl",
    [PKEY_RCTRL] = "rctrl", [PKEY_LALT] = "lalt", [PKEY_RALT] = "ralt",
    [PKEY_INSERT] = "insert", [PKEY_DELETE] = "delete", [PKEY_HOME] = "home",
    [PKEY_END] = "end", [PKEY_PAGEUP] = "pageup", [PKEY_PAGEDOWN] = "pagedown",
    [PKEY_PERIOD] = "period", [PKEY_COMMA] = "comma", [PKEY_SLASH] = "slash",
    [PKEY_SEMICOLON] = "semicolon", [PKEY_APOSTROPHE] = "apostrophe",
    [PKEY_MINUS] = "minus", [PKEY_EQUALS] = "equals", [PKEY_LBRACKET] = "lbracket",
    [PKEY_RBRACKET] = "rbracket", [PKEY_BACKSLASH] = "backslash", [PKEY_GRAVE] = "grave",
    [PKEY_KP_0] = "kp0", [PKEY_KP_1] = "kp1", [PKEY_KP_2] = "kp2", [PKEY_KP_3] = "kp3",
    [PKEY_KP_4] = "kp4", [PKEY_KP_5] = "kp5", [PKEY_KP_6] = "kp6", [PKEY_KP_7] = "kp7",
    [PKEY_KP_8] = "kp8", [PKEY_KP_9] = "kp9", [PKEY_KP_PERIOD] = "kp_period",
    [PKEY_KP_ENTER] = "kp_enter", [PKEY_KP_PLUS] = "kp_plus", [PKEY_KP_MINUS] = "kp_minus",
    [PKEY_KP_MULTIPLY] = "kp_multiply", [PKEY_KP_DIVIDE] = "kp_divide",
};

static const char *const g_pad_names[PPAD_BUTTON_COUNT] = {
    [PPAD_A] = "pad_a", [PPAD_B] = "pad_b", [PPAD_X] = "pad_x", [PPAD_Y] = "pad_y",
    [PPAD_BACK] = "pad_back", [PPAD_GUIDE] = "pad_guide", [PPAD_START] = "pad_start",
    [PPAD_LSTICK] = "pad_lstick", [PPAD_RSTICK] = "pad_rstick",
    [PPAD_LSHOULDER] = "pad_lb", [PPAD_RSHOULDER] = "pad_rb", [PPAD_DPAD_UP] = "pad_up",
    [PPAD_DPAD_DOWN] = "pad_down", [PPAD_DPAD_LEFT] = "pad_left",
    [PPAD_DPAD_RIGHT] = "pad_right",
};

const char *InputMap_ActionName(InputAction a)
{
    return (a >= 0 && a < ACT_COUNT) ? g_action_names[a] : NULL;
}

int InputMap_ActionFromName(const char *name)
{
    for (int a = 0; a < ACT_COUNT; a++)
        if (g_action_names[a] && strcmp(g_action_names[a], name) == 0)
            return a;
    return -1;
}

const char *InputMap_KeyName(PlatformKey k)
{
    return (k > PKEY_NONE && k < PKEY_COUNT) ? g_key_names[k] : NULL;
}

int InputMap_KeyFromName(const char *name)
{
    for (int k = 1; k < PKEY_COUNT; k++)
        if (g_key_names[k] && strcmp(g_key_names[k], name) == 0)
            return k;
    return -1;
}

static int pad_from_name(const char *name)
{
    for (int b = 0; b < PPAD_BUTTON_COUNT; b++)
        if (strcmp(g_pad_names[b], name) == 0)
            return b;
    return -1;
}

static void bind(InputMap *m, InputAction a, BindKind kind, int code)
{
    for (int i = 0; i < INPUT_MAP_MAX_BINDS; i++) {
        if (m->binds[a][i].kind == BIND_NONE) {
            m->binds[a][i].kind = (uint8_t)kind;
            m->binds[a][i].code = (uint8_t)code;
            return;
        }
    }
}

static void bind_key(InputMap *m, InputAction a, PlatformKey k) { bind(m, a, BIND_KEY, k); }
static void bind_pad(InputMap *m, InputAction a, PlatformPadButton b) { bind(m, a, BIND_PAD, b); }

void InputMap_Defaults(InputMap *m)
{
    memset(m, 0, sizeof *m);
    m->dead_zone = DEFAULT_DEAD_ZONE;
    m->trigger_threshold = DEFAULT_TRIGGER;
    /* The classic keyboard layout. */
    bind_key(m, ACT_FORWARD, PKEY_UP);
    bind_key(m, ACT_BACK, PKEY_DOWN);
    bind_key(m, ACT_LEFT, PKEY_LEFT);
    bind_key(m, ACT_RIGHT, PKEY_RIGHT);
    bind_key(m, ACT_JUMP, PKEY_LALT);
    bind_key(m, ACT_JUMP, PKEY_RALT);
    bind_key(m, ACT_DRAW, PKEY_SPACE);
    bind_key(m, ACT_ACTION, PKEY_LCTRL);
    bind_key(m, ACT_ACTION, PKEY_RCTRL);
    bind_key(m, ACT_WALK, PKEY_LSHIFT);
    bind_key(m, ACT_WALK, PKEY_RSHIFT);
    bind_key(m, ACT_OPTION, PKEY_ESCAPE);
    bind_key(m, ACT_OPTION, PKEY_ENTER);
    bind_key(m, ACT_LOOK, PKEY_0);
    bind_key(m, ACT_LOOK, PKEY_KP_0);
    bind_key(m, ACT_STEP_LEFT, PKEY_PERIOD);
    bind_key(m, ACT_STEP_RIGHT, PKEY_SLASH);
    bind_key(m, ACT_ROLL, PKEY_END);
    /* TR2's flare: the comma, beside TR1's step keys (its original's
     * period is step left here). */
    bind_key(m, ACT_FLARE, PKEY_COMMA);
    /* TR3's duck and sprint: the original's keys (slash and period) are
     * the step keys here, so two letters next to the left hand. */
    bind_key(m, ACT_DUCK, PKEY_X);
    bind_key(m, ACT_SPRINT, PKEY_Z);
    /* The usual pad layout; directions also come from the left stick, step
     * left/right also from the triggers (see InputMap_Held). */
    bind_pad(m, ACT_FORWARD, PPAD_DPAD_UP);
    bind_pad(m, ACT_BACK, PPAD_DPAD_DOWN);
    bind_pad(m, ACT_LEFT, PPAD_DPAD_LEFT);
    bind_pad(m, ACT_RIGHT, PPAD_DPAD_RIGHT);
    bind_pad(m, ACT_JUMP, PPAD_A);
    bind_pad(m, ACT_ROLL, PPAD_B);
    bind_pad(m, ACT_ACTION, PPAD_X);
    bind_pad(m, ACT_DRAW, PPAD_Y);
    bind_pad(m, ACT_LOOK, PPAD_LSHOULDER);
    bind_pad(m, ACT_WALK, PPAD_RSHOULDER);
    bind_pad(m, ACT_OPTION, PPAD_START);
    bind_pad(m, ACT_OPTION, PPAD_BACK);
    bind_pad(m, ACT_FLARE, PPAD_RSTICK);
    bind_pad(m, ACT_SPRINT, PPAD_LSTICK);
    /* Viewer camera and window commands. */
    bind_key(m, ACT_FLY_FORWARD, PKEY_W);
    bind_key(m, ACT_FLY_BACK, PKEY_S);
    bind_key(m, ACT_FLY_LEFT, PKEY_A);
    bind_key(m, ACT_FLY_RIGHT, PKEY_D);
    bind_key(m, ACT_FLY_UP, PKEY_E);
    bind_key(m, ACT_FLY_UP, PKEY_PAGEUP);
    bind_key(m, ACT_FLY_DOWN, PKEY_Q);
    bind_key(m, ACT_FLY_DOWN, PKEY_PAGEDOWN);
    bind_key(m, ACT_FLY_FAST, PKEY_LSHIFT);
    bind_key(m, ACT_FLY_FAST, PKEY_RSHIFT);
    bind_key(m, ACT_SCREENSHOT, PKEY_F12);
    bind_key(m, ACT_OVERLAY, PKEY_F1);
    bind_key(m, ACT_FULLSCREEN, PKEY_F11);
    bind_key(m, ACT_QUIT, PKEY_F10);
    bind_key(m, ACT_MOUSE_CAPTURE, PKEY_TAB);
    bind_key(m, ACT_FLY_TOGGLE, PKEY_F2);
}

/* ---- config file ----------------------------------------------------------- */

static void errf(char *err, size_t cap, const char *name, int line, const char *what,
                 const char *tok)
{
    if (err && cap)
        snprintf(err, cap, "%s:%d: %s%s%s%s", name, line, what, tok ? " '" : "",
                 tok ? tok : "", tok ? "'" : "");
}

/* Splits s (modified in place) into whitespace-separated tokens. */
static int tokenize(char *s, char **tok, int max)
{
    int n = 0;
    while (*s) {
        while (*s && isspace((unsigned char)*s))
            s++;
        if (!*s)
            break;
        if (n == max)
            return max + 1;
        tok[n++] = s;
        while (*s && !isspace((unsigned char)*s))
            s++;
        if (*s)
            *s++ = '\0';
    }
    return n;
}

static bool parse_line(InputMap *m, char *line, const char *name, int lineno, char *err,
                       size_t cap)
{
    char *hash = strchr(line, '#'), *eq, *tok[INPUT_MAP_MAX_BINDS + 1], *lhs[2];
    int nl, nt, action;
    if (hash)
        *hash = '\0';
    for (char *c = line; *c; c++)
        *c = (char)tolower((unsigned char)*c);
    eq = strchr(line, '=');
    if (!eq) {
        for (char *c = line; *c; c++)
            if (!isspace((unsigned char)*c)) {
                errf(err, cap, name, lineno, "expected 'ACTION = KEY ...'", NULL);
                return false;
            }
        return true; /* blank or comment */
    }
    *eq = '\0';
    nl = tokenize(line, lhs, 1);
    if (nl != 1) {
        errf(err, cap, name, lineno, "expected one action name before '='", NULL);
        return false;
    }
    nt = tokenize(eq + 1, tok, INPUT_MAP_MAX_BINDS);
    if (nt == 0) {
        errf(err, cap, name, lineno, "nothing after '=' for", lhs[0]);
        return false;
    }
    if (strcmp(lhs[0], "deadzone") == 0) {
        char *end;
        long v = strtol(tok[0], &end, 10);
        if (nt != 1 || *end || v < 0 || v > 32000) {
            errf(err, cap, name, lineno, "deadzone must be one number 0..32000, not", tok[0]);
            return false;
        }
        m->dead_zone = (int32_t)v;
        return true;
    }
    action = InputMap_ActionFromName(lhs[0]);
    if (action < 0) {
        errf(err, cap, name, lineno, "unknown action", lhs[0]);
        return false;
    }
    if (nt > INPUT_MAP_MAX_BINDS) {
        errf(err, cap, name, lineno, "more than 4 keys for", lhs[0]);
        return false;
    }
    memset(m->binds[action], 0, sizeof m->binds[action]);
    if (nt == 1 && strcmp(tok[0], "none") == 0)
        return true;
    for (int i = 0; i < nt; i++) {
        int k = InputMap_KeyFromName(tok[i]), b = pad_from_name(tok[i]);
        int count = 0;
        for (int j = 0; j < INPUT_MAP_MAX_BINDS; j++)
            count += m->binds[action][j].kind != BIND_NONE;
        if (strcmp(tok[i], "shift") == 0 || strcmp(tok[i], "ctrl") == 0 ||
            strcmp(tok[i], "alt") == 0) {
            static const PlatformKey pairs[3][2] = { { PKEY_LSHIFT, PKEY_RSHIFT },
                                                     { PKEY_LCTRL, PKEY_RCTRL },
                                                     { PKEY_LALT, PKEY_RALT } };
            int which = tok[i][0] == 's' ? 0 : tok[i][0] == 'c' ? 1 : 2;
            if (count + 2 > INPUT_MAP_MAX_BINDS) {
                errf(err, cap, name, lineno, "more than 4 keys for", lhs[0]);
                return false;
            }
            bind_key(m, (InputAction)action, pairs[which][0]);
            bind_key(m, (InputAction)action, pairs[which][1]);
        } else if (k > 0 || b >= 0) {
            if (count + 1 > INPUT_MAP_MAX_BINDS) {
                errf(err, cap, name, lineno, "more than 4 keys for", lhs[0]);
                return false;
            }
            if (k > 0)
                bind_key(m, (InputAction)action, (PlatformKey)k);
            else
                bind_pad(m, (InputAction)action, (PlatformPadButton)b);
        } else {
            errf(err, cap, name, lineno, "unknown key or button", tok[i]);
            return false;
        }
    }
    return true;
}

bool InputMap_Parse(InputMap *m, const char *text, size_t len, const char *name, char *err,
                    size_t err_cap)
{
    char line[256];
    size_t pos = 0;
    int lineno = 0;
    while (pos < len) {
        size_t start = pos, n;
        while (pos < len && text[pos] != '\n')
            pos++;
        n = pos - start;
        lineno++;
        if (pos < len)
            pos++; /* the newline */
        if (n >= sizeof line) {
            errf(err, err_cap, name, lineno, "line too long", NULL);
            return false;
        }
        memcpy(line, text + start, n);
        line[n] = '\0';
        if (memchr(line, '\0', n)) {
            errf(err, err_cap, name, lineno, "NUL byte in text", NULL);
            return false;
        }
        if (n && line[n - 1] == '\r')
            line[n - 1] = '\0';
        if (!parse_line(m, line, name, lineno, err, err_cap))
            return false;
    }
    return true;
}

bool InputMap_Load(InputMap *m, const char *path, char *err, size_t err_cap)
{
    InputMap_Defaults(m);
    /* The one bounded reader: a FIFO is refused, not waited on; a folder
     * is named as one. */
    uint8_t *buf;
    size_t n;
    char why[4400];
    if (FileRead_Regular(path, "key map", MAX_CONFIG_BYTES, &buf, &n, why, sizeof why) !=
        FILE_READ_OK) {
        if (err && err_cap)
            snprintf(err, err_cap, "%s", why + strlen("error: "));
        return false;
    }
    bool ok = InputMap_Parse(m, (const char *)buf, n, path, err, err_cap);
    free(buf);
    return ok;
}

/* ---- state ----------------------------------------------------------------- */

void InputState_Clear(InputState *s) { memset(s, 0, sizeof *s); }

static bool key_bound(const InputMap *m, InputAction a, PlatformKey k)
{
    for (int i = 0; i < INPUT_MAP_MAX_BINDS; i++)
        if (m->binds[a][i].kind == BIND_KEY && m->binds[a][i].code == k)
            return true;
    return false;
}

static bool pad_bound(const InputMap *m, InputAction a, int b)
{
    for (int i = 0; i < INPUT_MAP_MAX_BINDS; i++)
        if (m->binds[a][i].kind == BIND_PAD && m->binds[a][i].code == b)
            return true;
    return false;
}

/* The first window command bound to this key/button, or -1. */
static int command_for(const InputMap *m, BindKind kind, int code)
{
    for (int a = ACT_SCREENSHOT; a < ACT_COUNT; a++)
        if (kind == BIND_KEY ? key_bound(m, (InputAction)a, (PlatformKey)code)
                             : pad_bound(m, (InputAction)a, code))
            return a;
    return -1;
}

int InputMap_HandleEvent(const InputMap *m, InputState *s, const PlatformEvent *ev)
{
    switch (ev->type) {
    case PEV_KEY_DOWN:
        if (ev->key <= PKEY_NONE || ev->key >= PKEY_COUNT)
            return -1;
        if ((ev->key == PKEY_ENTER || ev->key == PKEY_KP_ENTER) && (ev->mods & PMOD_ALT))
            return ev->repeat ? -1 : ACT_FULLSCREEN; /* Enter not held: no option */
        /* A repeat still marks the key held (its first press may have
         * happened while the window had no focus) but never re-triggers. */
        s->keys[ev->key] = 1;
        return ev->repeat ? -1 : command_for(m, BIND_KEY, ev->key);
    case PEV_KEY_UP:
        if (ev->key > PKEY_NONE && ev->key < PKEY_COUNT)
            s->keys[ev->key] = 0;
        return -1;
    case PEV_PAD_BUTTON_DOWN:
        if (ev->button < 0 || ev->button >= PPAD_BUTTON_COUNT)
            return -1;
        if (s->pad_buttons[ev->button] < 255)
            s->pad_buttons[ev->button]++;
        return command_for(m, BIND_PAD, ev->button);
    case PEV_PAD_BUTTON_UP:
        if (ev->button >= 0 && ev->button < PPAD_BUTTON_COUNT && s->pad_buttons[ev->button])
            s->pad_buttons[ev->button]--;
        return -1;
    case PEV_PAD_AXIS:
        if (ev->axis >= 0 && ev->axis < PAXIS_COUNT)
            s->axes[ev->axis] = CLAMP(ev->value, -32768, 32767);
        return -1;
    case PEV_PAD_REMOVED:
        /* A pad pulled out while held must not leave inputs stuck. */
        memset(s->pad_buttons, 0, sizeof s->pad_buttons);
        memset(s->axes, 0, sizeof s->axes);
        return -1;
    case PEV_FOCUS_LOST:
        memset(s->keys, 0, sizeof s->keys);
        memset(s->pad_buttons, 0, sizeof s->pad_buttons);
        memset(s->axes, 0, sizeof s->axes);
        return -1;
    case PEV_MOUSE_MOTION:
        s->mouse_dx += ev->dx;
        s->mouse_dy += ev->dy;
        return -1;
    case PEV_QUIT:
        return ACT_QUIT;
    default:
        return -1;
    }
}

bool InputMap_Held(const InputMap *m, const InputState *s, InputAction a)
{
    if (a < 0 || a >= ACT_COUNT)
        return false;
    for (int i = 0; i < INPUT_MAP_MAX_BINDS; i++) {
        const InputBind *b = &m->binds[a][i];
        if (b->kind == BIND_KEY && b->code < PKEY_COUNT && s->keys[b->code])
            return true;
        if (b->kind == BIND_PAD && b->code < PPAD_BUTTON_COUNT && s->pad_buttons[b->code])
            return true;
    }
    /* Analogue inputs: the left stick is a d-pad past the dead zone, the
     * triggers side-step. */
    switch (a) {
    case ACT_FORWARD: return s->axes[PAXIS_LEFTY] < -m->dead_zone;
    case ACT_BACK: return s->axes[PAXIS_LEFTY] > m->dead_zone;
    case ACT_LEFT: return s->axes[PAXIS_LEFTX] < -m->dead_zone;
    case ACT_RIGHT: return s->axes[PAXIS_LEFTX] > m->dead_zone;
    case ACT_STEP_LEFT: return s->axes[PAXIS_TRIGGERLEFT] > m->trigger_threshold;
    case ACT_STEP_RIGHT: return s->axes[PAXIS_TRIGGERRIGHT] > m->trigger_threshold;
    default: return false;
    }
}

uint32_t InputMap_Word(const InputMap *m, const InputState *s)
{
    uint32_t w = 0;
    for (int a = 0; a < ACT_GAME_COUNT; a++)
        if (InputMap_Held(m, s, (InputAction)a))
            w |= INPUT_MAP_BIT(a);
    if (InputMap_Held(m, s, ACT_FLARE))
        w |= INPUT_FLARE;
    if (InputMap_Held(m, s, ACT_DUCK))
        w |= INPUT_DUCK;
    if (InputMap_Held(m, s, ACT_SPRINT))
        w |= INPUT_SPRINT;
    return w;
}

/* ---- writing a key map (the settings' keys file) ------------------------ */

size_t InputMap_Format(const InputMap *m, char *buf, size_t cap)
{
    size_t n = 0;
    char scratch[1];
#define PUT(...)                                                                     \
    do {                                                                             \
        int k_ = snprintf(buf && n < cap ? buf + n : scratch,                        \
                          buf && n < cap ? cap - n : 0, __VA_ARGS__);                \
        if (k_ > 0)                                                                  \
            n += (size_t)k_;                                                         \
    } while (0)
    PUT("# tomb8 key map (the format of --config)\n");
    for (int a = 0; a < ACT_COUNT; a++) {
        PUT("%s =", g_action_names[a]);
        int written = 0;
        for (int i = 0; i < INPUT_MAP_MAX_BINDS; i++) {
            const InputBind *b = &m->binds[a][i];
            const char *name = NULL;
            if (b->kind == BIND_KEY && b->code > PKEY_NONE && b->code < PKEY_COUNT)
                name = g_key_names[b->code];
            else if (b->kind == BIND_PAD && b->code < PPAD_BUTTON_COUNT)
                name = g_pad_names[b->code];
            if (name) {
                PUT(" %s", name);
                written++;
            }
        }
        PUT("%s\n", written ? "" : " none");
    }
    PUT("deadzone = %d\n", (int)m->dead_zone);
#undef PUT
    if (buf && cap)
        buf[MIN(n, cap - 1)] = '\0';
    return n;
}

void InputMap_BindKey(InputMap *m, InputAction a, PlatformKey k)
{
    if (a < 0 || a >= ACT_COUNT || k <= PKEY_NONE || k >= PKEY_COUNT)
        return;
    /* the pad buttons stay; the key replaces the keys */
    InputBind keep[INPUT_MAP_MAX_BINDS];
    int n = 0;
    keep[n].kind = BIND_KEY;
    keep[n++].code = (uint8_t)k;
    for (int i = 0; i < INPUT_MAP_MAX_BINDS && n < INPUT_MAP_MAX_BINDS; i++)
        if (m->binds[a][i].kind == BIND_PAD)
            keep[n++] = m->binds[a][i];
    memset(m->binds[a], 0, sizeof(m->binds[a]));
    memcpy(m->binds[a], keep, (size_t)n * sizeof(keep[0]));
}

const char *InputMap_FirstKeyName(const InputMap *m, InputAction a)
{
    if (a < 0 || a >= ACT_COUNT)
        return NULL;
    for (int i = 0; i < INPUT_MAP_MAX_BINDS; i++) {
        const InputBind *b = &m->binds[a][i];
        if (b->kind == BIND_KEY && b->code > PKEY_NONE && b->code < PKEY_COUNT)
            return g_key_names[b->code];
    }
    return NULL;
}
