#ifndef TOMB8_GAME_OBJECTS_TR2_CREATURES_TIGER_H
#define TOMB8_GAME_OBJECTS_TR2_CREATURES_TIGER_H

#include <stdint.h>

struct Game;
struct Item;
struct CreatureInfo;
struct CreatureAI;

/* The tiger's states, shared by TR2's and TR3's (TR3 kept the model's
 * animations and TR2's attack and death). */
enum {
    TIGER_EMPTY = 0,
    TIGER_STOP = 1,
    TIGER_WALK = 2,
    TIGER_RUN = 3,
    TIGER_WAIT = 4,
    TIGER_ROAR = 5,
    TIGER_ATTACK1 = 6,  /* swipe standing */
    TIGER_ATTACK2 = 7,  /* leap from a run */
    TIGER_ATTACK3 = 8,  /* lunge */
    TIGER_DEATH = 9,
};

#define TIGER_WALK_TURN ANGLE_DEG(3)
#define TIGER_RUN_TURN ANGLE_DEG(6)
#define TIGER_ATTACK1_RANGE ((WALL_SIZE / 3) * (WALL_SIZE / 3))
#define TIGER_ATTACK2_RANGE ((WALL_SIZE * 3 / 2) * (WALL_SIZE * 3 / 2))
#define TIGER_ATTACK3_RANGE (WALL_SIZE * WALL_SIZE)
#define TIGER_ROAR_CHANCE 96

/* What differs between the games' tigers: the object id, hit points, bite
 * and the choices made in the stop, walk and run states (`decide`, called
 * only in those three states; the attacks and the death are shared). */
typedef struct TigerKind {
    int object_id;
    int16_t hit_points;
    int16_t bite_damage;
    void (*decide)(struct Game *g, int item, struct Item *it, struct CreatureInfo *tiger,
                   const struct CreatureAI *info);
    /* The kind's control routine (a one-line call of Tiger_Control with
     * this table: an object's control gets only the item). */
    void (*control)(struct Game *g, int item);
} TigerKind;

/* One tick of a tiger of kind `k`. */
void Tiger_Control(struct Game *g, int item, const TigerKind *k);
/* Registers kind `k` in the object table (nothing when the level has no
 * model for it). */
void Tiger_SetupKind(struct Game *g, const TigerKind *k);

/* TR2's tiger (O2_TIGER: the snow leopard and white tiger levels give the
 * same id its other skins) in the object table (Object_SetupTR2's list). */
void Tiger_Setup(struct Game *g);

#endif
