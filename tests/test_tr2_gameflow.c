/* TR2's gameflow from its TOMBPC.DAT (issue 22 section 4): the script's
 * level options (start inventory, the secrets' reward, remove weapons and
 * ammo, kill to complete, deadly water, sunset, no floor, start animation,
 * the number of secrets), the game-complete block, the demo levels, and
 * the script's strings (game strings, per-level item names). */
#include "tests/test.h"

#include <stdlib.h>
#include <string.h>

#include "engine/level/script.h"
#include "game/gameflow/gameflow.h"
#include "game/gameflow/tr2_script.h"

static Gameflow *load_tr2(void)
{
    const char *dat = Test_SharedPath("tr2/TOMBPC.DAT");
    if (!dat)
        return NULL;
    Script s;
    char err[512];
    if (!Script_Load(dat, &s, err, sizeof err))
        return NULL;
    Gameflow *gf = malloc(sizeof *gf);
    bool ok = gf && Gameflow_FromScript(&s, gf, err, sizeof err);
    Script_Free(&s);
    if (!ok) {
        free(gf);
        return NULL;
    }
    return gf;
}

static int level_named(const Gameflow *gf, const char *title)
{
    for (int i = 0; i < gf->num_levels; i++)
        if (!strcmp(gf->levels[i].title, title))
            return i;
    return -1;
}

TEST(tr2_gameflow_inventory_ops)
{
    if (!Test_SharedPath("tr2/TOMBPC.DAT"))
        SKIP("shared tr2/TOMBPC.DAT not present");
    Gameflow *gf = load_tr2();
    CHECK(gf);
    if (!gf)
        return;
    CHECK_EQ(gf->game_version, 2);
    /* the Great Wall's secrets give the grenade launcher, two grenade
     * packs and a small medipack; nothing on arrival */
    const GameflowLevel *wall = &gf->levels[level_named(gf, "The Great Wall")];
    CHECK_EQ(wall->secret_inv[GF_INV_GRENADE], 1);
    CHECK_EQ(wall->secret_inv[GF_INV_GRENADE_AMMO], 2);
    CHECK_EQ(wall->secret_inv[GF_INV_SMALL_MEDI], 1);
    int given = 0;
    for (int i = 0; i < GF_INV_COUNT; i++)
        given += wall->start_inv[i];
    CHECK_EQ(given, 0);
    CHECK(!wall->remove_guns && !wall->remove_ammo);
    /* the Seraph comes with her into the Tibetan Foothills */
    const GameflowLevel *foot = &gf->levels[level_named(gf, "Tibetan Foothills")];
    CHECK_EQ(foot->start_inv[GF_INV_PUZZLE4], 1);
    CHECK_EQ(foot->secret_inv[GF_INV_UZI_AMMO], 4);
    /* the Offshore Rig: captured, her guns taken, her start animation */
    const GameflowLevel *rig = &gf->levels[level_named(gf, "Offshore Rig")];
    CHECK(rig->remove_guns);
    CHECK(!rig->remove_ammo);
    CHECK(rig->has_start_anim && rig->start_anim == 8);
    /* Home Sweet Home: no guns nor ammunition, the cupboard key, every
     * enemy to kill, the game's end */
    int hsh = level_named(gf, "Home Sweet Home");
    CHECK(hsh >= 0);
    const GameflowLevel *home = &gf->levels[hsh];
    CHECK(home->remove_guns && home->remove_ammo && home->kill_to_complete);
    CHECK_EQ(home->start_inv[GF_INV_KEY1], 1);
    CHECK(home->has_num_secrets && home->num_secrets == 0);
    CHECK(home->game_complete);
    /* its end is the game's: the credits with track 52 (set after the
     * level), then the final statistics, no level page */
    CHECK_EQ(home->steps[home->num_steps - 2].kind, GF_STEP_CREDITS);
    CHECK_EQ(home->steps[home->num_steps - 2].arg, 52);
    CHECK_EQ(home->steps[home->num_steps - 1].kind, GF_STEP_FINAL_STATS);
    for (int i = 0; i < home->num_steps; i++)
        CHECK(home->steps[i].kind != GF_STEP_STATS);
    CHECK(!wall->game_complete);
    free(gf);
}

