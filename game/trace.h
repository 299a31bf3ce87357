/* Per-tick traces in the reference format (../shared/traces/README.md), and
 * the input words a trace carries.
 *
 * A trace row is the state AFTER a tick: Lara's item, her water and gun
 * status, the control random stream and the camera. The items trace has one
 * row per active item other than Lara per tick, in item index order. The
 * reference files also carry anim_trx_internal (the reference engine's own
 * numbering); we have no such number and leave the column out, and
 * tracecmp ignores it. */
#ifndef TOMB8_GAME_TRACE_H
#define TOMB8_GAME_TRACE_H

#include <stdio.h>

#include "engine/sim/sim.h"

struct Game;

#define TRACE_HEADER                                                                   \
    "tick,input,x,y,z,room,rot_x,rot_y,rot_z,anim,frame,anim_frame,current_state,"     \
    "goal_state,required_state,hit_points,speed,fall_speed,gravity,water_status,"      \
    "gun_status,floor,rng_control_calls,rng_control_seed,cam_x,cam_y,cam_z,cam_room,"  \
    "cam_target_x,cam_target_y,cam_target_z,cam_target_room,cam_type"

#define TRACE_ITEMS_HEADER                                                             \
    "tick,item,object_id,x,y,z,room,rot_x,rot_y,rot_z,anim,anim_rel,frame,anim_frame," \
    "current_state,goal_state,required_state,hit_points,speed,fall_speed,status,"      \
    "flags,active,gravity,hit_status,collidable,timer,touch_bits,mesh_bits"

/* Enough for any row of either kind. */
#define TRACE_ROW_MAX 512

/* Writes the row of tick `tick` (0 = the state after the first tick) into
 * buf, newline included; returns its length. The input column is the word
 * as given (s->input). g may be NULL (no game attached): Lara's water and
 * gun status and the camera print as empty fields; without a Lara item all
 * her columns are empty. */
int Trace_Row(const Sim *s, const struct Game *g, uint32_t tick, char *buf, size_t cap);

/* One items-trace row for item i (any item; the caller picks which). */
int Trace_ItemRow(const Sim *s, uint32_t tick, int i, char *buf, size_t cap);

/* The items trace of one tick: a row for every item other than Lara that
 * is on the active list or has the active status, in index order (the
 * reference files agree with index order where they tell the two apart).
 * False when writing failed. */
bool Trace_WriteItems(FILE *f, const Sim *s, uint32_t tick);

/* The original's item flags word (one-shot, activation code bits, reverse)
 * as the reference items trace prints it, made from the Item's fields. */
uint32_t Trace_ItemFlags(const Item *it);

/* Input words from a CSV file whose header names an `input` column (other
 * columns are ignored). Reads at most TRACE_MAX_INPUT_ROWS rows. On a
 * missing file, a header without `input`, a row without that field or a
 * value that is not a decimal 0..4294967295: false with one line
 * "error: FILE:LINE: what" in err. *words is malloc'd (free it). */
#define TRACE_MAX_INPUT_ROWS 1000000u
bool Trace_ReadInputs(const char *path, InputWord **words, uint32_t *num, char *err,
                      size_t err_cap);
/* The same, with each row's tick from the `tick` column (the row index
 * when there is none) in *ticks (malloc'd): a run that continues a save
 * takes its words by tick. The ticks must count up; a row whose tick is
 * not a number is an error. */
bool Trace_ReadInputTicks(const char *path, InputWord **words, uint32_t **ticks, uint32_t *num,
                          char *err, size_t err_cap);

#endif
