/* TR3's human creatures (game/objects/tr3/creatures/: the tribesmen, the
 * punks, guards, soldiers, prisoners, divers, the bosses...): one set-up
 * routine per kind, each registering its object ids when the level has
 * their model (Object_SetupTR3 calls Tr3People_Setup), and what they
 * share. The facts are the TR3 decompilation's (Trxyebeep/tomb3,
 * tomb3/game/<kind>.cpp, numbers from setup.cpp).
 *
 * TR3 writes its control routines as TR2 does, on the same creature core
 * (game/creature/): Creature_Activate; alive: choose the enemy, AI info,
 * mood, turn, the kind's states; dead: a death animation; then the
 * joints, tilt and the animation step. What TR3 adds lives here: four
 * joints turned by TR3's CreatureJoint (Tr3People_Joint), the pitch to
 * the enemy (the original's x_angle), blows that land through the
 * touched meshes, and the numbers each kind sets up. Guns use TR2's
 * people routine unchanged (game/creature/creature_gun.h: TR3's ShotLara
 * and Targetable keep its range, chance and sight line). */
#ifndef TOMB8_GAME_OBJECTS_TR3_CREATURES_TR3_PEOPLE_H
#define TOMB8_GAME_OBJECTS_TR3_CREATURES_TR3_PEOPLE_H

#include "engine/core/common.h"
#include "engine/sim/item.h"
#include "game/creature/creature.h"

struct Game;

/* The collision radius of TR3's humans (setup.cpp: 102 units). */
#define TR3_PERSON_RADIUS (WALL_SIZE / 10)

/* Every kind below, for Object_SetupTR3's list. */
void Tr3People_Setup(struct Game *g);

/* The tribesmen of the South Pacific: the axe man (O3_TRIBEAXE) and the
 * blowpipe man (O3_BLOWPIPE). */
void Tr3TribeAxe_Setup(struct Game *g);
void Tr3Blowpipe_Setup(struct Game *g);

/* The brawlers who punch (one routine, tomb3's punk.cpp, 51civvy.cpp,
 * prisoner.cpp and 51baton.cpp): London's punks (O3_PUNK_1), Area 51's
 * civilians (O3_CIVVIE), its prisoners (O3_BOB, friendly to Lara until
 * her guns hurt one) and its MPs with a baton (O3_MP_1, who also kick). */
void Tr3Brawler_Setup(struct Game *g);

/* London's security guard with his gun (O3_SECURITY_GUARD), Area 51's
 * MP with a gun (O3_MP_2) and Nevada's red soldier (O3_OILRED): one
 * routine, three kinds' numbers. */
void Tr3SecurityGuard_Setup(struct Game *g);

/* The soldiers with sub-machine guns: the South Pacific's army soldier
 * (O3_STHPAC_MERCENARY, friendly until Lara hurts him), Antarctica's
 * soldier in white (O3_WHITE_SOLDIER), London's SWAT (O3_SWAT_GUN) and
 * mercenary (O3_LON_MERCENARY_1). */
void Tr3SmgSoldier_Setup(struct Game *g);

/* Winston, Lara's butler (O3_WINSTON) and his armoured self at target
 * practice (O3_ARMY_WINSTON): he follows her and never harms her. */
void Tr3Winston_Setup(struct Game *g);

/* The autogun (O3_ROBOT_SENTRY_GUN): still until shot or alarmed. */
void Tr3Autogun_Setup(struct Game *g);
/* An alarm caught Lara (the original's alarm lasers): every autogun whose
 * trigger is on and that thinks wakes up. */
void Tr3Autogun_Alarm(struct Game *g);
/* Area 51's "killing boxes" (tomb3 51civvy.cpp, 51baton.cpp, mpgun.cpp):
 * a creature standing in a box a security laser has closed (its blocked
 * bit, game/objects/tr3/trap/lasers_tr3.c) loses 20 a tick, with blood. */
