/* Raw platform input events -> the engine's per-tick input word, plus the
 * window commands (screenshot, overlay, fullscreen, quit).
 *
 * Pure functions on plain data: no SDL, no globals, so the whole mapping
 * (defaults, config file, pads with dead zone) is unit-tested headless.
 *
 * The input word uses the TR1 demo bit order: bit 0 forward, then back,
 * left, right, jump, draw, action, walk, option, look, step left, step
 * right, roll. ACT_* values are those bit numbers. */
#ifndef TOMB8_GAME_INPUT_MAP_H
#define TOMB8_GAME_INPUT_MAP_H

#include "engine/core/common.h"
#include "engine/platform.h"

typedef enum {
    ACT_FORWARD = 0, ACT_BACK, ACT_LEFT, ACT_RIGHT, ACT_JUMP, ACT_DRAW,
    ACT_ACTION, ACT_WALK, ACT_OPTION, ACT_LOOK, ACT_STEP_LEFT, ACT_STEP_RIGHT,
    ACT_ROLL,
    ACT_GAME_COUNT, /* actions below are not part of the input word */
    /* Viewer free-fly camera (held). */
    ACT_FLY_FORWARD = ACT_GAME_COUNT, ACT_FLY_BACK, ACT_FLY_LEFT, ACT_FLY_RIGHT,
    ACT_FLY_UP, ACT_FLY_DOWN, ACT_FLY_FAST,
    /* Window commands (edge-triggered, returned by InputMap_HandleEvent). */
    ACT_SCREENSHOT, ACT_OVERLAY, ACT_FULLSCREEN, ACT_QUIT, ACT_MOUSE_CAPTURE,
    ACT_FLY_TOGGLE, /* play <-> free-fly viewer */
    /* TR2/TR3's flare: a play action whose bit is the originals' 19
     * (INPUT_FLARE), not its action number; games without flares drop it
     * (their GameRules.input_mask). */
    ACT_FLARE,
    /* TR3's duck and sprint: bits 29 and 30 (INPUT_DUCK, INPUT_SPRINT),
     * dropped by the games without them. */
    ACT_DUCK,
    ACT_SPRINT,
    ACT_COUNT
} InputAction;

#define INPUT_MAP_BIT(a) (1u << (a))
#define INPUT_MAP_GAME_MASK ((1u << ACT_GAME_COUNT) - 1u)

/* A binding source: a keyboard key or a pad button. */
#define INPUT_MAP_MAX_BINDS 4
typedef enum { BIND_NONE = 0, BIND_KEY, BIND_PAD } BindKind;
typedef struct {
    uint8_t kind;   /* BindKind */
    uint8_t code;   /* PlatformKey or PlatformPadButton */
} InputBind;

typedef struct {
    InputBind binds[ACT_COUNT][INPUT_MAP_MAX_BINDS];
    int32_t dead_zone;      /* stick |value| below this reads as centred */
    int32_t trigger_threshold;
} InputMap;

/* Held state, updated event by event. */
typedef struct {
    uint8_t keys[PKEY_COUNT];
    uint8_t pad_buttons[PPAD_BUTTON_COUNT]; /* count of pads holding it */
    int32_t axes[PAXIS_COUNT];              /* last pad that moved the axis */
    int32_t mouse_dx, mouse_dy;             /* accumulated since last take */
} InputState;

void InputMap_Defaults(InputMap *m);
/* Parses a key map (format in InputMap_Load) from text. Lines for an action
 * replace its default bindings. On error writes "NAME:LINE: what" into err
 * and returns false (m is then unspecified: reload defaults). */
bool InputMap_Parse(InputMap *m, const char *text, size_t len, const char *name,
                    char *err, size_t err_cap);
/* Reads a file and parses it on top of the defaults.
 *
 * Format: one binding per line, '#' starts a comment, blank lines ignored.
 *     ACTION = NAME [NAME ...]     (up to 4; "none" unbinds)
 *     deadzone = N                  (0..32000, stick dead zone)
 * ACTION: forward back left right jump draw action walk option look
 *   step_left step_right roll fly_forward fly_back fly_left fly_right
 *   fly_up fly_down fly_fast screenshot overlay fullscreen quit mouse_capture
 *   fly_toggle flare duck sprint
 * NAME: a key (a..z 0..9 f1..f12 up down left right space enter escape tab
 *   backspace lshift rshift shift lctrl rctrl ctrl lalt ralt alt insert
 *   delete home end pageup pagedown period comma slash semicolon apostrophe
 *   minus equals lbracket rbracket backslash grave kp0..kp9 kp_period
 *   kp_enter kp_plus kp_minus kp_multiply kp_divide) or a pad button
 *   (pad_a pad_b pad_x pad_y pad_back pad_guide pad_start pad_lstick
 *   pad_rstick pad_lb pad_rb pad_up pad_down pad_left pad_right).
 *   "shift"/"ctrl"/"alt" bind both left and right keys. */
bool InputMap_Load(InputMap *m, const char *path, char *err, size_t err_cap);

void InputState_Clear(InputState *s);
/* Applies one event to the held state. Returns the window command it
 * triggers (ACT_SCREENSHOT, ACT_OVERLAY, ACT_FULLSCREEN, ACT_QUIT,
 * ACT_MOUSE_CAPTURE, ACT_FLY_TOGGLE) or -1. Alt+Enter is always ACT_FULLSCREEN. Key repeat
 * never re-triggers a command. */
int InputMap_HandleEvent(const InputMap *m, InputState *s, const PlatformEvent *ev);
/* True while any binding of the action is held (pads: buttons, the left
 * stick and d-pad for directions, triggers for step left/right). */
bool InputMap_Held(const InputMap *m, const InputState *s, InputAction a);
/* The per-tick input word (TR1 demo bit order, the flare as bit 19, duck
 * and sprint as bits 29 and 30) from the held state. */
uint32_t InputMap_Word(const InputMap *m, const InputState *s);

/* Writes the map in the config file's format (every action, "none" for
 * an unbound one, and the dead zone): what InputMap_Parse reads back.
 * Returns the length it needed (snprintf's); buf is always terminated. */
size_t InputMap_Format(const InputMap *m, char *buf, size_t cap);
/* Binds action a to key k alone (its pad buttons stay): the controls page. */
void InputMap_BindKey(InputMap *m, InputAction a, PlatformKey k);
/* The first key bound to an action (its config name), NULL when none. */
const char *InputMap_FirstKeyName(const InputMap *m, InputAction a);

/* Names used by the config file; NULL / -1 when unknown. */
const char *InputMap_ActionName(InputAction a);
int InputMap_ActionFromName(const char *name);
const char *InputMap_KeyName(PlatformKey k);
int InputMap_KeyFromName(const char *name);

#endif
