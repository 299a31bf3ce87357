/* Flipeffects: the TR1 table, continuous effects' timing through the
 * per-tick runner, and the animcommand path on real data. */
#include "tests/test.h"

#include <string.h>

#include "engine/core/log.h"
#include "game/flipeffect.h"

typedef struct {
    int ids[64], ticks[64], n;
    int tick;
} Heard;

static void heard(void *user, int id, const Vec3i *pos)
{
    Heard *h = user;
    if (h->n < 64) {
        h->ids[h->n] = id;
        h->ticks[h->n++] = h->tick;
    }
}

/* The game's FlipMap, as Game_SetAudio installs it. */
static void toggle(void *user)
{
    bool *lights = user;
    *lights = !*lights;
}

static void bare_sim(Sim *s, Level *lv)
{
    memset(lv, 0, sizeof(*lv));
    lv->game = GAME_TR1;
    memset(s, 0, sizeof(*s));
    s->level = lv;
    s->lara = -1;
    s->flip_effect = -1;
}

TEST(sim_flipeffect_tr1_table)
{
    CHECK_EQ(FlipFx_Count(), 17);
    CHECK(strcmp(FlipFx_Name(0), "TURN180") == 0);
    CHECK(strcmp(FlipFx_Name(1), "DINO_STOMP") == 0);
    CHECK(strcmp(FlipFx_Name(5), "EARTHQUAKE_FX") == 0);
    CHECK(strcmp(FlipFx_Name(13), "FLIP_MAP") == 0);
    CHECK(strcmp(FlipFx_Name(16), "FLICKER_FX") == 0);
    CHECK(strcmp(FlipFx_Name(17), "UNKNOWN") == 0);
    CHECK(strcmp(FlipFx_Name(-1), "UNKNOWN") == 0);
    uint32_t cont = 0;
    for (int i = 0; i < FlipFx_Count(); i++)
        if (FlipFx_IsContinuous(i))
            cont |= 1u << i;
    /* EARTHQUAKE, FLOOD, STAIRS2SLOPE, SAND, POWERUP, CHAINBLOCK, FLICKER */
    CHECK_EQ(cont, (1u << 5) | (1u << 6) | (1u << 8) | (1u << 9) | (1u << 10) | (1u << 15) |
                       (1u << 16));
}

TEST(sim_flipeffect_earthquake_timing)
{
    Level lv;
    Sim s;
    bare_sim(&s, &lv);
    FlipFx fx;
    Heard h = {0};
    FlipFx_Init(&fx, &s);
    fx.user = &h;
    fx.play_sound = heard;
    FlipFx_Trigger(&fx, FX_EARTHQUAKE);
    int ended = -1;
    for (h.tick = 0; h.tick < 200 && ended < 0; h.tick++) {
        FlipFx_RunTick(&fx);
        if (s.flip_effect < 0)
            ended = h.tick;
    }
    CHECK_EQ(ended, 105);
    CHECK_EQ(h.n, 6);
    CHECK(h.ids[0] == 99 && h.ticks[0] == 0);
    CHECK(h.ids[1] == 70 && h.ticks[1] == 3);
    CHECK(h.ids[2] == 119 && h.ticks[2] == 20);
    CHECK(h.ids[3] == 99 && h.ticks[3] == 35);
    CHECK(h.ids[4] == 119 && h.ticks[4] == 50);
    CHECK(h.ids[5] == 119 && h.ticks[5] == 70);
    CHECK(fx.camera_bounce < 0);
}

TEST(sim_flipeffect_flicker_and_one_shots)
{
    Level lv;
    Sim s;
    bare_sim(&s, &lv);
    FlipFx fx;
    Heard h = {0};
    FlipFx_Init(&fx, &s);
    fx.user = &h;
    fx.play_sound = heard;
    bool lights = false;
    fx.flip_map = toggle;
    fx.flip_user = &lights;
    Log_SetQuiet(1);
    FlipFx_Trigger(&fx, FX_FLICKER);
    int flips_at[8], n = 0;
    for (int t = 0; t < 200; t++) {
        uint32_t before = fx.flip_count;
        FlipFx_RunTick(&fx);
        if (fx.flip_count != before && n < 8)
            flips_at[n++] = t;
    }
    CHECK_EQ(n, 5);
    CHECK(flips_at[0] == 90 && flips_at[1] == 92 && flips_at[2] == 105 && flips_at[3] == 107);
    CHECK_EQ(flips_at[4], 126);
    CHECK(lights); /* odd number of flips: the lights stay on */
    CHECK_EQ(s.flip_effect, -1);

    /* A one-shot from a trigger runs once and ends. */
    FlipFx_Trigger(&fx, FX_RAISINGBLOCK);
    FlipFx_RunTick(&fx);
    FlipFx_RunTick(&fx);
    CHECK_EQ(h.n, 1);
    CHECK_EQ(h.ids[0], 117);
    CHECK_EQ(fx.calls[FX_RAISINGBLOCK], 1);
    /* Hooks for missing systems record their request. */
    FlipFx_Call(&fx, NULL, FX_FINISH_LEVEL);
    CHECK(fx.level_complete);
    FlipFx_Call(&fx, NULL, FX_DRAW_RIGHTGUN);
    CHECK_EQ(fx.gun_swapped, 1);
    FlipFx_Call(&fx, NULL, FX_DRAW_RIGHTGUN);
    CHECK_EQ(fx.gun_swapped, 0);
    FlipFx_Call(&fx, NULL, 99); /* unknown: ignored */
    CHECK_EQ(s.flip_effect, -1);
}

