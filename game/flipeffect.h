/* Flipeffects: the named effect routines that animcommand 6 and the
 * "flipeffect" trigger action call. TR1's list, indices and names as in
 * TRosettaStone's flipeffects.asc.
 *
 * Two ways in, as the original:
 *   - FlipFx_Call: an animation frame calls the routine once, for its item;
 *   - FlipFx_Trigger: a trigger makes it the current effect
 *     (Sim.flip_effect, timer Sim.flip_timer = 0); FlipFx_RunTick then runs
 *     it every tick until it ends itself (continuous ones count the timer,
 *     one-shot ones end after their first run). Only one continuous effect
 *     at a time.
 * Effects that need systems not built yet (camera shake, guns, flip maps in
 * the renderer...) record what they would do in FlipFx fields and log one
 * line the first time. */
#ifndef TOMB8_GAME_FLIPEFFECT_H
#define TOMB8_GAME_FLIPEFFECT_H

#include "engine/sim/sim.h"
#include "game/camera/camera.h"
#include "game/gym_clock.h"

enum {
    FX_TURN180 = 0,
    FX_DINO_STOMP = 1,
    FX_LARA_NORMAL = 2,
    FX_LARA_BUBBLES = 3,
    FX_FINISH_LEVEL = 4,
    FX_EARTHQUAKE = 5,      /* continuous */
    FX_FLOOD = 6,           /* continuous */
    FX_RAISINGBLOCK = 7,
    FX_STAIRS2SLOPE = 8,    /* continuous */
    FX_SAND = 9,            /* continuous */
    FX_POWERUP = 10,        /* continuous */
    FX_EXPLOSION = 11,
    FX_LARA_HANDSFREE = 12,
    FX_FLIP_MAP = 13,
    FX_DRAW_RIGHTGUN = 14,
    FX_CHAINBLOCK = 15,     /* continuous */
    FX_FLICKER = 16,        /* continuous */
    FX_TR1_COUNT = 17,
};

/* Sound ids (TR1 SoundMap indices) the effects play. */
#define FX_SFX_LARA_BUBBLES 37
#define FX_SFX_EARTHQUAKE_A 99
#define FX_SFX_EARTHQUAKE_B 70
#define FX_SFX_STAIRS2SLOPE 119
#define FX_SFX_FLOOD 81
#define FX_SFX_RAISINGBLOCK 117
#define FX_SFX_SAND_A 161
#define FX_SFX_SAND_B 118
#define FX_SFX_POWERUP 155
#define FX_SFX_EXPLOSION 105
#define FX_SFX_CHAINBLOCK_A 173
#define FX_SFX_CHAINBLOCK_B 33

struct GameRules;
struct Game;

/* A game's flipeffect numbering: its routines by number
 * (GameRules.flipeffects; game/flipeffect_internal.h). */
typedef struct FlipFxTable FlipFxTable;
extern const FlipFxTable FlipFx_TableTR1;
/* TR2's (game/flipeffect_tr2.c): 32 numbers, its own list. */
extern const FlipFxTable FlipFx_TableTR2;
/* TR3's (game/flipeffect_tr3.c): TR2's 32 and 28 more (60). */
extern const FlipFxTable FlipFx_TableTR3;

typedef struct FlipFx {
    Sim *sim;
    /* The level's game (game/rules): its sound ids and which routines its
     * numbers mean; chosen at FlipFx_Init. */
    const struct GameRules *rules;
    /* Sound output (NULL = silent). pos NULL: global sound. */
    void *user;
    void (*play_sound)(void *user, int sound_id, const Vec3i *pos);

    /* The game's FlipMap (Game_SetAudio): the flip map state is the
     * game's World's; NULL = nothing to flip (only counted). */
    void (*flip_map)(void *user);
    void *flip_user;
    /* The Game whose meshes the gun and mesh-swap effects trade
     * (Game_SetAudio; game/mesh_table.h); NULL: none (only gun_swapped
     * records them). */
    struct Game *game;
    /* TR2's RESET_HAIR: the game's braid hung anew (Game_SetAudio;
     * user is flip_user); NULL = no braid to reset. */
    void (*reset_hair)(void *user);
    /* A CD track (TR3's gym instructor: Game_SetAudio; user is
     * flip_user); NULL = no music. */
    void (*play_music)(void *user, int track);
    /* TR3's gym: the instructor's next exercise (the original's
     * ExerciseNumber; not saved: the original saves no gym game). */
    uint8_t exercise;
    /* TR3's gym: the assault-course and quad-bike clocks (game/gym_clock.h;
     * counted at the end of FlipFx_RunTick; not saved, as the original). */
    GymClock gym;
    /* Whether Lara rides a vehicle (the quad clock's effects need it) and
     * the gym targets stood up and counted anew (Game_SetAudio; user is
     * flip_user); NULL: on foot, no targets. */
    bool (*lara_rides)(void *user);
    void (*reset_targets)(void *user);
    /* State for systems that do not exist yet; they read these. */
    int32_t camera_bounce;   /* camera shake request (negative = strength) */
    int32_t *camera_bounce_out; /* the game camera's bounce, NULL = none */
    const GameVec *camera_pos;  /* where the game camera is, NULL = none */
    uint32_t flip_count;     /* times the map was flipped */
    bool level_complete;
    /* DRAW_RIGHTGUN (bit 0) / DRAW_LEFTGUN (bit 1) ran an odd number of
     * times; the meshes they trade are the Game's (game/mesh_table.h) */
    uint8_t gun_swapped;
    bool hands_free_pending; /* LARA_HANDSFREE for the gun code */
    uint32_t calls[FX_TR1_COUNT]; /* how often each routine ran */
    uint32_t logged;         /* hook messages already printed (bit per effect) */
    /* Lara's bubbles are particles of the game's effect list: the game
     * puts its routine here (it plays the sound too); NULL = sound only. */
    void (*lara_bubbles)(void *user, Item *item);
    void *bubbles_user;
} FlipFx;

void FlipFx_Init(FlipFx *fx, Sim *sim);
/* TR2/TR3 renumbered the list after LARA_NORMAL..FINISH_LEVEL: true for the
 * routines that keep their number and meaning there (0..4, 11..14); the
 * others are for those games' own tables (GameRules.flipeffect_runs). */
bool FlipFx_SameInLaterGames(int effect);
/* TR1 name of an effect ("EARTHQUAKE_FX"); "UNKNOWN" outside the table.
 * A TR2 level runs TR2's own list (FlipFx_TableTR2); with a TR3 level only
 * the effects that kept their number and meaning (0..4 and 11..14) run;
 * the others log once and do nothing. */
const char *FlipFx_Name(int effect);
bool FlipFx_IsContinuous(int effect);
int FlipFx_Count(void);

/* Animcommand path: runs routine `effect` once for `item`. */
void FlipFx_Call(FlipFx *fx, Item *item, int effect);
/* Trigger path: makes `effect` current (timer 0). */
void FlipFx_Trigger(FlipFx *fx, int effect);
/* Per tick (last step of a tick): runs the current effect. */
void FlipFx_RunTick(FlipFx *fx);

/* AnimEvents.flipeffect adapter: user is a FlipFx*. */
void FlipFx_AnimEvent(void *user, Item *item, int effect);

#endif
