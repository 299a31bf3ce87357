/* Sound in the game runs: build/tomb8 --headless with --audio-out and music,
 * and the game's music module (game/game_music.h). */
#include "tests/test.h"
#include "tests/test_wav.h"

#include "engine/audio/wav_writer.h"
#include "engine/level/level.h"
#include "engine/level/level_write.h"
#include "game/game_music.h"

#include <sndfile.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>


static bool copy_file(const char *from, const char *to)
{
    size_t n;
    uint8_t *d = Test_ReadFile(from, &n);
    if (!d)
        return false;
    FILE *f = fopen(to, "wb");
    bool ok = f && fwrite(d, 1, n, f) == n;
    if (f)
        ok &= fclose(f) == 0;
    free(d);
    return ok;
}

/* The "hash" field of a run's JSON line (16 hex digits + NUL). */
static bool hash_of(const char *out, char hash[17])
{
    const char *p = strstr(out, "\"hash\":\"");
    if (!p || strlen(p) < 8 + 16)
        return false;
    memcpy(hash, p + 8, 16);
    hash[16] = 0;
    return true;
}

/* Listening must not change the game: the state hash after a run is the same
 * with and without --audio-out (and --mute). The built level plus a looping
 * sound source at Lara with random gain and pitch: posted every tick, it
 * draws random numbers every tick, from the sound layer's own PRNG. (Wiring
 * the sim's draw stream into the audio instead makes this test fail.) */
TEST(audio_headless_audio_out_keeps_state_hash)
{
    Level lv;
    char err[256], lvl[512];
    CHECK_MSG(Level_Load(Test_BinPath("data/default.phd"), &lv, err, sizeof err), "%s", err);
    int id = -1;
    for (uint32_t i = 0; i < lv.num_sound_map && id < 0; i++)
        if (lv.sound_map[i] >= 0)
            id = (int)i;
    CHECK(id >= 0);
    SoundDetail *d = &lv.sound_details[lv.sound_map[id]];
    d->volume = 0x7FFF;
    d->chance = 0;
    /* TR1: looped (2), one variant (1 << 2), random pitch and gain. */
    d->characteristics = 0x2 | (1 << 2) | 0x2000 | 0x4000;
    SoundSource src = { lv.items[0].pos, (uint16_t)id, 0xC0 };
    for (uint32_t i = 0; i < lv.num_items; i++)
        if (lv.items[i].object_id == 0)
            src.pos = lv.items[i].pos;
    SoundSource *saved = lv.sound_sources;
    uint32_t saved_n = lv.num_sound_sources;
    lv.sound_sources = &src;
    lv.num_sound_sources = 1;
    snprintf(lvl, sizeof lvl, "%s/audio_hash.phd", Test_TmpDir());
    bool written = LevelWrite_TR1File(&lv, lvl, err, sizeof err);
    lv.sound_sources = saved;
    lv.num_sound_sources = saved_n;
    Level_Free(&lv);
    CHECK_MSG(written, "%s", err);

    char wav[512], cmd[2048], out[3][1024], hash[3][17];
    snprintf(wav, sizeof wav, "%s/audio_hash.wav", Test_TmpDir());
    const char *extra[3] = { "", "--audio-out", "--mute --audio-out" };
    for (int k = 0; k < 3; k++) {
        snprintf(cmd, sizeof cmd, "%s --headless --level %s --ticks 60 %s %s",
                 Test_BinPath("tomb8"), lvl, extra[k], k ? wav : "");
        CHECK_EQ(Test_Run(cmd, out[k], sizeof out[k]), 0);
        CHECK_MSG(hash_of(out[k], hash[k]), "%s", out[k]);
        if (k == 1) {
            /* The source was heard: the audio path really ran. */
            uint32_t frames;
            int16_t *pcm = Test_ReadStereoWav(wav, &frames);
            CHECK(pcm);
            CHECK_EQ(frames, 60u * 1470u);
            uint32_t loud = 0;
            for (uint32_t i = 0; i < 2 * frames; i++)
                loud += pcm[i] != 0;
            free(pcm);
            CHECK_MSG(loud > frames, "%u non-zero samples", loud);
        }
    }
    CHECK_MSG(strcmp(hash[0], hash[1]) == 0, "%s vs %s", hash[0], hash[1]);
    CHECK_MSG(strcmp(hash[0], hash[2]) == 0, "%s vs %s", hash[0], hash[2]);
}

