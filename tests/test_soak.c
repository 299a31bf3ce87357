/* The soaks' shared pieces (see test_soak.h). */
#include "tests/test_soak.h"

uint32_t SoakRand_Next(uint64_t *s)
{
    uint64_t z = (*s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return (uint32_t)((z ^ (z >> 31)) >> 32);
}

int SoakRand_Below(uint64_t *s, int n)
{
    return n > 0 ? (int)(SoakRand_Next(s) % (uint32_t)n) : 0;
}

void SoakRun_Stop(SoakRun *run)
{
    if (!run->running)
        return;
    Game_Free(&run->game);
    GameAudio_Free(&run->ga);
    Sim_Free(&run->sim);
    run->running = false;
}

bool SoakRun_Start(SoakRun *run, SoakSpotFn spot, void *user, char *err, size_t cap)
{
    SoakRun_Stop(run);
    SimConfig cfg = {.animate_all = false};
    if (!Sim_Init(&run->sim, &run->lv, &cfg, err, cap))
        return false;
    GameAudio_Attach(&run->ga, &run->sim, NULL, NULL);
    if (!Game_Attach(&run->game, &run->sim, err, cap)) {
        GameAudio_Free(&run->ga);
        Sim_Free(&run->sim);
        return false;
    }
    Game_SetAudio(&run->game, &run->ga);
    run->running = true;
    Demo d;
    if (spot && spot(run, user, &d)) {
        /* As the original's demo mode: place her, then set the game up. */
        Game_Free(&run->game);
        Sim_StartDemo(&run->sim, &d);
        if (!Game_Attach(&run->game, &run->sim, err, cap)) {
            GameAudio_Free(&run->ga);
            Sim_Free(&run->sim);
            run->running = false;
            return false;
        }
        Game_SetAudio(&run->game, &run->ga);
    }
    return true;
}
