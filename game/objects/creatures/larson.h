/* Larson (TR1): walks, runs, poses and shoots with his pistol. */
#ifndef TOMB8_GAME_OBJECTS_CREATURES_LARSON_H
#define TOMB8_GAME_OBJECTS_CREATURES_LARSON_H

struct Game;

/* Registers the object (object.c's list). */
void Larson_Setup(struct Game *g);

#endif
