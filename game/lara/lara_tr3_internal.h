/* TR3's Lara inside game/lara (see lara_internal.h): the routines of the
 * states TR3 changed or added, found through Lara_TableTR3
 * (lara_table_tr3.c). TR2's routines (lara_tr2_internal.h) serve the
 * states TR3 kept as TR2 had them.
 *
 *   lara_state_tr3.c    standing and running as TR3 changed them (into a
 *                       crouch, into the sprint), the sprint and its jump,
 *                       crouching and crawling (turns, backwards, back out
 *                       of a crawlspace onto its edge)
 *   lara_swamp_tr3.c    standing, turning and wading as TR3 changed them
 *                       (its swamps: wading however deep, slowed, sinking)
 *   lara_monkey_tr3.c   the monkey swing: the grab from a jump up, the
 *                       hang, swinging forward and sideways, turning,
 *                       dropping off
 *   lara_table_tr3.c    the table and TR3's tick (the sprint's energy
 *                       around TR2's tick)
 *   lara_electric_tr3.c her electrocution (Lara_Electrocute): its light,
 *                       sounds and bolts after her tick
 *
 * Numbers are the original's (tomb3/game/lara.cpp). TR3's water tick is
 * TR2's (lara_water_tr2.c) with TR3's numbers and swamps (LaraTable). */
#ifndef TOMB8_GAME_LARA_LARA_TR3_INTERNAL_H
#define TOMB8_GAME_LARA_LARA_TR3_INTERNAL_H

#include "game/lara/lara_tr2_internal.h"

/* Her TR3 animations the new states use (numbered from her first). */
enum {
    LARA3_ANIM_DUCK_BREATHE = 222,
    LARA3_ANIM_UPJUMP_GRAB = 233, /* a jump up catching the monkey bars */
    LARA3_ANIM_MONKEY_HANG = 234,
    LARA3_ANIM_DUCK_TO_ALL4S = 258,
    LARA3_ANIM_ALL4S = 263,
    LARA3_ANIM_ALL4S2 = 264,
    LARA3_ANIM_ALL4_TURN_L = 269,
    LARA3_ANIM_ALL4_TURN_R = 270,
    LARA3_ANIM_CRAWL_TO_HANG = 302,
};

/* lara_electric_tr3.c: after her tick, while she is electrocuted. */
void Lara3_ElectricTick(struct Game *g);
/* Her breath in the cold (LaraTable.looks; lara_breath_tr3.c). */
void Lara3_Breath(struct Game *g);

/* lara_state_tr3.c */
void LaraState3_Stop(struct Game *g, Item *item, CollInfo *coll);
void LaraState3_Run(struct Game *g, Item *item, CollInfo *coll);
void LaraState3_Dash(struct Game *g, Item *item, CollInfo *coll);
void LaraCol3_Dash(struct Game *g, Item *item, CollInfo *coll);
void LaraState3_DashDive(struct Game *g, Item *item, CollInfo *coll);
void LaraCol3_DashDive(struct Game *g, Item *item, CollInfo *coll);
void LaraState3_Duck(struct Game *g, Item *item, CollInfo *coll);
void LaraCol3_Duck(struct Game *g, Item *item, CollInfo *coll);
void LaraState3_All4s(struct Game *g, Item *item, CollInfo *coll);
void LaraCol3_All4s(struct Game *g, Item *item, CollInfo *coll);
void LaraState3_Crawl(struct Game *g, Item *item, CollInfo *coll);
void LaraCol3_Crawl(struct Game *g, Item *item, CollInfo *coll);
void LaraState3_All4TurnL(struct Game *g, Item *item, CollInfo *coll);
void LaraState3_All4TurnR(struct Game *g, Item *item, CollInfo *coll);
void LaraCol3_All4Turn(struct Game *g, Item *item, CollInfo *coll);
void LaraState3_CrawlBack(struct Game *g, Item *item, CollInfo *coll);
void LaraCol3_CrawlBack(struct Game *g, Item *item, CollInfo *coll);
void LaraCol3_Crawl2Hang(struct Game *g, Item *item, CollInfo *coll);
void LaraCol3_Hang(struct Game *g, Item *item, CollInfo *coll);
/* A ledge 650..850 over her hands with a crawlspace on it (room for a
 * crouch, not for standing): she can pull up into it crouching. */
bool Lara3_CrawlLedgeAhead(const CollInfo *coll);
/* Floor and ceiling `dist` along `angle` from her head height, relative to
 * her feet (the original's LaraFloorFront / LaraCeilingFront). */
int32_t Lara3_CeilingFront(struct Game *g, const Item *item, int16_t angle, int32_t dist);

/* lara_swamp_tr3.c */
void LaraCol3_Stop(struct Game *g, Item *item, CollInfo *coll);
void LaraCol3_Turn(struct Game *g, Item *item, CollInfo *coll);
void LaraState3_Wade(struct Game *g, Item *item, CollInfo *coll);
void LaraCol3_Wade(struct Game *g, Item *item, CollInfo *coll);

/* lara_monkey_tr3.c */
void LaraCol3_UpJump(struct Game *g, Item *item, CollInfo *coll);
void LaraCol3_Reach(struct Game *g, Item *item, CollInfo *coll);
void LaraState3_Hang2(struct Game *g, Item *item, CollInfo *coll);
void LaraCol3_Hang2(struct Game *g, Item *item, CollInfo *coll);
void LaraState3_MonkeySwing(struct Game *g, Item *item, CollInfo *coll);
void LaraCol3_MonkeySwing(struct Game *g, Item *item, CollInfo *coll);
void LaraState3_MonkeyL(struct Game *g, Item *item, CollInfo *coll);
void LaraCol3_MonkeyL(struct Game *g, Item *item, CollInfo *coll);
void LaraState3_MonkeyR(struct Game *g, Item *item, CollInfo *coll);
void LaraCol3_MonkeyR(struct Game *g, Item *item, CollInfo *coll);
void LaraState3_HangTurnL(struct Game *g, Item *item, CollInfo *coll);
void LaraState3_HangTurnR(struct Game *g, Item *item, CollInfo *coll);
void LaraCol3_HangTurn(struct Game *g, Item *item, CollInfo *coll);
void LaraState3_Monkey180(struct Game *g, Item *item, CollInfo *coll);

/* lara_table_tr3.c */
void Lara_ControlTR3(struct Game *g);

#endif
