/* The game's music (see game_music.h). */
#include "game/game_music.h"

#include <stdio.h>
#include <string.h>

bool GameMusic_Dir(const GameSound *o, const char *level_path, char *buf, size_t cap)
{
    int n;
    if (o && o->music_dir) {
        n = snprintf(buf, cap, "%s", o->music_dir);
    } else {
        /* "/LEVEL.PHD" gives "/music"; a bare file name "music". */
        const char *slash = level_path ? strrchr(level_path, '/') : NULL;
        if (slash)
            n = snprintf(buf, cap, "%.*s/music", (int)(slash - level_path), level_path);
        else
            n = snprintf(buf, cap, "music");
    }
    return n >= 0 && (size_t)n < cap;
}

Music *GameMusic_Open(const GameSound *o, const char *level_path)
{
    char dir[1024];
    Music *m = Music_Create(GameMusic_Dir(o, level_path, dir, sizeof dir) ? dir : NULL);
    if (m)
        Music_PlayLooped(m, Music_Tr1AmbientTrack(level_path));
    return m;
}

bool GameMusic_PlayCdTrack(Music *m, int track)
{
    if (track < GAME_CD_TRACK_MIN || track >= GAME_CD_TRACK_COUNT)
        return false;
    return Music_Play(m, track);
}
