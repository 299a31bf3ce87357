/* The gameflow's part of a save (see save_run.h). */
#include "game/save/save_run.h"

#include <stdio.h>
#include <string.h>

#include "game/lara/lara.h"
#include "game/rules/rules.h"

static void start_save(SerialWriter *w, const StartInfo *s, int guns)
{
    Serial_PutBool(w, s->got_pistols);
    Serial_PutBool(w, s->got_magnums);
    Serial_PutBool(w, s->got_uzis);
    Serial_PutBool(w, s->got_shotgun);
    Serial_PutI32(w, s->pistol_ammo);
    Serial_PutI32(w, s->magnum_ammo);
    Serial_PutI32(w, s->uzi_ammo);
    Serial_PutI32(w, s->shotgun_ammo);
    Serial_PutI16(w, s->num_medis);
    Serial_PutI16(w, s->num_big_medis);
    Serial_PutI16(w, s->num_scions);
    Serial_PutI16(w, s->gun_type);
    Serial_PutI16(w, s->gun_status);
    if (guns == 0)
        return; /* TR1's start info: its bytes as they were */
    Serial_PutBool(w, s->got_m16);
    Serial_PutBool(w, s->got_grenade);
    Serial_PutBool(w, s->got_harpoon);
    Serial_PutI32(w, s->m16_ammo);
    Serial_PutI32(w, s->grenade_ammo);
    Serial_PutI32(w, s->harpoon_ammo);
    Serial_PutI16(w, s->num_flares);
    for (int i = 0; i < START_GUNS_TR2; i++)
        Serial_PutI16(w, s->ammo_items[i]);
    if (guns <= START_GUNS_TR2)
        return; /* TR2's: its bytes as they were */
    Serial_PutBool(w, s->got_rocket);
    Serial_PutI32(w, s->rocket_ammo);
    for (int i = START_GUNS_TR2; i < START_GUNS; i++)
        Serial_PutI16(w, s->ammo_items[i]);
    for (int i = 0; i < START_ICONS; i++)
        Serial_PutI16(w, s->num_icons[i]);
}

static void start_load(SerialReader *r, StartInfo *s, int guns)
{
    s->got_pistols = Serial_GetBool(r, "start pistols");
    s->got_magnums = Serial_GetBool(r, "start magnums");
    s->got_uzis = Serial_GetBool(r, "start uzis");
    s->got_shotgun = Serial_GetBool(r, "start shotgun");
    s->pistol_ammo = Serial_GetI32(r);
    s->magnum_ammo = Serial_GetI32(r);
    s->uzi_ammo = Serial_GetI32(r);
    s->shotgun_ammo = Serial_GetI32(r);
    s->num_medis = Serial_GetI16(r);
    s->num_big_medis = Serial_GetI16(r);
    s->num_scions = Serial_GetI16(r);
    int last = guns > START_GUNS_TR2 ? LGT_ROCKET : guns ? LGT_HARPOON : LGT_COUNT - 1;
    s->gun_type = Serial_GetI16Range(r, LGT_UNARMED, last, "start gun type");
    s->gun_status = Serial_GetI16Range(r, LGS_ARMLESS, LGS_READY, "start gun status");
    if (guns == 0)
        return;
    s->got_m16 = Serial_GetBool(r, "start M16");
    s->got_grenade = Serial_GetBool(r, "start grenade launcher");
    s->got_harpoon = Serial_GetBool(r, "start harpoon gun");
    s->m16_ammo = Serial_GetI32(r);
    s->grenade_ammo = Serial_GetI32(r);
    s->harpoon_ammo = Serial_GetI32(r);
    s->num_flares = Serial_GetI16Range(r, 0, INT16_MAX, "start flares");
    for (int i = 0; i < START_GUNS_TR2; i++)
        s->ammo_items[i] = Serial_GetI16Range(r, 0, INT16_MAX, "start ammunition");
    if (guns <= START_GUNS_TR2)
        return;
    s->got_rocket = Serial_GetBool(r, "start rocket launcher");
    s->rocket_ammo = Serial_GetI32(r);
    for (int i = START_GUNS_TR2; i < START_GUNS; i++)
        s->ammo_items[i] = Serial_GetI16Range(r, 0, INT16_MAX, "start ammunition");
    for (int i = 0; i < START_ICONS; i++)
        s->num_icons[i] = Serial_GetI16Range(r, 0, INT16_MAX, "start artefacts");
}

/* The game's figures so far (TR2's final statistics; TR1 has none). */
static void totals_save(SerialWriter *w, const GameTotals *t)
{
    Serial_PutU32(w, t->timer);
    Serial_PutU32(w, t->distance);
    Serial_PutI32(w, t->kills);
    Serial_PutI32(w, t->ammo_used);
    Serial_PutI32(w, t->ammo_hits);
    Serial_PutI32(w, t->medipacks_used);
    Serial_PutI32(w, t->secrets_found);
    Serial_PutI32(w, t->secrets_total);
}