TEST(tr2_gameflow_level_flags)
{
    if (!Test_SharedPath("tr2/TOMBPC.DAT"))
        SKIP("shared tr2/TOMBPC.DAT not present");
    Gameflow *gf = load_tr2();
    CHECK(gf);
    if (!gf)
        return;
    CHECK(gf->levels[level_named(gf, "Bartoli's Hideout")].sunset);
    CHECK(!gf->levels[level_named(gf, "Venice")].sunset);
    CHECK(gf->levels[level_named(gf, "Ice Palace")].deadly_water);
    CHECK_EQ(gf->levels[level_named(gf, "Floating Islands")].no_floor, 9728);
    CHECK_EQ(gf->levels[level_named(gf, "Venice")].no_floor, 0);
    CHECK(!gf->levels[level_named(gf, "Venice")].has_num_secrets);
    CHECK(gf->levels[gf->gym_level].has_num_secrets);
    /* the Dragon's Lair: its statistics, then the END FMV */
    const GameflowLevel *lair = &gf->levels[level_named(gf, "The Dragon's Lair")];
    CHECK_EQ(lair->steps[lair->num_steps - 2].kind, GF_STEP_STATS);
    CHECK_EQ(lair->steps[lair->num_steps - 1].kind, GF_STEP_FMV);
    CHECK(!strcmp(gf->movies[lair->steps[lair->num_steps - 1].arg], "FMV\\END.RPL"));
    /* the three demo levels are the script's copies of these */
    CHECK(gf->levels[level_named(gf, "Venice")].demo);
    CHECK(gf->levels[level_named(gf, "Wreck of the Maria Doria")].demo);
    CHECK(gf->levels[level_named(gf, "Tibetan Foothills")].demo);
    CHECK(!gf->levels[level_named(gf, "The Great Wall")].demo);
    CHECK_EQ(gf->secret_music, 47);
    free(gf);
}

TEST(tr2_gameflow_script_strings)
{
    if (!Test_SharedPath("tr2/TOMBPC.DAT"))
        SKIP("shared tr2/TOMBPC.DAT not present");
    Gameflow *gf = load_tr2();
    CHECK(gf);
    if (!gf)
        return;
    CHECK_EQ(gf->num_strings, 89);
    CHECK(!strcmp(Gameflow_String(gf, 0), "INVENTORY"));
    CHECK(!strcmp(Gameflow_String(gf, 42), "Grenade Launcher"));
    CHECK(!strcmp(Gameflow_String(gf, 59), "Time Taken"));
    CHECK(!strcmp(Gameflow_String(gf, 1000), ""));
    CHECK(!strcmp(gf->platform_strings[0], "Detail Levels"));
    const GameflowLevel *wall = &gf->levels[level_named(gf, "The Great Wall")];
    CHECK(!strcmp(wall->item_names[GF_NAMES_KEY1], "Guardhouse Key"));
    CHECK(!strcmp(wall->item_names[GF_NAMES_KEY1 + 1], "Rusty Key"));
    const GameflowLevel *mon = &gf->levels[level_named(gf, "Barkhang Monastery")];
    CHECK(!strcmp(mon->item_names[GF_NAMES_PUZZLE1], "Prayer Wheels"));
    CHECK(!strcmp(mon->item_names[GF_NAMES_PUZZLE1 + 1], "Gemstones"));
    CHECK(!strcmp(mon->item_names[GF_NAMES_PUZZLE1 + 3], "The Seraph"));
    const GameflowLevel *cat = &gf->levels[level_named(gf, "Catacombs of the Talion")];
    CHECK(!strcmp(cat->item_names[GF_NAMES_PICKUP1], "Gong Hammer"));
    free(gf);
}

/* A text gameflow has none of it. */
TEST(tr2_gameflow_text_has_no_script_data)
{
    Gameflow *gf = malloc(sizeof *gf);
    char err[256];
    CHECK(gf && Gameflow_LoadDefault(gf, err, sizeof err));
    CHECK_EQ(gf->game_version, 0);
    CHECK_EQ(gf->num_strings, 0);
    CHECK(!strcmp(Gameflow_String(gf, 0), ""));
    CHECK(!gf->levels[0].game_complete && !gf->levels[0].remove_ammo);
    free(gf);
}
