/* Choosing the per-game table (see rules.h). */
#include "game/rules/rules.h"

const GameRules *GameRules_For(GameVersion game)
{
    switch (game) {
    case GAME_TR2:
        return &GameRules_TR2;
    case GAME_TR3:
        return &GameRules_TR3;
    case GAME_TR1:
        break;
    }
    return &GameRules_TR1;
}

uint32_t GameRules_InputMask(GameVersion game)
{
    return GameRules_For(game)->input_mask;
}
