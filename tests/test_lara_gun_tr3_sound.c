/* TR3's blast under each of Lara's shots (GunRules.shot_sound in
 * game/lara/lara_gun_tr3.c; tomb3 lara2gun.cpp AnimatePistols,
 * lara1gun.cpp FireShotgun and FireRocket): sound 105, pitched 0x20000 for
 * the pistols, uzis, Desert Eagle and rocket launcher, 0x14000 for the
 * shotgun, once in each tick a shot is fired (the pistols' two hands fire
 * in the same tick: still one), before the gun's own sample. On a room
 * built at test time (tests/tr_build.h, Lara and her guns from
 * ../shared/levels/tr3/RANDO_TEST1.TR2; skipped without it), firing at
 * nothing. */
#include "tests/test.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game/game.h"
#include "game/lara/lara.h"
#include "game/lara/lara_gun.h"
#include "game/lara/lara_gun_tr2.h"
#include "game/objects/tr3/object_ids_tr3.h"

#include "tests/test_game.h"
#include "tests/tr_build.h"
#include "tests/tr_build_game.h"

enum { BLAST = 105, TICKS = 80 };

/* What one tick sounded: blasts at the expected pitch, other blasts
 * (unpitched or another pitch), the gun's sample, and whether a blast came
 * after the sample. */
typedef struct {
    int32_t want_pitch;
    int sample;
    int blasts, other_blasts, samples;
    bool blast_after_sample;
} TickSounds;

static void on_sound(void *user, Item *it, int sfx)
{
    (void)it;
    TickSounds *ts = user;
    if (sfx == BLAST)
        ts->other_blasts++;
    else if (sfx == ts->sample)
        ts->samples++;
}

static void on_sound_pitch(void *user, Item *it, int sfx, int32_t pitch)
{
    (void)it;
    TickSounds *ts = user;
    if (sfx != BLAST) {
        on_sound(user, it, sfx);
        return;
    }
    if (pitch == ts->want_pitch) {
        ts->blasts++;
        ts->blast_after_sample = ts->blast_after_sample || ts->samples > 0;
    } else {
        ts->other_blasts++;
    }
}

static TestGame *open_room(char *why, size_t cap)
{
    TrBuild *b = TrBuildGame_New(GAME_TR3, why, cap);
    if (!b)
        return NULL;
    int room = LB_AddRoom(&b->lb, 0, 0, 6, 12, 0, -12, LB_MAT_STONE, LB_MAT_BRICK,
                          LB_MAT_STONE);
    LB_AddItem(&b->lb, 0, room, 2560, 0, 1536, 0, 0);
    return TrBuildGame_OpenWhy(b, "gun_tr3_sound.tr2", why, cap);
}

/* Lara with only gun `type` and 40 rounds for it, drawn. */
static LaraAmmo *arm_and_draw(TestGame *t, int type)
{
    LaraAmmo *a = TestGame_ArmOnly(&t->g, type, 40);
    return TestGame_DrawGun(t) ? a : NULL;
}

typedef struct {
    int shot_ticks;   /* ticks whose sample played (a shot) */
    int blast_ticks;  /* ticks with a blast at the pitch */
    int ammo_ticks;   /* ticks a round was used */
    bool at_shots;    /* blast ticks are the shot (or round) ticks */
    bool one_a_tick;  /* never two in a tick */
    bool none_other;  /* no blast of another pitch in a tick that fired */
    bool before;      /* never after the sample */
} GunFire;

/* Holds action for TICKS ticks with gun `type`, each tick's sounds kept. */
static bool fire(int type, int sample, int32_t pitch, bool by_ammo, GunFire *out, char *why,
                 size_t cap)
{
    memset(out, 0, sizeof(*out));
    out->at_shots = out->one_a_tick = out->none_other = out->before = true;
    TestGame *t = open_room(why, cap);
    if (!t)
        return false;
    LaraAmmo *a = arm_and_draw(t, type);
    if (!a) {
        snprintf(why, cap, "gun %d not drawn", type);
        TestGame_Delete(t);
        return true; /* the checks below then fail */
    }
    TickSounds ts;
    t->sim.events.user = &ts;
    t->sim.events.sound = on_sound;
    t->sim.events.sound_pitch = on_sound_pitch;
    for (int i = 0; i < TICKS; i++) {
        ts = (TickSounds){ .want_pitch = pitch, .sample = sample };
        int32_t ammo = a->ammo;
        TestGame_Step(t, INPUT_ACTION, 1);
        bool used = a->ammo != ammo;
        bool shot = by_ammo ? used : ts.samples > 0;
        out->shot_ticks += ts.samples > 0;
        out->ammo_ticks += used;
        out->blast_ticks += ts.blasts > 0;
        out->at_shots = out->at_shots && (ts.blasts > 0) == shot;
        out->one_a_tick = out->one_a_tick && ts.blasts <= 1;
        out->none_other = out->none_other && !(shot && ts.other_blasts);
        out->before = out->before && !ts.blast_after_sample;
    }
    t->sim.events.user = NULL;
    TestGame_Delete(t);
    return true;
}

