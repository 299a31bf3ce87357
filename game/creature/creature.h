/* The creature core, as the original: what a creature knows about Lara
 * each tick (zones, distance, angle, ahead, bite), turning, tilting and
 * head tracking, and the animate step that keeps a creature inside the
 * boxes it may use (box edges, steps and drops, other creatures), floats
 * swimmers and fliers towards their target height and moves it between
 * rooms. Each creature kind (game/objects/creatures/) builds its control
 * routine from these. Mood and targets: mood.h; paths: box.h; slots:
 * lot.h.
 *
 * Every game uses the same calls; where the games differ the core reads
 * the level's table (creature_rules.h, GameRules.creatures): zone layout,
 * slots (TR1 8, TR2 5), search limits per kind, AI info and mood, head
 * arc, the water rules of Creature_Animate, the collision routine. A TR2
 * kind (game/objects/tr2/creatures/) writes its control routine as a TR1
 * one: Creature_Activate; alive: Creature_Think (or Creature_AIInfo +
 * Creature_Mood; violent = the original's MOOD_ATTACK argument), then
 * Creature_Turn and its states; dead: Creature_StartDeath; then
 * Creature_Tilt / Creature_Head / Creature_Neck and Creature_Animate (or
 * Creature_Vault for climbers). Its enemy is Creature_Enemy (the AI info
 * and mood already use it; guns aim at it); Creature_KillTR2 plays a kill
 * scene; Creature_AngerMonks / Creature_IsFriendlyTR2 are the monks'
 * friendly rule for the guns. Object set-up: Creature_SetupObject, then
 * the kind's numbers (hit points, radius, pivot) and Creature_SetBoneFlags
 * for the head bones. */
#ifndef TOMB8_GAME_CREATURE_CREATURE_H
#define TOMB8_GAME_CREATURE_CREATURE_H

#include "engine/sim/item.h"
#include "game/creature/lot.h"

struct Game;
struct CollInfo;

/* Half a turn either side: Lara is "ahead" inside it. */
#define CREATURE_FRONT_ARC 0x4000
#define CREATURE_SHADOW 256     /* the original's unit shadow size */
/* Shooters hit at most this far (squared distance) in TR1. */
#define CREATURE_SHOOT_RANGE (7 * WALL_SIZE * 7 * WALL_SIZE)

/* What the creature knows about its enemy this tick (the original's
 * AI_INFO). TR1's enemy is always Lara; TR2's is chosen per kind (see
 * Creature_Enemy). */
typedef struct CreatureAI {
    int16_t zone_num;       /* the creature's zone */
    int16_t enemy_zone;     /* Lara's zone (| BOX_BLOCKED when she is out of reach) */
    int32_t distance;       /* squared, from the creature's pivot */
    bool ahead;             /* inside the front arc */
    bool bite;              /* ahead and within a click vertically */
    int16_t angle;          /* to Lara, relative to the creature's facing */
    int16_t enemy_facing;   /* Lara's facing relative to the way to her, + half a turn */
    /* TR3: the pitch up to the enemy (the original's x_angle: the height
     * difference against the longer horizontal offset plus half the
     * shorter; a crouching or crawling Lara counts 384 lower). TR1 and TR2
     * leave it 0. */
    int16_t x_angle;
} CreatureAI;

/* A point on one of the creature's meshes (jaws, gun muzzles). */
typedef struct {
    int32_t x, y, z;
    int mesh;
} CreatureBite;

/* Effects creatures start at a mesh point (game/effects draws them). */
typedef enum {
    CREATURE_FX_BLOOD,
    CREATURE_FX_GUNSHOT_HIT,    /* bullet that hits Lara: blood on her */
    CREATURE_FX_GUNSHOT_MISS,   /* bullet that misses: a ricochet by her */
    CREATURE_FX_GUNSHOT,        /* muzzle flash only */
    CREATURE_FX_SHARD,          /* the winged mutant's dart */
    CREATURE_FX_ROCKET,         /* the shooting mutant's grenade */
} CreatureEffect;

/* The creature data of an item (NULL while it has no AI slot). */
CreatureInfo *Creature_Info(const struct Game *g, int item);
/* The head and neck turns the mesh tree's extra-rotation bones take for
 * this item (creatures with an AI slot), NULL otherwise: pass it to
 * Coll_GetSpheres and to the drawing of the item. */
const int16_t *Creature_ExtraRotation(const Item *it);
/* Marks a bone of a model (bone b: the mesh tree's link to mesh b + 1) as
 * turned by the creature's head (the original sets these bits in the mesh
 * tree when it sets the object up): flags 8 = about y, 4 = about x,
 * 16 = about z. */
void Creature_SetBoneFlags(struct Game *g, int object_id, int bone, int32_t flags);

/* Fills the object table entry every creature kind shares: the
 * original's creature initialise and collision routines, intelligent, the
 * save flags, a shadow; makes sure the AI slots exist. False (entry left
 * alone) when the level has no model for the object. */
bool Creature_SetupObject(struct Game *g, int object_id);
/* Switches to the object's animation rel_anim (counted from its first
 * animation) at frame `frame` of it (< 0: counted back from its end), as
 * the original's switch: states are left to the caller. */
