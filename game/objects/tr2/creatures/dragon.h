/* TR2's Bartoli and his dragon (the Dragon's Lair): Bartoli stands still
 * until Lara comes within five sectors of him, then lights gather, three
 * spheres of light burst from him (throwing her back) and the dragon takes
 * his place. The dragon is two items, its front (the creature: O2_DRAGON_
 * FRONT, its AI slot and hit points) and its back (O2_DRAGON_BACK), made
 * when Bartoli is set up and hidden until then; the back's routine runs
 * both, the back copying the front's animation and place each tick. It
 * walks, turns, breathes fire, swipes with its claws; shot down it lies
 * dying while lights gather to it and rises again after 430 ticks, unless
 * Lara pulls the dagger from its back in time (her extra animation): then
 * it is dead for good, its bones stay and it sinks away. */
#ifndef TOMB8_GAME_OBJECTS_TR2_CREATURES_DRAGON_H
#define TOMB8_GAME_OBJECTS_TR2_CREATURES_DRAGON_H

#include <stdint.h>

struct Game;

/* The dragon's numbers and states (the original's). */
#define DRAGON_HITPOINTS 300
#define DRAGON_LIVE_TIME 330     /* ticks dying before it stands again */
#define DRAGON_ALMOST_LIVE 100   /* frames of its rising the dagger may still be pulled in */
#define DRAGON_STATE_STOP 6
#define DRAGON_STATE_FIRE 5
#define DRAGON_STATE_DEATH 11
#define DRAGON_ANIM_DIE 21
#define DRAGON_ANIM_DEAD 22
#define DRAGON_ANIM_RESURRECT 23
#define BARTOLI_BOOM_TIME 130    /* Bartoli's first sphere; two more 10 ticks apart */

/* Bartoli (O2_BARTOLI), the spheres of light (O2_SPHERE_OF_DOOM_1..3),
 * and the dragon's two parts. */
void Bartoli_Setup(struct Game *g);
void Dragon_Setup(struct Game *g);

/* A sphere of light's drawing (the original's: its first mesh where it
 * stands, turned with it and grown by its timer / 256, lit by its room's
 * ambient here); -1 for any other item. */
struct Sim;
int Bartoli_DrawSphere(const struct Game *g, const struct Sim *s, int item, int32_t t,
                       void *out, int cap);

/* A mystic light: a twinkle five sectors from the item at a random
 * bearing (draw stream) drifting to it, and a dynamic light on it. */
void Dragon_MysticLight(struct Game *g, int item);

#endif
