/* The skidoo drivers who chase Lara (see skidoo_driver.c). */
#ifndef TOMB8_GAME_OBJECTS_TR2_VEHICLE_SKIDOO_DRIVER_H
#define TOMB8_GAME_OBJECTS_TR2_VEHICLE_SKIDOO_DRIVER_H

struct Game;

/* The armed skidoo's states (its driver plays the same numbers). */
enum {
    DRIVER_S_EMPTY = 0,
    DRIVER_S_WAIT = 1,
    DRIVER_S_MOVING = 2,
    DRIVER_S_START_LEFT = 3,
    DRIVER_S_START_RIGHT = 4,
    DRIVER_S_LEFT = 5,
    DRIVER_S_RIGHT = 6,
    DRIVER_S_DEATH = 7,
};

/* O2_SKIDOO_DRIVER and O2_SKIDOO_ARMED. */
void SkidooDriver_Setup(struct Game *g);

#endif
