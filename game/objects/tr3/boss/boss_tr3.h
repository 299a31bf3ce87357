/* TR3's bosses and the deadly machines the issue lists with them
 * (game/objects/tr3/boss/): one set-up routine per kind, each registering
 * its object ids when the level has the model, listed from
 * Object_SetupTR3 through Tr3Bosses_Setup.
 *
 * The shared TR3 level has none of their models: the tests run them on
 * stand-ins (tests/tr3_range.h, tests/test_tr3_bosses*.c) and say so. */
#ifndef TOMB8_GAME_OBJECTS_TR3_BOSS_BOSS_TR3_H
#define TOMB8_GAME_OBJECTS_TR3_BOSS_BOSS_TR3_H

struct Game;

/* Every kind below, for Object_SetupTR3's list. */
void Tr3Bosses_Setup(struct Game *g);

/* Tony (O3_TONY, tonyboss.cpp) and his fireballs (O3_TONYFIREBALL). */
void Tony3_Setup(struct Game *g);
/* Area 51's cleaner robot (O3_ELECTRIC_CLEANER, cleaner.cpp). */
void Cleaner3_Setup(struct Game *g);
/* Willard (O3_WILLARD_BOSS, willboss.cpp) and his plasma (O3_EXTRAFX_2). */
void Willard3_Setup(struct Game *g);
/* London's tube train (O3_TRAIN, train.cpp). */
void Train3_Setup(struct Game *g);
/* London's boss, Sophia Lee (O3_LON_BOSS, londboss.cpp), her bolts
 * (O3_EXTRAFX_4), plasma and rings (O3_EXTRAFX_5) and the fusebox that
 * ends her (O3_EXTRAFX_6, fusebox.cpp). */
void London3_Setup(struct Game *g);
/* Puna, the tribal boss (O3_TRIBEBOSS, triboss.cpp): puna.c. */
void Puna3_Setup(struct Game *g);

/* The end of a boss's explosion (tonyboss.cpp, willboss.cpp): killed,
 * then no target, not collidable, its AI slot given up and not drawn
 * (after the kill, which marks an item's hit points -1). */
void Tr3Boss_Vanish(struct Game *g, int item);

/* TR3's sound ids the bosses play (tomb3 sound.h's list). */
enum {
    SFX3_LARA_GENERAL_DEATH = 41,
    SFX3_LARA_FALLDEATH = 53,
    SFX3_BLAST_CIRCLE = 76,
    SFX3_CLEANER_FUSEBOX = 131,
    SFX3_TUBE_LOOP = 148,
    SFX3_CLEANER_LOOP = 191,
    SFX3_LONDON_BOSS_SUMMON = 352,
    SFX3_LONDON_BOSS_TAKE_HIT = 353,
    SFX3_LONDON_BOSS_SUMMON_NOT = 355,
    SFX3_TRIBOSS_TAKE_HIT = 361,
    SFX3_TRIBOSS_TURN_CHAIR = 362,
};

#endif