/* Holds action with gun `type` (see fire): at least two blast ticks, each
 * at a shot (by_ammo: a tick a round went; else a tick the sample
 * played), one blast at the most a tick, none of another pitch in a tick
 * that fired, never after the sample. */
static void check_fire(int type, int sample, int32_t pitch, bool by_ammo)
{
    GunFire f;
    char why[600] = "";
    if (!fire(type, sample, pitch, by_ammo, &f, why, sizeof why))
        SKIP(why);
    if (why[0])
        CHECK_MSG(false, "%s", why);
    CHECK_MSG(f.blast_ticks >= 2, "%d blast ticks", f.blast_ticks);
    CHECK(f.at_shots);
    CHECK(f.one_a_tick);
    CHECK(f.none_other);
    CHECK(f.before);
    if (by_ammo)
        CHECK_EQ(f.blast_ticks, f.ammo_ticks);
    else
        CHECK_EQ(f.blast_ticks, f.shot_ticks);
}

/* Two pistols firing together: one blast a tick, at each tick they fire
 * (their sample's), an octave up. */
TEST(tr3_gun_pistols_blast_once_a_tick)
{
    check_fire(LGT_PISTOLS, SFX2_LARA_FIRE, 0x20000, false);
}

/* Uzis: a blast at each tick a round goes (their sample also runs through
 * the recoil, so the rounds tell the shots). */
TEST(tr3_gun_uzis_blast_at_each_shot)
{
    check_fire(LGT_UZIS, SFX2_UZI_FIRE, 0x20000, true);
}

TEST(tr3_gun_desert_eagle_blast_at_each_shot)
{
    check_fire(LGT_MAGNUMS, 121, 0x20000, true);
}

TEST(tr3_gun_shotgun_blast_lower)
{
    check_fire(LGT_SHOTGUN, SFX2_SHOTGUN, 0x14000, true);
}

/* The rocket's launch: its blast at 0x20000 (TR2's code played it at the
 * sample's own rate); its explosion later is the rocket's own. */
TEST(tr3_gun_rocket_launch_blast)
{
    check_fire(LGT_ROCKET, -1, 0x20000, true);
}

/* What the rocket's explosion sounded through the effects' sound hooks. */
typedef struct {
    int pitched_blasts, plain_blasts, rumbles;
    int32_t pitch;
    bool rumble_first;
} BoomSounds;

static void on_fx_sound(void *user, int sfx, const Vec3i *pos)
{
    (void)pos;
    BoomSounds *b = user;
    if (sfx == BLAST)
        b->plain_blasts++;
    else if (sfx == BLAST + 1) {
        b->rumbles++;
        b->rumble_first = b->rumble_first || b->pitched_blasts == 0;
    }
}

static void on_fx_sound_pitch(void *user, int sfx, const Vec3i *pos, int32_t pitch)
{
    BoomSounds *b = user;
    if (sfx != BLAST) {
        on_fx_sound(user, sfx, pos);
        return;
    }
    b->pitched_blasts++;
    b->pitch = pitch;
}

/* Fires launcher `type` until its projectile `object_id` flies, then
 * hears its explosion (on its fuse or the room's far wall, within `ticks`
 * ticks): its blast (105) at 0x18000, once, then the rumble (106). */
