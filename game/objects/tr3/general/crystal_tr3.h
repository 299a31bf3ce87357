/* TR3's animating pick-ups (tomb3 game/pickup.cpp, AnimatingPickUp): the
 * save crystal and the four artefacts (the icon pick-ups).
 *
 * The save crystal as the PC game has it: the PC original saves
 * anywhere, so a crystal is a health pick-up that is never carried. It
 * turns (1024 a tick) and bobs over 64 ticks up to 64..320 above where it
 * lies (the original's sine table is 4096 to one: |sin| >> 4), lit green
 * as it bobs (a light of reach 8, its green |sin| >> 7, at most 31); Lara
 * within 256 of it across, 1024 up or down, takes it: 500 hit points back
 * (to at most 1000), her poison gone, the medipack's sound, and it is
 * gone. Counted as a pick-up in the level's statistics.
 *
 * An artefact, once running (a boss dropping it wakes it:
 * Icon3_BossDrop), turns the same way where it lies and glows (the same
 * light, green and half as much blue); picked up as any pick-up. The
 * phase of both is kept in the item's timer. */
#ifndef TOMB8_GAME_OBJECTS_TR3_GENERAL_CRYSTAL_TR3_H
#define TOMB8_GAME_OBJECTS_TR3_GENERAL_CRYSTAL_TR3_H

struct Game;

void Crystal3_Setup(struct Game *g);
/* A boss's death (the original's BossDropIcon): what it carried drops
 * where it is (the creature rules' drop) and each dropped item with a
 * routine (the artefacts) starts running. */
void Icon3_BossDrop(struct Game *g, int item);

#endif
