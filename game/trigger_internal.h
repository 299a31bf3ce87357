/* What the games' trigger routines (game/trigger.c for TR1,
 * game/trigger_tr2.c for TR2) share: the trigger being run and the actions
 * that mean the same in both. Internal to game/. */
#ifndef TOMB8_GAME_TRIGGER_INTERNAL_H
#define TOMB8_GAME_TRIGGER_INTERNAL_H

#include "game/game.h"

/* The trigger's flags in the original's item-flag positions (one-shot
 * 0x0100, mask 0x3E00); the flip map and CD track tables keep them the same
 * way (and save games store them so). */
#define TRIG_ONE_SHOT 0x0100
#define TRIG_MASK_BITS 0x3E00
#define TRIG_MASK_SHIFT 9

/* The trigger being run. */
typedef struct {
    int type;               /* TriggerType */
    uint16_t flags;         /* TRIG_ONE_SHOT | mask << TRIG_MASK_SHIFT */
    int16_t timer;
} Trigger;

/* Item i, NULL out of range. */
Item *Trigger_ItemAt(Game *g, int i);
/* Fixed cameras' one-shot marks. */
bool Trigger_CameraUsed(const GameCamera *c, int n);
void Trigger_CameraMarkUsed(GameCamera *c, int n);
/* Plays a CD track (nothing without music). */
void Trigger_MusicPlay(Game *g, int track);
/* The water current towards sink camera `value`. */
void Trigger_Sink(Game *g, int value);
/* Flip map slot update; returns whether the map must flip. */
bool Trigger_Flip(Game *g, int slot, const Trigger *t);
/* The slot's mask is full. */
bool Trigger_FlipSlotFull(const Game *g, int slot);
/* A camera action (timer: seconds, but TR1's 1 is one tick; whole_seconds,
 * TR2's: always seconds). */
void Trigger_Camera(Game *g, const TriggerCommand *cmd, const Trigger *t, bool heavy, bool switch_off,
                    bool whole_seconds);
/* The game's routine asking a switch trigger's switch (Switch_Trigger,
 * SwitchTR2_Trigger). */
typedef bool (*TriggerSwitchFn)(Game *g, int item, int16_t timer);
/* Whether the trigger's condition holds (heavy: only heavy triggers run;
 * otherwise per type, with the switch, keyhole or pick-up it waits on);
 * *switch_off tells a timed switch that is back up. */
bool Trigger_Condition(Game *g, const FloorTrigger *ft, const Trigger *t, bool heavy, bool *switch_off,
                       TriggerSwitchFn switch_trigger);
/* The sector at the bottom of Lara's column is a kill sector. */
bool Trigger_LavaUnder(Game *g, const Item *lara);

/* TR2's and TR3's trigger test share its order of work (kill sector,
 * camera refresh, condition, then each command, then the flip and the
 * flipeffect); the games differ in how an object is activated, how a
 * music track plays and whether a secret action counts. */
typedef struct TriggerActions {
    void (*activate_item)(Game *g, int index, const Trigger *t);
    void (*music)(Game *g, int track, const Trigger *t);
    /* NULL: the secret action does nothing (TR2: secrets are pick-ups). */
    void (*secret)(Game *g, int value);
    /* NULL: the sink action is Trigger_Sink (TR2's). */
    void (*sink)(Game *g, int value);
    /* A kill (lava) sector under her: the game's burning (TR2's ten
     * flames, TR3's one). */
    void (*lava)(Game *g);
} TriggerActions;
/* The later games' TestTriggers (game/trigger_tr2.c) with a game's own
 * actions. */
void Trigger_TestLater(Game *g, int32_t trigger_index, bool heavy, const TriggerActions *acts);

#endif
