/* TR3's light and sound objects (game/objects/tr3/general/lights_tr3.c,
 * sound_tr3.c) and its footstep sounds (game/flipeffect_tr3.c) on a purpose-built TR3 room (tests/tr3_trap_room.h;
 * skipped without the shared donor level). None of them needs a model. */
#include "tests/test.h"


#include "game/flipeffect.h"
#include "game/game.h"
#include "game/gameflow/gameflow.h"
#include "game/lara/lara_gun.h"
#include "game/objects/tr3/general/lights_tr3.h"
#include "game/objects/tr3/object_ids_tr3.h"
#include "tests/tr3_trap_room.h"

#define MID(n) TRAP_MID(n)

/* A room with Lara on a pad at (2, 2) waking `n` objects of `kinds` at
 * (4 + i, 5); one more object of kinds[0] at (6, 6) is never triggered
 * (its index in *idle when idle is not NULL). */
static TestGame *object_room(const int16_t *kinds, int n, int *items, int *idle, int timer)
{
    int room;
    TrBuild *b = TrapRoom_New(&room);
    if (!b)
        return NULL;
    LB_AddItem(&b->lb, O3_LARA, room, MID(2), 0, MID(2), 0, 0);
    int pad = LB_AddTrigger(&b->lb, room, 2, 2, LB_TRIG_PAD, timer, false);
    for (int i = 0; i < n; i++) {
        items[i] = LB_AddItem(&b->lb, kinds[i], room, MID(4 + i % 3), -512, MID(5 - i / 3), 0, 0);
        LB_TriggerAction(&b->lb, pad, LB_ACT_OBJECT, items[i]);
    }
    int other = LB_AddItem(&b->lb, kinds[0], room, MID(6), -512, MID(6), 0, 0);
    if (idle)
        *idle = other;
    TestGame *t = TrapRoom_Open(b, "tr3_ambient.tr2", -1, -1);
    TrBuild_Delete(b);
    return t;
}

/* Lara steps off the pad (a pad re-triggers, and resets a trigger's
 * timer, every tick she stands on it). */
static void off_pad(TestGame *t)
{
    t->sim.items[t->sim.lara].pos = (Vec3i){ MID(1), 0, MID(6) };
    Sim_UpdateItemRoom(&t->sim, t->sim.lara);
}

/* The tick's light at `at`, NULL when there is none. */
static const GunLight *light_at(const TestGame *t, Vec3i at)
{
    const GunLights *l = &t->g.lights;
    for (int i = 0; i < l->count; i++)
        if (l->light[i].pos.x == at.x && l->light[i].pos.y == at.y && l->light[i].pos.z == at.z)
            return &l->light[i];
    return NULL;
}

/* The on/off light (white, reach 16 steps of 256: 2^12) and the coloured
 * lights (their brightest channel 31, reach 24: 6144, nearest 2^13) light
 * up once triggered, every tick, at themselves; one never triggered does
 * not. */
TEST(tr3_lights_on_off_and_coloured_while_triggered)
{
    static const int16_t kinds[] = { O3_ON_OFF_LIGHT, O3_RED_LIGHT, O3_BLUE_LIGHT, O3_AMBER_LIGHT };
    int it[4], idle;
    TestGame *t = object_room(kinds, 4, it, &idle, 0);
    if (!t)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    CHECK_EQ(t->g.lights.count, 0);
    TestGame_Step(t, 0, 2);
    for (int k = 0; k < 3; k++) {
        TestGame_Step(t, 0, 1);
        for (int i = 0; i < 4; i++) {
            const GunLight *l = light_at(t, t->sim.items[it[i]].pos);
            CHECK(l != NULL);
            if (!l)
                continue;
            CHECK_EQ(l->intensity, 15);
            CHECK_EQ(l->falloff, i == 0 ? 12 : 13);
            CHECK_EQ(l->room, t->sim.items[it[i]].room);
        }
        CHECK(light_at(t, t->sim.items[idle].pos) == NULL);
    }
    TestGame_Delete(t);
}

/* The pulse light's reach follows the sine of its phase: from 8 steps
 * (2048: 2^11) to 31 (7936: 2^13), a light every tick. */
TEST(tr3_pulse_light_swings_its_reach)
{
    static const int16_t kinds[] = { O3_PULSE_LIGHT };
    int it;
    TestGame *t = object_room(kinds, 1, &it, NULL, 0);
    if (!t)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    TestGame_Step(t, 0, 2);
    int lo = 99, hi = 0;
    for (int k = 0; k < 90; k++) {
        TestGame_Step(t, 0, 1);
        const GunLight *l = light_at(t, t->sim.items[it].pos);
        CHECK(l != NULL);
        if (!l)
            break;
        lo = l->falloff < lo ? l->falloff : lo;
        hi = l->falloff > hi ? l->falloff : hi;
    }
    CHECK_EQ(lo, 11);
    CHECK_EQ(hi, 13);
    TestGame_Delete(t);
}

static int g_alarm_1, g_birds, g_drips, g_bells, g_burglar;