void Creature_SwitchAnim(struct Game *g, Item *it, int rel_anim, int frame);
/* The first tick of a creature's death (hit points gone): puts it in
 * death_state and its animation die_anim, or with spread > 0 one of
 * several from die_anim on (plus a control number / spread, drawn on that
 * tick only). True on that tick (where a dead human drops his gun); later
 * ticks leave it alone. */
bool Creature_StartDeath(struct Game *g, Item *it, int16_t death_state, int die_anim,
                         int32_t spread);

/* The original's initialise routine of most creatures: a random start
 * facing within a quarter turn (one control number), collidable, no
 * data. */
void Creature_Initialise(struct Game *g, int item);
/* The same, then standing in the kind's animation `rel_anim` at `frame`
 * with current and goal state `state` (the initialise routine of TR3's
 * people, the monkey, the cobra, the winged mutant, TR2's third cultist). */
void Creature_InitialiseIn(struct Game *g, int item, int rel_anim, int frame, int16_t state);
/* Turns the item's heading by `angle`, at most `max_turn` either way (the
 * originals' turn to face an enemy while aiming or attacking in place). */
void Creature_TurnToward(Item *it, int32_t angle, int32_t max_turn);
/* At the top of a control routine: an invisible creature (one waiting for
 * an AI slot) tries to get one. False: no slot (no creature data), skip
 * this tick. */
bool Creature_Activate(struct Game *g, int item);
/* Fills info (the original's CreatureAIInfo, the game's through
 * CreatureRules.ai_info); also records the creature's and its enemy's
 * boxes. */
void Creature_AIInfo(struct Game *g, int item, CreatureAI *info);
/* The games' routines behind it. TR1: Lara is the enemy, the distance is
 * capped at 30 sectors, bite within a click (exclusive). TR2: the enemy is
 * chosen first (bandits: the nearest thinking monk or Lara; monks: the
 * nearest thinking bandit, and Lara once the monks are angry; every other
 * kind: Lara), INT32_MAX without an enemy (else capped as TR1's), bite
 * within a click (inclusive) of a living enemy. */
void Creature_AIInfoTR1(struct Game *g, int item, CreatureAI *info);
void Creature_AIInfoTR2(struct Game *g, int item, CreatureAI *info);
/* The second half of TR2's: what the creature knows of the enemy it has
 * (CreatureInfo.enemy, chosen by the game's own routine): zones, angle,
 * distance, facing, bite. TR3's rules use it after their own choice. */
void Creature_AIInfoEnemy(struct Game *g, int item, CreatureAI *info);
/* The box of the sector under an item in its own room (no portals);
 * LOT_NO_BOX when none. */
int16_t Creature_ItemBox(struct Game *g, const Item *it);
/* The item a creature is after: TR2's chosen enemy (set by its
 * Creature_AIInfo), Lara otherwise (TR1, or before the first AI tick). A
 * TR2 monk without a bandit near and while the monks are friendly has none
 * (info.distance is then INT32_MAX and its mood stays bored): this returns
 * Lara for it, so check Creature_Info(g, item)->enemy for ITEM_NONE where
 * it matters. */
int Creature_Enemy(const struct Game *g, int item);
/* TR2's monks are friendly until Lara shoots one: the gun code calls
 * Creature_AngerMonks when her shot hits a monk (O2_MONK_1/2), after which
 * monks go for her too. Creature_IsFriendlyTR2: whether Lara's guns should
 * leave this TR2 object id alone (a monk while the monks are calm). */
bool Creature_MonksAngry(const struct Game *g);
void Creature_AngerMonks(struct Game *g);
bool Creature_IsFriendlyTR2(const struct Game *g, int object_id);
/* TR2's kill scenes (the original's CreatureKill: shark, yeti, T-rex...):
 * the creature switches to its animation kill_anim in kill_state; Lara is
 * put where it stands, facing as it faces, in O2_LARA_EXTRA's set (its
 * first animation, stepped once), in lara_kill_state (the extra set's
 * state: 2 yeti, 3 shark, 6 T-rex), Lara.extra_anim set (her extra
 * states' routines play the scene), hands busy, unarmed, no air. */
void Creature_KillTR2(struct Game *g, int item, int kill_anim, int16_t kill_state,
                      int16_t lara_kill_state);
/* The same with another game's extra set (TR3's O3_LARA_EXTRA: the
 * T-rex's kill). */
void Creature_KillWithExtra(struct Game *g, int item, int kill_anim, int16_t kill_state,
                            int16_t lara_kill_state, int extra_object);
/* TR2's climbers (the original's CreatureVault: yeti, humans that climb):
 * one Creature_Animate step with `angle`; when it took the creature up a
 * block's edge (1.5 clicks or more) or over a drop (floor 3.5 clicks or
 * more below), the creature goes back to its height and room before the
 * step, squared onto the sector edge it crossed `shift` units from it,
 * facing across, and the result says which animation to switch to: 2, 3,
 * 4 (climb of about 2, 3, 4 clicks), -4 (a fall); 0: a plain step (also
 * when it crossed a corner, both axes at once). `vault` is unused (the
 * original's argument). */
