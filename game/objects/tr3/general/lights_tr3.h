/* TR3's light objects (tomb3 objlight.cpp and effect2.cpp's coloured
 * lights): each, while its trigger is on, adds one dynamic light a tick
 * at itself (Game.lights, drawn through Render_SetDynamicLights as TR2's
 * flares are), in TR3's terms converted by Gun_AddLightTR3:
 *  - the strobe (O3_STROBE_LIGHT): turns 2912 a tick, its orange light
 *    1024 out along its beam and 768 up (reach 6, dimmed as TR3 dims
 *    reaches under 8), the alarm sound (208) every 32 ticks; on a level
 *    whose strobes wait for an alarm (Game.strobes_wait_alarm: Area 51)
 *    it waits for Lights3_StrobeAlarm, then runs 1800 ticks and waits
 *    again;
 *  - the pulse light (O3_PULSE_LIGHT): orange, its reach swinging with the
 *    sine of a phase 728 a tick (8..31, skipping the dim part);
 *  - the on/off light (O3_ON_OFF_LIGHT): white, reach 16;
 *  - the electrical light (O3_ELECTRICAL_LIGHT): stutters on as the
 *    original's (16 dim random ticks, 80 flickering, up to 64 steadier,
 *    then bright), back to the start when its trigger goes off;
 *  - the beacon (O3_EXTRA_LIGHT_1): a white flash 3 ticks in 64;
 *  - the red, green, blue, amber and white lights: their colour, reach 24.
 * Counters are the item's data_index (the original's item_flags[0]),
 * saved with the item. The original's rotating beam of the strobe on the
 * room (TriggerAlertLight) is not drawn; O3_EXTRA_LIGHT_2 has no routine in
 * the original. */
#ifndef TOMB8_GAME_OBJECTS_TR3_GENERAL_LIGHTS_TR3_H
#define TOMB8_GAME_OBJECTS_TR3_GENERAL_LIGHTS_TR3_H

struct Game;

void Lights3_Setup(struct Game *g);
/* An alarm caught Lara (the original's alarm lasers): every strobe whose
 * trigger is on starts (where strobes wait for it). */
void Lights3_StrobeAlarm(struct Game *g);

#endif
