/* TR3's flying mutant emitter (O3_FLYING_MUTANT_EMITTER; tomb3
 * flymaker.cpp): an unseen marker that, triggered, takes the level's
 * winged mutants marked with AI_MODIFY (the first three) out of the world,
 * then sends them back from its own spot one at a time whenever one of
 * them is not active, while Lara is within 32000 across; its trigger's
 * timer counts how many (30 each). */
#ifndef TOMB8_GAME_OBJECTS_TR3_CREATURES_FLYMAKER_H
#define TOMB8_GAME_OBJECTS_TR3_CREATURES_FLYMAKER_H

struct Game;

void FlyEmitter3_Setup(struct Game *g);

#endif
