/* TR3's autogun, the sentry gun of the High Security Compound
 * (O3_ROBOT_SENTRY_GUN, tomb3 autogun.cpp). It stands where it is put
 * (no path search: it never moves) and wakes only when it is shot or an
 * alarm catches Lara (Tr3Autogun_Alarm: the alarm lasers of the level);
 * woken, it turns its barrels (its first bone about y, 10 degrees a tick;
 * the base swings round when she gets behind it) and pitches them (its
 * second bone about x) at her, and fires when it can target her: one shot
 * a burst from one of its two barrels for 10, TR2's people gun routine's
 * range, chance and sight line. After a burst it sleeps again unless it
 * has an AI_MODIFY under it, which keeps it firing. 100 hit points; shot
 * to none it bursts into its meshes and is gone. Its muzzle light is not
 * made. */
#include "game/objects/tr3/creatures/tr3_people.h"

#include "game/creature/ai_tr3.h"
#include "game/creature/creature.h"
#include "game/creature/creature_gun.h"
#include "game/creature/lot.h"
#include "game/effects/effect.h"
#include "game/game.h"
#include "game/objects/tr3/object_ids_tr3.h"

enum { GUN_FIRE = 0, GUN_STILL = 1 };

#define GUN_HIT_POINTS 100
#define GUN_DAMAGE 10
#define GUN_START_ANIM 1
#define GUN_TURN ANGLE_DEG(10)
#define GUN_FLASH_TICKS 10
#define SFX3_LARA_UZI_STOP 44

/* Its per-item words (CreatureInfo.item_flags, the original's item fields
 * of the same use): awake (its really_active), a burst fired, the flash
 * ticks left (its fired_weapon) and the barrel that fires next. */
enum { AWAKE, FIRED, FLASH, RIGHT_NEXT };

static const CreatureBite k_left = { 110, -30, -530, 2 };
static const CreatureBite k_right = { -110, -30, -530, 2 };

static int16_t rnd(Game *g) { return (int16_t)Prng_Control(&g->sim->prng); }

static bool targetable(Game *g, int item, const CreatureInfo *c, const CreatureAI *info)
{
    return c->enemy >= 0 && CreatureGun_CanTarget(g, item, c->enemy, info);
}

static void autogun_initialise(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    it->collidable = true;
    it->data = NULL;
    Creature_SwitchAnim(g, it, GUN_START_ANIM, 0);
    it->current_state = it->goal_state = GUN_STILL;
}

/* Shot to nothing: it bursts into its meshes and leaves the world. */
static void blow_up(Game *g, int item, Item *it)
{
    Effect_ExplodingDeath(g, item, 0xFFFFFFFFu, 0, Creature_ExtraRotation(it));
    Lot_DisableAI(g, item);
    Object_Kill(g, item);
    it->status = ITEM_STATUS_DEACTIVATED;
    it->collidable = false;
}

static void fire_or_sleep(Game *g, int item, Item *it, CreatureInfo *c, const CreatureAI *info)
{
    int16_t *f = c->item_flags;
    if (it->current_state == GUN_FIRE) {
        if (!targetable(g, item, c, info)) {
            it->goal_state = GUN_STILL;
        } else if (it->frame == g->lv->animations[it->anim].frame_start) {
            f[FIRED] = 1;
            CreatureGun_Shoot(g, item, c->enemy, info, f[RIGHT_NEXT] ? &k_left : &k_right,
                              c->head_rotation, GUN_DAMAGE);
            f[FLASH] = GUN_FLASH_TICKS;
            Object_Sound(g, it, SFX3_LARA_UZI_STOP);
        }
    } else if (it->current_state == GUN_STILL) {
        if (targetable(g, item, c, info) && !f[FIRED]) {
            it->goal_state = GUN_FIRE;
        } else if (f[FIRED]) {
            if (it->ai_bits == AI_BIT_MODIFY) {
                it->goal_state = GUN_FIRE;
            } else {
                f[AWAKE] = 0;
                f[FIRED] = 0;
            }
        }
    }
}

static void autogun_control(Game *g, int item)
{
    Item *it = &g->sim->items[item];
    CreatureInfo *c = Creature_Info(g, item);
    /* While its flash lasts, a barrel is picked for the next shot (the
     * original does it where it lights the muzzle). */
    if (c && c->item_flags[FLASH] > 1) {
        c->item_flags[FLASH]--;
        c->item_flags[RIGHT_NEXT] = (int16_t)!(rnd(g) & 1);
    }
    if (!Creature_Activate(g, item) || !(c = it->data))
        return;
    if (it->hit_status)
        c->item_flags[AWAKE] = 1;
    if (it->hit_points <= 0) {
        blow_up(g, item, it);
        return;
    }
    if (!c->item_flags[AWAKE])
        return;
    c->enemy = (int16_t)g->sim->lara;
    CreatureAI info;
    Creature_AIInfo(g, item, &info);
    fire_or_sleep(g, item, it, c, &info);
    /* the barrels turn 10 degrees a tick, pitch as a TR3 joint */
    int16_t diff = (int16_t)(info.angle - c->head_rotation);
    if (diff > GUN_TURN)
        diff = GUN_TURN;
    else if (diff < -GUN_TURN)
        diff = -GUN_TURN;
    c->head_rotation = (int16_t)(c->head_rotation + diff);
    Tr3People_Joint(c, 1, (int16_t)-info.x_angle);
    Object_Animate(g, it);
    if (info.angle > ANGLE_90 || info.angle < -ANGLE_90) {
        it->rot.y = (int16_t)(it->rot.y + 0x8000);
        c->head_rotation = (int16_t)(c->head_rotation + 0x8000);
    }
}

void Tr3Autogun_Alarm(Game *g)
{
    CreatureSlots *cs = g->creatures;
    for (int i = 0; cs && i < LOT_SLOTS; i++) {
        int other = cs->slot[i].item;
        if (other < 0)
            continue;
        Item *t = &g->sim->items[other];
        if (t->object_id == O3_ROBOT_SENTRY_GUN && Object_IsTriggerActive(t))
            cs->slot[i].item_flags[AWAKE] = 1;
    }
}

void Tr3Autogun_Setup(Game *g)
{
    /* Its barrels (bone 0) about y, their pitch (bone 1) about x. */
    static const Tr3PersonNumbers n = {
        .hit_points = GUN_HIT_POINTS,
        .radius = TR3_PERSON_RADIUS,
        .pivot_length = 0,
        .shadow_size = 0,
        .num_bones = 2,
        .bones = { { 0, 8 }, { 1, 4 } },
    };
    if (Tr3People_SetupKind(g, O3_ROBOT_SENTRY_GUN, &n, autogun_control))
        g->objects[O3_ROBOT_SENTRY_GUN].initialise = autogun_initialise;
}
