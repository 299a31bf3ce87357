/* What Lara brings into a level: the original's "start info" (guns and
 * their ammunition, medipacks, Scion pieces, the gun in hand). A new game
 * gives the first level the pistols; the end of each level records what
 * she carries into the next (keys and puzzle items stay behind); the Gym
 * starts empty-handed; Natla's Mines takes the guns. Plain data. */
#ifndef TOMB8_GAME_GAMEFLOW_START_H
#define TOMB8_GAME_GAMEFLOW_START_H

#include "engine/core/common.h"

struct Game;
struct GameRules;

/* TR2's seven guns, pistols first (START_GUNS_TR2), then TR3's rocket
 * launcher. */
#define START_GUNS 8
#define START_GUNS_TR2 7
#define START_ICONS 4

typedef struct {
    bool got_pistols, got_magnums, got_uzis, got_shotgun;
    int32_t pistol_ammo, magnum_ammo, uzi_ammo, shotgun_ammo;
    int16_t num_medis, num_big_medis, num_scions;
    int16_t gun_type;       /* LaraGunType in hand */
    int16_t gun_status;     /* LGS_ARMLESS or LGS_READY */
    /* TR2's further guns, its flares and the ammunition pickups in the ring
     * per gun (pistols, automatic pistols, uzis, shotgun, M16, grenade
     * launcher, harpoon gun): filled and used by GameRules.start
     * (start_tr2.c), saved only for such a game; TR1 leaves them zero. */
    bool got_m16, got_grenade, got_harpoon;
    int32_t m16_ammo, grenade_ammo, harpoon_ammo;
    int16_t num_flares;
    int16_t ammo_items[START_GUNS];
    /* TR3's rocket launcher (its pickups in ammo_items[START_GUNS_TR2]):
     * filled and saved only for TR3's game. */
    bool got_rocket;
    int32_t rocket_ammo;
    /* TR3's four artefacts (the Infada stone, Element 115, the Eye of Isis,
     * the Ora dagger): carried from level to level as the original's
     * CreateStartInfo/InitialiseLaraInventory do (one of each at most);
     * filled and saved only for TR3's game. */
    int16_t num_icons[START_ICONS];
} StartInfo;

typedef enum { START_NEW_GAME = 0, START_GYM } StartKind;

/* A game's own way of carrying Lara's things between levels
 * (GameRules.start): NULL there is TR1's (the functions below). */
typedef struct StartRules {
    void (*from_game)(StartInfo *s, const struct Game *g);
    void (*apply)(const StartInfo *s, struct Game *g);
    /* The game's ids and numbers for the two routines above (TR2's and
     * TR3's share them, game/gameflow/start_tr2.c). */
    const struct StartTable *table;
    /* A new game's start, after Start_New made TR1's; NULL: that one. */
    void (*new_game)(StartInfo *s, StartKind kind, bool bonus);
} StartRules;
/* TR2's: every gun held with its rounds, the ammunition pickups, flares
 * and medipacks as counted in the ring (game/gameflow/start_tr2.c). */
extern const StartRules Start_RulesTR2;
/* TR3's (game/gameflow/start_tr3.c): TR2's with the rocket launcher; every
 * level but the gym starts with the pistols in hand; a new game's first
 * level with two flares and one of each medipack; after a finished game
 * every gun with 10000 rounds and 255 flares. */
extern const StartRules Start_RulesTR3;
/* The guns a game's start carries (START_GUNS_TR2 for TR2, START_GUNS for
 * TR3; 0 for TR1's start info). */
int Start_NumGuns(const struct GameRules *rules);

/* The start of a new game's first level (the pistols), or of the Gym
 * (nothing). `bonus` is the original's reward for finishing the game: every
 * gun with 1234 rounds (not in the Gym). */
void Start_New(StartInfo *s, StartKind kind, bool bonus);
/* What Lara carries at the end of a level (the original's
 * CreateStartInfo): guns held, the ammunition of guns held or the pickups
 * of guns not held, medipacks, Scion pieces, the gun type, and whether a
 * gun is out. */
void Start_FromGame(StartInfo *s, const struct Game *g);
/* The gameflow's remove-guns / remove-scions. */
void Start_RemoveGuns(StartInfo *s);
/* A TR2/TR3 script's remove-ammo: no rounds for any gun (the pistols'
 * never run out), no medipacks. */
void Start_RemoveAmmo(StartInfo *s);
/* The items a TR2/TR3 script gives (counts in the script's order,
 * GameflowInvItem) added to Lara's inventory through the game's own
 * object for each (GameRules.script_items); nothing for a game without
 * that list. */
void Start_GiveScriptItems(struct Game *g, const uint8_t counts[], int n);
void Start_RemoveScions(StartInfo *s);
/* TR3's: the artefacts taken away (the end of Antarctica's first level,
 * GameflowLevel.takes_artefacts). */
void Start_RemoveArtefacts(StartInfo *s);
/* True when the game's start carries TR2's fields (saves hold them). */
bool Start_CarriesTR2(const struct GameRules *rules);
/* Gives the level's Lara what `s` says, replacing the demo-mode start
 * Game_Attach made (the original's InitialiseLaraInventory): the
 * inventory emptied (the compass stays), guns and ammunition, pickups of
 * guns she already holds turned into their ammunition in the level,
 * medipacks, Scion pieces, the gun type and the holster meshes. For a new
 * game's first level this is exactly the demo-mode start. */
void Start_Apply(const StartInfo *s, struct Game *g);

#endif