static void item_sound(void *user, Item *item, int sfx)
{
    g_alarm_1 += sfx == 208;
    g_birds += sfx == 316;
    g_drips += sfx == 329;
    g_bells += sfx == 334;
    g_burglar += sfx == 335;
}

/* The strobe turns 2912 a tick and throws its light 1024 out along its
 * beam (the sine shifted down, so a unit or two more where negative) and
 * 768 up (reach 6: 1536, nearest 2^11; 31 dimmed by 6/8 to 23,
 * halved 11), and before it its beam's spot where the beam meets the
 * room's wall, its alarm sounding every 32 ticks. */
TEST(tr3_strobe_turns_lights_its_beam_and_sounds)
{
    static const int16_t kinds[] = { O3_STROBE_LIGHT };
    int it;
    TestGame *t = object_room(kinds, 1, &it, NULL, 0);
    if (!t)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    t->sim.events.sound = item_sound;
    g_alarm_1 = 0;
    Item *s = &t->sim.items[it];
    TestGame_Step(t, 0, 2);
    int16_t yaw = s->rot.y;
    CHECK(yaw != 0);
    for (int k = 0; k < 64; k++) {
        TestGame_Step(t, 0, 1);
        CHECK_EQ(s->rot.y, (int16_t)(yaw + 2912 * (k + 1)));
        const GunLights *l = &t->g.lights;
        CHECK_EQ(l->count, 2);
        if (l->count != 2)
            break;
        int32_t dx = l->light[1].pos.x - s->pos.x, dz = l->light[1].pos.z - s->pos.z;
        int32_t d2 = dx * dx + dz * dz;
        CHECK(d2 > 1000 * 1000 && d2 <= 1030 * 1030);
        CHECK_EQ(l->light[1].pos.y, s->pos.y - 768);
        CHECK_EQ(l->light[1].intensity, 11);
        CHECK_EQ(l->light[1].falloff, 11);
        /* first, the beam's spot where it meets the room's wall, 512 up,
         * the same way out (TriggerAlertLight) */
        int32_t wx = l->light[0].pos.x - s->pos.x, wz = l->light[0].pos.z - s->pos.z;
        int64_t cross = (int64_t)wx * dz - (int64_t)wz * dx, dot = (int64_t)wx * dx + (int64_t)wz * dz;
        CHECK_EQ(l->light[0].pos.y, s->pos.y - 512);
        CHECK(dot > 0 && (cross < 0 ? -cross : cross) * 20 <= dot + 20 * 1100);
        CHECK(wx * wx + wz * wz > 400 * 400);
    }
    CHECK_EQ(g_alarm_1, 2);
    TestGame_Delete(t);
}

/* Where strobes wait for an alarm (Area 51), a triggered strobe is still
 * and dark until one (Lights3_StrobeAlarm), then runs 1800 ticks and
 * waits again. */
TEST(tr3_strobe_waits_for_the_alarm_in_area_51)
{
    static const int16_t kinds[] = { O3_STROBE_LIGHT };
    int it;
    TestGame *t = object_room(kinds, 1, &it, NULL, 0);
    if (!t)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    CHECK(Gameflow_StrobesWaitFile("data/area51.tr2"));
    CHECK(!Gameflow_StrobesWaitFile("data/NEVADA.TR2"));
    t->g.strobes_wait_alarm = true;
    Item *s = &t->sim.items[it];
    TestGame_Step(t, 0, 40);
    CHECK(s->active);
    CHECK_EQ(s->rot.y, 0);
    CHECK_EQ(t->g.lights.count, 0);
    Lights3_StrobeAlarm(&t->g);
    TestGame_Step(t, 0, 1);
    CHECK_EQ(s->rot.y, 2912);
    CHECK_EQ(t->g.lights.count, 2); /* its light and its beam's on the wall */
    TestGame_Step(t, 0, 1799);
    CHECK_EQ(t->g.lights.count, 2);
    int16_t yaw = s->rot.y;
    TestGame_Step(t, 0, 2);
    CHECK_EQ(t->g.lights.count, 0);
    CHECK_EQ(s->rot.y, (int16_t)(yaw + 2912));
    TestGame_Delete(t);
}

/* The electrical light stutters on: mid-way (its ticks 96..159) a dim
 * flicker (red and green 9..12, blue at most 15: intensity at most 7),
 * from its 160th tick on bright (28..31: intensity 14 or 15); switched
 * off, it starts over. */
TEST(tr3_electrical_light_stutters_on)
{
    static const int16_t kinds[] = { O3_ELECTRICAL_LIGHT };
    int it;
    TestGame *t = object_room(kinds, 1, &it, NULL, 0);
    if (!t)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    Item *e = &t->sim.items[it];
    while (e->data_index < 100 && t->sim.tick < 300)
        TestGame_Step(t, 0, 1);
    CHECK_EQ(e->data_index, 100);
    for (int k = 0; k < 20; k++) {
        TestGame_Step(t, 0, 1);
        const GunLight *l = light_at(t, e->pos);
        CHECK(l && l->intensity <= 7);
    }
    TestGame_Step(t, 0, 80);
    CHECK_EQ(e->data_index, 160);
    for (int k = 0; k < 20; k++) {
        TestGame_Step(t, 0, 1);
        const GunLight *l = light_at(t, e->pos);
        CHECK(l && l->intensity >= 14);
    }
    off_pad(t);
    e->activation_mask = 0;
    TestGame_Step(t, 0, 1);
    CHECK_EQ(e->data_index, 0);
    CHECK(light_at(t, e->pos) == NULL);
    TestGame_Delete(t);
}

