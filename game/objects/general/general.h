/* Objects with little logic of their own: cogs and other animating props,
 * the moving bar, the save crystal (the PC original hides it), cut-scene
 * actors, and the simple parts of the Scions. */
#ifndef TOMB8_GAME_OBJECTS_GENERAL_GENERAL_H
#define TOMB8_GAME_OBJECTS_GENERAL_GENERAL_H

struct Game;

void General_Setup(struct Game *g);
/* A prop that runs while triggered (state 1) and rests otherwise (state
 * 0), following its room as it moves (cogs; drawbridges use it too). */
void General_CogControl(struct Game *g, int item);

#endif
