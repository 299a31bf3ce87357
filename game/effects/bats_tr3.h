/* TR3's bats (tomb3 effect2.cpp BatEmitterControl, TriggerBats, UpdateBats;
 * specific/draweffects.cpp S_DrawBat): a bat emitter (O3_BAT_EMITTER),
 * once triggered, lets loose the level's one swarm of 32 bats around
 * itself (within 256 of it across, up to 256 below it) heading off a
 * quarter turn left of its facing, give or take 64 of the original's 4096
 * steps, and is gone. Each tick after the camera (as the
 * original's main loop, after its sparks) every bat flies on: speeding up
 * 12 a tick to at most 300 from its 64..95, rising 0..3, its wings
 * beating; one bat in four now and then squeaks (TR3's 157); from the
 * last 128 of its 144..151 ticks of life (counted every other tick) it
 * climbs away and now and then swerves; then it is gone. All from the
 * control stream, as the original's; saved with the game (the stream
 * must come back the same). Drawn as the sprite sheet's bat (+12) at
 * about its span, 512 above where it flies, without its three-triangle
 * shape or the beat of its wings. */
#ifndef TOMB8_GAME_EFFECTS_BATS_TR3_H
#define TOMB8_GAME_EFFECTS_BATS_TR3_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/core/serial.h"
#include "engine/sim/sim_draw.h"

struct Game;

#define BATS3_MAX 32

typedef struct {
    int32_t x, y, z;
    int16_t room;         /* followed each tick, for drawing */
    int16_t angle;        /* heading in the original's 4096 steps a turn */
    int16_t speed;
    uint8_t wing;         /* the wing beat's phase, 0..63 */
    uint8_t life;
    bool on;
} Bat3;

typedef struct Bats3 {
    Bat3 bat[BATS3_MAX];
} Bats3;

/* The emitter's routine (O3_BAT_EMITTER). */
void Bats3_Setup(struct Game *g);
/* One tick of the swarm (after the camera). */
void Bats3_Tick(struct Game *g);
/* Bats flying. */
int Bats3_Count(const struct Game *g);
/* The swarm into a draw list (false only when out of memory). */
bool Bats3_AppendDraws(const struct Game *g, SimDrawList *dl);
/* Saved in TR3's games: the bats flying. */
void Bats3_Save(const struct Game *g, SerialWriter *w);
void Bats3_Load(struct Game *g, SerialReader *r);
/* TR3's GameRules.swarm: the four above. */
extern const struct SwarmRules Bats3_Rules;

#endif