/* The music pattern: 441 stereo frames (a 0.01 s loop), left a sawtooth,
 * right its negative, at the output rate so it mixes in unchanged. */
#define MUSIC_LOOP 441
static int16_t music_left(uint32_t f)
{
    return (int16_t)((f % MUSIC_LOOP % 100) * 50 - 2500);
}

static bool write_music(const char *path)
{
    int16_t pcm[2 * MUSIC_LOOP];
    for (uint32_t f = 0; f < MUSIC_LOOP; f++) {
        pcm[2 * f] = music_left(f);
        pcm[2 * f + 1] = (int16_t)-music_left(f);
    }
    WavWriter *w = WavWriter_Open(path, 44100, 2, NULL, 0);
    return w && WavWriter_Write(w, pcm, MUSIC_LOOP) && WavWriter_Close(w);
}

/* tomb8 --headless --audio-out with a music folder: the level's ambient
 * track is in the output, looped, sample-exact (the built level is silent
 * by itself). The built level is copied as LEVEL1.PHD, whose ambient track in
 * the TR1 music map is 57. A missing folder: silence, no message, same
 * state. */
TEST(audio_headless_plays_level_music)
{
    const char *bin = Test_BinPath("tomb8");
    char dir[512], lvl[600], mdir[600], side[600], track[700], wav[600], cmd[4096];
    snprintf(dir, sizeof dir, "%s/music_run", Test_TmpDir());
    snprintf(lvl, sizeof lvl, "%s/LEVEL1.PHD", dir);
    snprintf(mdir, sizeof mdir, "%s/tracks", dir);
    snprintf(side, sizeof side, "%s/music", dir);
    snprintf(wav, sizeof wav, "%s/out.wav", dir);
    snprintf(cmd, sizeof cmd, "mkdir -p %s %s", mdir, side);
    CHECK_EQ(Test_Run(cmd, NULL, 0), 0);
    CHECK(copy_file(Test_BinPath("data/default.phd"), lvl));
    snprintf(track, sizeof track, "%s/57.wav", mdir);
    CHECK(write_music(track));
    /* The default folder (music/ next to the level), other naming. */
    snprintf(track, sizeof track, "%s/track57.wav", side);
    CHECK(write_music(track));

    /* 0: --music-dir, 1: music/ next to the level, 2: missing folder,
     * 3: --mute. */
    const char *opts[4] = { "--music-dir", "", "--music-dir", "--mute" };
    const char *vals[4] = { mdir, "", "/nonexistent/tomb8_music", "" };
    char out[4][1024], hash[4][17];
    for (int k = 0; k < 4; k++) {
        snprintf(cmd, sizeof cmd, "%s --headless --level %s --ticks 30 --audio-out %s %s %s 2>&1",
                 bin, lvl, wav, opts[k], vals[k]);
        CHECK_EQ(Test_Run(cmd, out[k], sizeof out[k]), 0);
        /* Nothing but the JSON line: a missing folder is not worth a word. */
        CHECK_MSG(out[k][0] == '{' && strchr(out[k], '\n') == out[k] + strlen(out[k]) - 1,
                  "run %d: %s", k, out[k]);
        CHECK(hash_of(out[k], hash[k]));
        CHECK(strcmp(hash[k], hash[0]) == 0);
        uint32_t frames;
        int16_t *pcm = Test_ReadStereoWav(wav, &frames);
        CHECK(pcm);
        CHECK_EQ(frames, 30u * 1470u);
        uint32_t bad = 0, nonzero = 0;
        for (uint32_t f = 0; f < frames; f++) {
            int16_t want = k < 2 ? music_left(f) : 0;
            bad += pcm[2 * f] != want || pcm[2 * f + 1] != -want;
            nonzero += pcm[2 * f] != 0;
        }
        free(pcm);
        CHECK_MSG(bad == 0, "run %d: %u frames differ from the track", k, bad);
        if (k < 2)
            CHECK(nonzero > frames / 2);
    }
}