int Creature_Vault(struct Game *g, int item, int16_t angle, int vault, int32_t shift);
/* What most control routines do first while the creature lives:
 * Creature_AIInfo, then Creature_Mood (violent as there). Returns the head
 * turn towards Lara: her angle when she is ahead, else 0. */
int16_t Creature_Think(struct Game *g, int item, CreatureAI *info, bool violent);
/* Turns towards this tick's target by at most max_turn (half of it when
 * the target is behind and within the turning circle); returns the turn. */
int16_t Creature_Turn(struct Game *g, int item, int16_t max_turn);
/* Leans into a turn: roll follows angle * 4 by at most 3 degrees a tick. */
void Creature_Tilt(Item *it, int16_t angle);
/* Head / neck turns follow `required` by at most 5 degrees a tick, within
 * the game's head arc (TR1 the front arc, 90 degrees; TR2 67.5). */
void Creature_Head(struct Game *g, int item, int16_t required);
void Creature_Neck(struct Game *g, int item, int16_t required);
/* One tick of movement (the original's CreatureAnimation): the animation
 * step, then the box rules, other creatures, height and room. False when
 * the creature has no data or its animation ended it (it is then dead and
 * off the active list). */
bool Creature_Animate(struct Game *g, int item, int16_t angle, int16_t tilt);
/* Whether another moving creature in the same room (earlier in the room's
 * list) is within this one's radius. */
bool Creature_CheckBaddieOverlap(struct Game *g, int item);
/* World position of a point given in one of the item's meshes (the
 * original's GetJointAbsPosition, with the creature's head turns). */
void Creature_JointPos(const struct Game *g, const Item *it, Vec3i *pos, int mesh);
/* Starts an effect at a bite point; returns the effect number or -1. */
int Creature_Effect(struct Game *g, int item, const CreatureBite *bite, CreatureEffect kind);
/* Whether the creature can shoot at Lara: ahead, in range and in sight. */
bool Creature_CanTargetEnemy(struct Game *g, int item, const CreatureAI *info);
/* One shot at Lara from `gun` (a control number decides the hit, closer is
 * likelier); a hit costs her `damage`. True on a hit. */
bool Creature_ShootAtLara(struct Game *g, int item, int32_t distance, const CreatureBite *gun,
                          int16_t extra_rotation, int16_t damage);
/* A dead swimmer rises to the surface (the original's CreatureFloat). */
void Creature_Float(struct Game *g, int item);
/* Keeps a swimmer at least `depth` below the water surface. */
void Creature_Underwater(struct Game *g, int item, int32_t depth);
/* What the original does when a creature's animation ends it: no longer
 * collidable nor a target, off the active list, slot freed. */
void Creature_Die(struct Game *g, int item);
/* Collision routine of creatures (pushes Lara, hurts only while alive);
 * Creature_SetupObject installs the game's (CreatureRules.collision). */
void Creature_Collision(struct Game *g, int item, Item *lara, struct CollInfo *c);
/* TR2's: no push while Lara swims or treads water; the push hurts as her
 * collision allows, whether the creature lives or not. */
void Creature_CollisionTR2(struct Game *g, int item, Item *lara, struct CollInfo *c);

/* A sound at the item (the animation events' sound output). */
void Creature_Sound(struct Game *g, Item *it, int sound_id);
/* The original's exploding death (body parts flying, hurting Lara by
 * `damage` on contact): true once every mesh is gone. */
bool Creature_Explode(struct Game *g, int item, int16_t damage);

/* The original's Item_Spawn: a new item of object_id where `item` stands
 * (its room, position and rotation), set up like a level item and left
 * inactive (the guns and keys dead enemies drop). Returns the item or
 * ITEM_NONE when no slot is free. */
int Creature_SpawnItem(struct Game *g, int item, int object_id);

/* Kill statistics: a shot of `damage` that takes a living target's last
 * hit points counts a kill (the original counts in the guns' hit routine,
 * before the damage is applied). */
void Creature_CountKill(struct Game *g, const Item *target, int damage);
int32_t Creature_Kills(const struct Game *g);

/* Lara's damage from creature attacks (hit_status: she flinches). */
void Creature_HurtLara(struct Game *g, int16_t damage);
/* Damage without the flinch (the T-rex's trampling). */
void Creature_HurtLaraQuiet(struct Game *g, int16_t damage);
/* A bite or blow that lands: blood at the bite point, Lara loses damage
 * (flinching), and the attack is marked done by setting the creature's
 * required state to `next`. */
void Creature_Bite(struct Game *g, int item, const CreatureBite *bite, int16_t damage,
                   int16_t next);
/* Puts Lara into animation rel_anim of another object's set (the death
 * scenes of the T-rex and the giant mutant): position and facing of
 * `killer`, hands busy, no air, dead. */
void Creature_LaraKilledBy(struct Game *g, const Item *killer, int extra_object, int rel_anim,
                           int16_t state);

#endif
