/* Every TR1 creature kind's object table entry: the one setup call the
 * object table's list makes for all of them. */
#ifndef TOMB8_GAME_OBJECTS_CREATURES_CREATURES_H
#define TOMB8_GAME_OBJECTS_CREATURES_CREATURES_H

struct Game;

/* Runs each creature kind's setup (kinds the level has no model for are
 * left alone) and hands the trigger code the AI-slot routine. */
void Creatures_Setup(struct Game *g);

#endif