TEST(audio_game_music_folder_and_cd_tracks)
{
    char buf[64];
    GameSound o;
    memset(&o, 0, sizeof o);
    CHECK(GameMusic_Dir(&o, "a/b/LEVEL2.PHD", buf, sizeof buf));
    CHECK(strcmp(buf, "a/b/music") == 0);
    CHECK(GameMusic_Dir(&o, "LEVEL2.PHD", buf, sizeof buf));
    CHECK(strcmp(buf, "music") == 0);
    CHECK(GameMusic_Dir(&o, "/LEVEL2.PHD", buf, sizeof buf));
    CHECK(strcmp(buf, "/music") == 0);
    CHECK(!GameMusic_Dir(&o, "a/very/long/path/that/does/not/fit/in/a/buffer/of/sixty-four/bytes/L.PHD",
                         buf, sizeof buf));
    o.music_dir = "elsewhere";
    CHECK(GameMusic_Dir(&o, "a/b/LEVEL2.PHD", buf, sizeof buf));
    CHECK(strcmp(buf, "elsewhere") == 0);

    /* Ambient 57 (LEVEL2) from the folder; CD track 5 plays over it once,
     * then the ambient track resumes. */
    char dir[512], path[600];
    snprintf(dir, sizeof dir, "%s/cd_tracks", Test_TmpDir());
    snprintf(path, sizeof path, "mkdir -p %s", dir);
    CHECK_EQ(Test_Run(path, NULL, 0), 0);
    snprintf(path, sizeof path, "%s/57.wav", dir);
    CHECK(write_music(path));
    int16_t pcm[2 * 100];
    for (int i = 0; i < 200; i++)
        pcm[i] = 9000;
    snprintf(path, sizeof path, "%s/5.wav", dir);
    WavWriter *w = WavWriter_Open(path, 44100, 2, NULL, 0);
    CHECK(w && WavWriter_Write(w, pcm, 100) && WavWriter_Close(w));
    snprintf(path, sizeof path, "%s/1.wav", dir);
    w = WavWriter_Open(path, 44100, 2, NULL, 0);
    CHECK(w && WavWriter_Write(w, pcm, 100) && WavWriter_Close(w));
    o.music_dir = dir;
    Music *m = GameMusic_Open(&o, "x/LEVEL2.PHD");
    CHECK(m);
    CHECK_EQ(Music_CurrentTrack(m), 57);
    CHECK(!GameMusic_PlayCdTrack(m, 1));    /* never played, even if present */
    CHECK(!GameMusic_PlayCdTrack(m, GAME_CD_TRACK_COUNT));
    CHECK(!GameMusic_PlayCdTrack(m, -3));
    CHECK_EQ(Music_CurrentTrack(m), 57);
    CHECK(GameMusic_PlayCdTrack(m, 5));
    CHECK_EQ(Music_CurrentTrack(m), 5);
    int32_t acc[2 * 300];
    memset(acc, 0, sizeof acc);
    Music_Accumulate(m, acc, 300);
    CHECK_EQ(acc[0], 9000);
    CHECK_EQ(acc[2 * 99 + 1], 9000);
    CHECK_EQ(acc[2 * 100], music_left(0));      /* ambient from its start */
    CHECK_EQ(acc[2 * 250 + 1], -music_left(150));
    CHECK_EQ(Music_CurrentTrack(m), 57);
    Music_Destroy(m);
    CHECK(!GameMusic_PlayCdTrack(NULL, 5));

    /* A level with no ambient track, no folder: silent, harmless. */
    o.music_dir = "/nonexistent/tomb8_music";
    m = GameMusic_Open(&o, "GYM.PHD");
    CHECK(m);
    CHECK_EQ(Music_CurrentTrack(m), -1);
    CHECK(!GameMusic_PlayCdTrack(m, 5));
    Music_Destroy(m);
}