/* Animcommand 6 on real data: Lara's roll ends facing the other way
 * (TURN180 on its frame). */
TEST(sim_flipeffect_turn180_from_animation)
{
    const char *p = Test_SharedPath("tr1/LEVEL1.PHD");
    if (!p)
        SKIP("tr1/LEVEL1.PHD not available");
    Level lv;
    char err[256];
    Log_SetQuiet(1);
    CHECK_MSG(Level_Load(p, &lv, err, sizeof err), "%s", err);
    Sim s;
    CHECK(Sim_Init(&s, &lv, NULL, err, sizeof err));
    FlipFx fx;
    FlipFx_Init(&fx, &s);
    s.events = (AnimEvents){.user = &fx, .flipeffect = FlipFx_AnimEvent};
    /* find an animation of Lara's with a TURN180 command */
    int found = -1, frame = 0;
    static const int nargs[] = {0, 3, 2, 0, 0, 2, 2};
    for (uint32_t a = 0; a < lv.num_animations && found < 0; a++) {
        const Animation *an = &lv.animations[a];
        uint32_t at = an->anim_command_offset;
        for (int i = 0; i < an->num_anim_commands && at + 2 < lv.num_anim_commands; i++) {
            int o = lv.anim_commands[at];
            if (o < 0 || o > 6)
                break;
            if (o == ANIMCMD_FLIPEFFECT && lv.anim_commands[at + 2] == FX_TURN180) {
                found = (int)a;
                frame = lv.anim_commands[at + 1];
                break;
            }
            at += 1 + nargs[o];
        }
    }
    if (found < 0) {
        Sim_Free(&s);
        Level_Free(&lv);
        SKIP("no TURN180 animcommand in LEVEL1");
    }
    Item *l = &s.items[s.lara];
    l->rot.y = 0x1000;
    Anim_SetAnim(&lv, l, found, frame - 1);
    l->frame = (int16_t)(frame - 1);
    Anim_Animate(&lv, l, &s.events);
    CHECK_EQ((uint16_t)l->rot.y, 0x9000);
    CHECK_EQ(fx.calls[FX_TURN180], 1);
    Anim_Animate(&lv, l, &s.events);
    CHECK_EQ(fx.calls[FX_TURN180], 1);
    Sim_Free(&s);
    Level_Free(&lv);
}

TEST(sim_flipeffect_later_games_run_their_own_lists)
{
    Level lv;
    Sim s;
    bare_sim(&s, &lv);
    /* TR3 (TR2's list and more: world_tr3_flipeffects). */
    lv.game = GAME_TR3;
    FlipFx fx;
    Heard h = {0};
    FlipFx_Init(&fx, &s);
    fx.user = &h;
    fx.play_sound = heard;
    Log_SetQuiet(1);
    /* TR3's 59 (past TR1's and TR2's lists) is the rumble next door: one
     * global sound, then it ends. */
    FlipFx_Trigger(&fx, 59);
    FlipFx_RunTick(&fx);
    CHECK_EQ(h.n, 1);
    CHECK_EQ(h.ids[0], 149);
    CHECK_EQ(s.flip_effect, -1);
    /* 11 EXPLOSION_FX means the same in TR3. */
    FlipFx_Call(&fx, NULL, FX_EXPLOSION);
    CHECK_EQ(h.n, 2);
    CHECK_EQ(h.ids[1], FX_SFX_EXPLOSION);
}

/* The T-rex's stomp shakes the camera by its distance from it (the
 * original's formula): 100 at the camera, 75 at 8 tiles, nothing beyond 16
 * tiles; and the request reaches the connected camera. */
TEST(flipeffect_dino_stomp_shake_by_distance)
{
    Level lv;
    Sim s;
    bare_sim(&s, &lv);
    FlipFx fx;
    FlipFx_Init(&fx, &s);
    GameVec cam = {1000, -500, 2000, 0};
    int32_t bounce = 0;
    fx.camera_pos = &cam;
    fx.camera_bounce_out = &bounce;
    Item it = {0};
    it.pos = (Vec3i){1000, -500, 2000};
    FlipFx_Call(&fx, &it, FX_DINO_STOMP);
    CHECK_EQ(bounce, 100);
    it.pos.x += 8192;
    FlipFx_Call(&fx, &it, FX_DINO_STOMP);
    CHECK_EQ(bounce, 75);
    CHECK_EQ(fx.camera_bounce, 75);
    bounce = 7;
    it.pos.x = cam.x + 16384;
    FlipFx_Call(&fx, &it, FX_DINO_STOMP);
    CHECK_EQ(bounce, 7);
}