/* The beacon flashes 3 ticks in every 64. */
TEST(tr3_beacon_flashes_three_ticks_in_64)
{
    static const int16_t kinds[] = { O3_EXTRA_LIGHT_1 };
    int it;
    TestGame *t = object_room(kinds, 1, &it, NULL, 0);
    if (!t)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    TestGame_Step(t, 0, 2);
    int lit = 0;
    for (int k = 0; k < 128; k++) {
        TestGame_Step(t, 0, 1);
        const GunLight *l = light_at(t, t->sim.items[it].pos);
        lit += l != NULL;
        CHECK(!l || (l->intensity == 15 && l->falloff == 12));
    }
    CHECK_EQ(lit, 6);
    TestGame_Delete(t);
}

/* TR3's sound objects: the bird tweeter (TR3's 316, one chance in 32 a
 * tick) and the water drip (329, one in 128) now and then; the door bell
 * (334) once per trigger; the burglar alarm (335) every tick. */
TEST(tr3_sound_objects)
{
    static const int16_t kinds[] = { O3_BIRD_TWEETER, O3_WATER_DRIP, O3_DING_DONG, O3_LARA_ALARM };
    int it[4];
    TestGame *t = object_room(kinds, 4, it, NULL, 0);
    if (!t)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    t->sim.events.sound = item_sound;
    g_birds = g_drips = g_bells = g_burglar = 0;
    TestGame_Step(t, 0, 1);
    off_pad(t);
    TestGame_Step(t, 0, 1600);
    CHECK_EQ(g_bells, 1);
    CHECK(g_burglar >= 1598);
    CHECK(g_birds > 20 && g_birds < 100);
    CHECK(g_drips > 2 && g_drips < g_birds);
    TestGame_Delete(t);
}

static int g_chimes;

static void point_sound(void *user, int sfx, const Vec3i *pos) { g_chimes += sfx == 208; }

/* The clock chimes for its trigger's timer (2 seconds): one at its
 * 59th tick to go and one at the end, then rests. */
TEST(tr3_clock_chimes_for_its_timer)
{
    static const int16_t kinds[] = { O3_CLOCK_CHIMES };
    int it;
    TestGame *t = object_room(kinds, 1, &it, NULL, 2);
    if (!t)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    t->g.effects.play_sound = point_sound;
    g_chimes = 0;
    TestGame_Step(t, 0, 1);
    off_pad(t);
    TestGame_Step(t, 0, 100);
    CHECK_EQ(g_chimes, 2);
    CHECK(!t->sim.items[it].active);
    TestGame_Delete(t);
}

typedef struct {
    int n;
    int ids[8];
} StepSounds;

static void step_sound(void *user, int sfx, const Vec3i *pos)
{
    StepSounds *s = user;
    if (s->n < 8)
        s->ids[s->n++] = sfx;
}

/* The sound one footprint effect (TR3's flipeffect 32) makes for Lara on
 * a floor of `material`; 0 none, -1 the test level could not be made. */
static int footstep_on(int material)
{
    int room;
    TrBuild *b = TrapRoom_New(&room);
    if (!b)
        return -1;
    b->tr3_material = (uint8_t)material;
    LB_AddItem(&b->lb, O3_LARA, room, MID(2), 0, MID(2), 0, 0);
    TestGame *t = TrapRoom_Open(b, "tr3_steps.tr2", -1, -1);
    TrBuild_Delete(b);
    if (!t)
        return -1;
    FlipFx fx;
    FlipFx_Init(&fx, &t->sim);
    StepSounds s = {0};
    fx.play_sound = step_sound;
    fx.user = &s;
    FlipFx_Call(&fx, &t->sim.items[t->sim.lara], 32);
    int id = s.n == 1 ? s.ids[0] : s.n == 0 ? 0 : -2;
    TestGame_Delete(t);
    return id;
}

/* TR3's footprint effect plays the footstep sound of the floor's material
 * (the original's AddFootprint and its table: ice 289, wood 292, metal
 * 294), none on the silent materials (5, 6, 9, 11). */
TEST(tr3_footsteps_sound_by_floor_material)
{
    int ice = footstep_on(4);
    if (ice == -1)
        SKIP("%s not available", TrBuild_DonorName(GAME_TR3));
    CHECK_EQ(ice, 289);
    CHECK_EQ(footstep_on(0), 288);
    CHECK_EQ(footstep_on(7), 292);
    CHECK_EQ(footstep_on(8), 294);
    CHECK_EQ(footstep_on(5), 0);
    CHECK_EQ(footstep_on(11), 0);
}