static void check_explosion(int type, int object_id, int ticks)
{
    char why[600] = "";
    TestGame *t = open_room(why, sizeof why);
    if (!t)
        SKIP(why);
    CHECK(arm_and_draw(t, type) != NULL);
    Game *g = &t->g;
    int p = -1;
    for (int i = 0; i < 60 && p < 0; i++) {
        TestGame_Step(t, INPUT_ACTION, 1);
        for (uint32_t k = 0; k < t->sim.num_items && p < 0; k++)
            if (t->sim.items[k].object_id == object_id && t->sim.items[k].active)
                p = (int)k;
    }
    CHECK(p >= 0);
    BoomSounds b = { 0 };
    g->effects.play_sound = on_fx_sound;
    g->effects.play_sound_pitch = on_fx_sound_pitch;
    g->effects.sound_user = &b;
    for (int i = 0; i < ticks && t->sim.items[p].active; i++)
        TestGame_Step(t, 0, 1);
    g->effects.play_sound = NULL;
    g->effects.play_sound_pitch = NULL;
    g->effects.sound_user = NULL;
    CHECK(!t->sim.items[p].active);
    CHECK_EQ(b.pitched_blasts, 1);
    CHECK_EQ(b.pitch, 0x18000);
    CHECK_EQ(b.plain_blasts, 0);
    CHECK_EQ(b.rumbles, 1);
    CHECK(!b.rumble_first);
    TestGame_Delete(t);
}

/* The rocket's explosion (here on the room's far wall): its blast (105)
 * at 0x18000, once, then the rumble (106) (tomb3 lara1gun.cpp
 * ControlRocket); it played the blast unpitched before. */
TEST(tr3_gun_rocket_explosion_blast_pitched)
{
    check_explosion(LGT_ROCKET, O3_ROCKET, 80);
}

/* The grenade's explosion (on its fuse or the far wall): as the rocket's,
 * its blast (105) at 0x18000 once, then the rumble (106) (tomb3
 * lara1gun.cpp ControlGrenade); it played the blast unpitched before. */
TEST(tr3_gun_grenade_explosion_blast_pitched)
{
    check_explosion(LGT_GRENADE, O3_GRENADE, 200);
}

/* The MP5 standing: its blast at 0x50000 under each tick's fire sound
 * (tomb3 lara1gun.cpp AnimateShotgun, state 2), once a tick, before it. */
TEST(tr3_gun_mp5_blast_standing)
{
    check_fire(LGT_M16, SFX2_M16_FIRE, 0x50000, false);
}

/* What the MP5 sounds: its fire (78, TR3's SFX_HECKLER_KOCH_FIRE), the
 * list's stop (104) and its standing blast (105 at 0x50000). */
typedef struct {
    int fire, stop, blast;
} Mp5Heard;

static void hear_mp5(void *user, Item *it, int sfx)
{
    (void)it;
    Mp5Heard *h = user;
    h->fire += sfx == SFX2_M16_FIRE;
    h->stop += sfx == SFX2_M16_STOP;
}

static void hear_mp5_pitch(void *user, Item *it, int sfx, int32_t pitch)
{
    Mp5Heard *h = user;
    if (sfx == BLAST)
        h->blast += pitch == 0x50000;
    else
        hear_mp5(user, it, sfx);
}

/* The MP5 let go: its recoil plays out (fire and blast each tick), then
 * TR3's AnimateShotgun stops it with a tick of its blast alone, never the
 * sound list's stop (104) that TR2's M16 plays (tomb3 lara1gun.cpp,
 * state 2: GunRules.m16_stop_sound 0). */
TEST(tr3_gun_mp5_stops_with_its_blast_alone)
{
    char why[600] = "";
    TestGame *t = open_room(why, sizeof why);
    if (!t)
        SKIP(why);
    CHECK(arm_and_draw(t, LGT_M16) != NULL);
    Mp5Heard firing = { 0 }, tick;
    int stops = 0, blast_alone = 0;
    t->sim.events.sound = hear_mp5;
    t->sim.events.sound_pitch = hear_mp5_pitch;
    t->sim.events.user = &firing;
    TestGame_Step(t, INPUT_ACTION, 20);
    t->sim.events.user = &tick;
    for (int i = 0; i < 20; i++) {
        tick = (Mp5Heard){ 0 };
        TestGame_Step(t, 0, 1);
        stops += tick.stop;
        blast_alone += tick.blast == 1 && tick.fire == 0;
    }
    t->sim.events.user = NULL;
    TestGame_Delete(t);
    CHECK_MSG(firing.fire >= 2, "%d fire sounds", firing.fire);
    CHECK_EQ(firing.stop, 0);
    CHECK_EQ(stops, 0);
    CHECK_EQ(blast_alone, 1);
}