static void totals_load(SerialReader *r, GameTotals *t)
{
    t->timer = Serial_GetU32(r);
    t->distance = Serial_GetU32(r);
    t->kills = Serial_GetI32(r);
    t->ammo_used = Serial_GetI32(r);
    t->ammo_hits = Serial_GetI32(r);
    t->medipacks_used = Serial_GetI32(r);
    t->secrets_found = Serial_GetRange(r, 0, INT32_MAX, "secrets found in the game");
    t->secrets_total = Serial_GetRange(r, t->secrets_found, INT32_MAX, "secrets in the game");
}

void SaveRun_Write(const RunState *st, const Gameflow *gf, SerialWriter *w)
{
    int guns = Start_NumGuns(GameRules_For((GameVersion)gf->game_version));
    Serial_PutI32(w, st->phase);
    Serial_PutI32(w, st->level);
    Serial_PutI32(w, st->step);
    Serial_PutI32(w, st->cutscene);
    Serial_PutU32(w, st->tick);
    Serial_PutU32(w, st->phase_ticks);
    Serial_PutBool(w, st->played);
    Serial_PutBool(w, st->bonus);
    Serial_PutI16(w, st->death_overlay);
    Serial_PutBool(w, st->stats_released);
    Serial_PutU32(w, st->input_prev);
    const GameStats *s = &st->stats;
    Serial_PutBytes(w, s->title, sizeof s->title);
    Serial_PutI32(w, s->level);
    Serial_PutU32(w, s->timer);
    Serial_PutI32(w, s->kills);
    Serial_PutI32(w, s->pickups);
    Serial_PutU32(w, s->secrets);
    Serial_PutI32(w, s->secrets_found);
    Serial_PutI32(w, s->secrets_total);
    start_save(w, &st->level_start, guns);
    start_save(w, &st->start, guns);
    if (guns)
        totals_save(w, &st->totals);
    if (gf->locations)
        Serial_PutU8(w, st->locations_done); /* TR3's order: its bytes only */
}

bool SaveRun_Read(RunState *st, const Gameflow *gf, int32_t level, const uint8_t *data,
                  size_t size, char *why, size_t why_cap)
{
    SerialReader r;
    RunState s;
    memset(&s, 0, sizeof s);
    Serial_ReaderInit(&r, data, size, 0);
    /* Saves are made while a level plays: the passport's save page. */
    s.phase = Serial_GetRange(&r, RUN_PHASE_LEVEL, RUN_PHASE_LEVEL, "gameflow phase");
    s.level = Serial_GetRange(&r, level, level, "gameflow level");
    const GameflowLevel *lv = level >= 0 && level < gf->num_levels ? &gf->levels[level] : NULL;
    if (!lv && !r.failed)
        Serial_Fail(&r, "gameflow level %d of %d", (int)level, (int)gf->num_levels);
    s.step = Serial_GetRange(&r, 0, lv ? lv->num_steps - 1 : 0, "gameflow step");
    if (!r.failed && lv->steps[s.step].kind != GF_STEP_PLAY)
        Serial_Fail(&r, "gameflow step %d does not play the level", (int)s.step);
    s.cutscene = Serial_GetRange(&r, -1, gf->num_cutscenes - 1, "cut-scene");
    s.tick = Serial_GetU32(&r);
    s.phase_ticks = Serial_GetU32(&r);
    s.played = Serial_GetBool(&r, "played");
    s.bonus = Serial_GetBool(&r, "bonus");
    s.death_overlay = Serial_GetI16Range(&r, 0, 2, "death overlay");
    s.stats_released = Serial_GetBool(&r, "stats released");
    s.input_prev = Serial_GetU32(&r);
    GameStats *g = &s.stats;
    Serial_GetBytes(&r, g->title, sizeof g->title);
    if (!r.failed && !memchr(g->title, '\0', sizeof g->title))
        Serial_Fail(&r, "level title not terminated");
    g->level = Serial_GetRange(&r, level, level, "statistics level");
    g->timer = Serial_GetU32(&r);
    g->kills = Serial_GetI32(&r);
    g->pickups = Serial_GetI32(&r);
    g->secrets = Serial_GetU32(&r);
    g->secrets_found = Serial_GetI32(&r);
    g->secrets_total = Serial_GetI32(&r);
    int guns = Start_NumGuns(GameRules_For((GameVersion)gf->game_version));
    start_load(&r, &s.level_start, guns);
    start_load(&r, &s.start, guns);
    if (guns)
        totals_load(&r, &s.totals);
    if (gf->locations) {
        s.locations_done = Serial_GetU8(&r);
        if (!r.failed && (s.locations_done & ~0x3Eu))
            Serial_Fail(&r, "locations done 0x%x", (unsigned)s.locations_done);
    }
    if (!r.failed && Serial_Left(&r))
        Serial_Fail(&r, "%zu bytes after the gameflow state", Serial_Left(&r));
    if (r.failed) {
        snprintf(why, why_cap, "%s", r.why);
        return false;
    }
    *st = s;
    return true;
}