void Tr3People_LaserBox(struct Game *g, Item *it);
/* Area 51's flamethrower guard (O3_FLAMETHROWER_BLOKE, flamer.c): his
 * fire is TR3's stream of fire (Effect_FireStreamTR3). */
void Tr3Flamer_Setup(struct Game *g);

/* A kind's numbers as TR3's object set-up gives them. Bones: up to four
 * (bone, flags) pairs turned by the creature's joints, in joint order
 * (the set-up's `bones[bone_index + 4 * bone] |= flags`; 8 about y, 4
 * about x). */
typedef struct Tr3PersonNumbers {
    int16_t hit_points;
    int16_t radius;
    int16_t pivot_length;
    int16_t shadow_size;
    int num_bones;
    struct {
        int bone;
        int32_t flags;
    } bones[4];
} Tr3PersonNumbers;
/* Registers object_id as a creature with these numbers ticked by
 * `control`; false (nothing changed) when the level lacks its model. */
bool Tr3People_SetupKind(struct Game *g, int object_id, const Tr3PersonNumbers *n,
                         void (*control)(struct Game *g, int item));

/* TR3's CreatureJoint: joint 0..3 follows `required` by at most 5 degrees
 * a tick, within 67.5 degrees either side. */
void Tr3People_Joint(CreatureInfo *c, int joint, int16_t required);
/* The end of a person's tick before animating: the lean, then joints 0
 * (torso about y), 1 (torso about x) and 2 (head) towards their turns. */
void Tr3People_Pose(Item *it, CreatureInfo *c, int16_t tilt, int16_t torso_y, int16_t torso_x,
                    int16_t head);
/* The pitch from the creature to its enemy (the original's AI x_angle):
 * the height difference against the longer horizontal offset plus half
 * the shorter. */
int16_t Tr3People_XAngle(const struct Game *g, const Item *it, const Item *enemy);
/* Whether Lara's guns are aimed at this item (the original's
 * lara.target == item: an escaping creature she is not aiming at may
 * stand). */
bool Tr3People_LaraTargets(const struct Game *g, int item);

/* The mood (the original's GetCreatureMood and CreatureMood): the game's
 * (Creature_Mood) for a creature after an enemy; one without (its
 * CreatureInfo.enemy ITEM_NONE: a punk who has not been alerted, a
 * prisoner with no one to fight) is bored and wanders, as TR2's mood has
 * it (Creature_MoodTR2). */
void Tr3People_Mood(struct Game *g, int item, const CreatureAI *info, bool violent);
/* The original's AlertAllGuards: every thinking creature of this item's
 * kind that is active knows Lara is about (CreatureInfo.alerted). */
void Tr3People_AlertAll(struct Game *g, int item);
/* The original's TargetVisible: Lara alive, within 8 sectors, no more
 * than 90 degrees off the way the creature's head (joint 2) looks, and in
 * sight (the sight line of game/creature/creature_gun.h). angle and
 * distance: to her, as the AI info gives them. */
bool Tr3People_TargetVisible(struct Game *g, int item, int16_t angle, int32_t distance);

/* What the creature knows of Lara when its enemy may be another (an AI
 * object, a creature): the AI info's angle and distance when Lara is the
 * enemy, else her turn from its heading and her squared distance on the
 * floor (the originals' lara_info). */
void Tr3People_LaraSight(struct Game *g, int item, const CreatureAI *info, int16_t *angle,
                         int32_t *distance);

/* A blow of `damage` at Lara: lands when the creature's meshes in
 * touch_mask touch her (Item.touch_bits, set by her collision), with
 * blood at `bite`. True when it landed. */
bool Tr3People_StrikeLara(struct Game *g, int item, const CreatureBite *bite, uint32_t touch_mask,
                          int16_t damage);
/* A blow at another creature (prisoners fight guards): lands when the
 * enemy's position is within `reach` on x and z and `reach_y` on y of
 * the creature's; it loses `damage`. True when it landed. */
bool Tr3People_StrikeCreature(struct Game *g, int item, int enemy, int32_t reach, int32_t reach_y,
                              int16_t damage);

#endif
