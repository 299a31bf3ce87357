/* FMV decoding with FFmpeg: see fmv.h. */
#include "engine/video/fmv.h"

#include "engine/audio/mixer.h"
#include "engine/core/file_read.h"

#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libavutil/imgutils.h>
#include <libswresample/swresample.h>
#include <libswscale/swscale.h>

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#define FMV_QUEUE 8                  /* decoded frames kept ahead */
#define FMV_AUDIO_AHEAD_SECONDS 10   /* sound kept when nobody takes it */
#define RPL_HEADER_LINES 21
#define RPL_LINE_MAX 256

struct Fmv {
    char path[256];
    FmvInfo info;
    AVFormatContext *fmt;
    AVCodecContext *vdec, *adec;
    int vstream, astream;
    AVPacket *pkt;
    AVFrame *frame;
    struct SwsContext *sws;
    SwrContext *swr;
    uint8_t *queue[FMV_QUEUE];       /* RGB24 frames, oldest at qhead */
    int qhead, qcount;
    int64_t decoded;
    int16_t *src;                    /* sound at the file's rate, s16 stereo */
    size_t src_len, src_cap;         /* in stereo frames */
    uint64_t pos, step;              /* 32.32 position / advance in src frames */
    bool eof, failed;
    char fail_msg[320];
};

static void set_err(char *err, size_t cap, const char *path, const char *fmt, ...)
{
    if (!cap)
        return;
    int n = snprintf(err, cap, "error: %s: ", path);
    if (n >= 0 && (size_t)n < cap) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(err + n, cap - (size_t)n, fmt, ap);
        va_end(ap);
    }
}

static void fail(Fmv *f, const char *fmt, ...)
{
    if (f->failed)
        return;
    f->failed = true;
    int n = snprintf(f->fail_msg, sizeof f->fail_msg, "error: %s: ", f->path);
    if (n >= 0 && (size_t)n < sizeof f->fail_msg) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(f->fail_msg + n, sizeof f->fail_msg - (size_t)n, fmt, ap);
        va_end(ap);
    }
}

/* ---- the header, checked before FFmpeg sees the file -------------------------- */

/* Reads the 21 header lines: the signature, and the chunk count, which
 * FFmpeg's demuxer trusts when it builds its index (a huge count in a
 * huge file would otherwise cost memory in proportion). */
static bool check_header(const char *path, char *err, size_t cap)
{
    /* The shared reader's checks: a FIFO, folder or device is one line,
     * never waited on (FFmpeg would block on a FIFO too). */
    FILE *fp;
    if (FileRead_Open(path, "movie", &fp, err, cap) != FILE_READ_OK)
        return false;
    char line[RPL_LINE_MAX];
    bool ok = true;
    for (int i = 0; ok && i < RPL_HEADER_LINES; i++) {
        if (!fgets(line, sizeof line, fp) || !strchr(line, '\n')) {
            set_err(err, cap, path, "not an RPL movie (its header ends at line %d)", i + 1);
            ok = false;
        } else if (i == 0 && strcmp(line, "ARMovie\n") != 0) {
            set_err(err, cap, path, "not an RPL movie (no ARMovie signature)");
            ok = false;
        } else if (i == 14) { /* the index of the last chunk */
            long n = strtol(line, NULL, 10);
            if (n < 0 || n >= FMV_MAX_FRAMES) {
                set_err(err, cap, path, "%ld chunks (at most %d)", n + 1, FMV_MAX_FRAMES);
                ok = false;
            }
        }
    }
    fclose(fp);
    return ok;
}

/* ---- opening ----------------------------------------------------------------- */

static AVCodecContext *open_decoder(const AVStream *st)
{
    const AVCodec *codec = avcodec_find_decoder(st->codecpar->codec_id);
    if (!codec)
        return NULL;
    AVCodecContext *c = avcodec_alloc_context3(codec);
    if (!c)
        return NULL;
    c->thread_count = 1;
    if (avcodec_parameters_to_context(c, st->codecpar) < 0 || avcodec_open2(c, codec, NULL) < 0)
        avcodec_free_context(&c);
    return c;
}

static bool open_streams(Fmv *f, char *err, size_t cap)
{
    f->vstream = f->astream = -1;
    for (unsigned i = 0; i < f->fmt->nb_streams; i++) {
        enum AVMediaType t = f->fmt->streams[i]->codecpar->codec_type;
        if (t == AVMEDIA_TYPE_VIDEO && f->vstream < 0)
            f->vstream = (int)i;
        else if (t == AVMEDIA_TYPE_AUDIO && f->astream < 0)
            f->astream = (int)i;
    }
    if (f->vstream < 0) {
        set_err(err, cap, f->path, "no video in the movie");
        return false;
    }
    const AVStream *vs = f->fmt->streams[f->vstream];
    FmvInfo *in = &f->info;
    in->width = vs->codecpar->width;
    in->height = vs->codecpar->height;
    in->fps_num = vs->time_base.den; /* one tick of the time base per frame */
    in->fps_den = vs->time_base.num;
    in->frames = vs->duration > 0 ? vs->duration : 0;
    if (in->width < 8 || in->height < 8 || in->width > FMV_MAX_SIDE ||
        in->height > FMV_MAX_SIDE) {
        set_err(err, cap, f->path, "frame size %dx%d (8 to %d pixels a side)", in->width,
                in->height, FMV_MAX_SIDE);
        return false;
    }
    if (in->fps_num <= 0 || in->fps_den <= 0 || in->fps_num < in->fps_den ||
        in->fps_num / in->fps_den > FMV_MAX_FPS) {
        set_err(err, cap, f->path, "frame rate %d/%d (1 to %d per second)", in->fps_num,
                in->fps_den, FMV_MAX_FPS);
        return false;
    }
    f->vdec = open_decoder(vs);
    if (!f->vdec) {
        set_err(err, cap, f->path, "no decoder for its video (format %u)",
                vs->codecpar->codec_tag);
        return false;
    }
    /* A sound track FFmpeg cannot decode leaves the movie silent. */
    if (f->astream >= 0) {
        const AVStream *as = f->fmt->streams[f->astream];
        int rate = as->codecpar->sample_rate;
        if (rate >= 1000 && rate <= 192000)
            f->adec = open_decoder(as);
        if (f->adec) {
            in->audio_rate = rate;
            in->audio_channels = f->adec->ch_layout.nb_channels;
            f->step = ((uint64_t)rate << 32) / MIXER_RATE;
        }
    }
    return true;
}

Fmv *Fmv_Open(const char *path, char *err, size_t err_cap)
{
    if (err_cap)
        err[0] = '\0';
    struct stat sb;
    if (stat(path, &sb) != 0) {
        set_err(err, err_cap, path, "no such movie");
        return NULL;
    }
    if (!S_ISREG(sb.st_mode)) { /* named as what it is, not "missing" */
        set_err(err, err_cap, path, "movie %s", FileRead_KindOf(sb.st_mode));
        return NULL;
    }
    if (sb.st_size <= 0 || (uint64_t)sb.st_size > FMV_MAX_FILE) {
        set_err(err, err_cap, path, "%lld bytes (1 to %u)", (long long)sb.st_size,
                FMV_MAX_FILE);
        return NULL;
    }
    if (!check_header(path, err, err_cap))
        return NULL;
    av_log_set_level(AV_LOG_QUIET); /* our one line says what went wrong */
    Fmv *f = calloc(1, sizeof *f);
    if (!f) {
        set_err(err, err_cap, path, "out of memory");
        return NULL;
    }
    snprintf(f->path, sizeof f->path, "%s", path);
    const AVInputFormat *rpl = av_find_input_format("rpl");
    AVDictionary *opts = NULL;
    av_dict_set(&opts, "protocol_whitelist", "file", 0);
    av_dict_set(&opts, "format_whitelist", "rpl", 0);
    av_dict_set(&opts, "codec_whitelist",
                "escape124,escape130,pcm_s16le,pcm_u8,pcm_s8,pcm_vidc,adpcm_ima_ea_sead", 0);
    int r = rpl ? avformat_open_input(&f->fmt, path, rpl, &opts) : AVERROR_DEMUXER_NOT_FOUND;
    av_dict_free(&opts);
    if (r < 0) {
        if (rpl)
            set_err(err, err_cap, path, "not a readable RPL movie (damaged header or index)");
        else
            set_err(err, err_cap, path, "this FFmpeg has no RPL demuxer");
        Fmv_Close(f);
        return NULL;
    }
    f->pkt = av_packet_alloc();
    f->frame = av_frame_alloc();
    if (!f->pkt || !f->frame) {
        set_err(err, err_cap, path, "out of memory");
        Fmv_Close(f);
        return NULL;
    }
    if (!open_streams(f, err, err_cap)) {
        Fmv_Close(f);
        return NULL;
    }
    size_t bytes = (size_t)f->info.width * f->info.height * 3;
    for (int i = 0; i < FMV_QUEUE; i++) {
        f->queue[i] = malloc(bytes);
        if (!f->queue[i]) {
            set_err(err, err_cap, path, "out of memory");
            Fmv_Close(f);
            return NULL;
        }
    }
    return f;
}

void Fmv_Close(Fmv *f)
{
    if (!f)
        return;
    for (int i = 0; i < FMV_QUEUE; i++)
        free(f->queue[i]);
    free(f->src);
    sws_freeContext(f->sws);
    swr_free(&f->swr);
    av_frame_free(&f->frame);
    av_packet_free(&f->pkt);
    avcodec_free_context(&f->vdec);
    avcodec_free_context(&f->adec);
    avformat_close_input(&f->fmt);
    free(f);
}

const FmvInfo *Fmv_Info(const Fmv *f) { return &f->info; }
int64_t Fmv_FramesDecoded(const Fmv *f) { return f->decoded; }

/* ---- video ------------------------------------------------------------------- */

/* Escape 124 gives RGB555; each 5-bit channel is widened to 8 bits by
 * repeating its top bits, so white stays white. */
static void from_rgb555(const AVFrame *fr, uint8_t *out, int w, int h)
{
    for (int y = 0; y < h; y++) {
        const uint8_t *row = fr->data[0] + (ptrdiff_t)y * fr->linesize[0];
        for (int x = 0; x < w; x++, out += 3) {
            unsigned v = (unsigned)row[2 * x] | ((unsigned)row[2 * x + 1] << 8);
            unsigned r = (v >> 10) & 31, g = (v >> 5) & 31, b = v & 31;
            out[0] = (uint8_t)((r << 3) | (r >> 2));
            out[1] = (uint8_t)((g << 3) | (g >> 2));
            out[2] = (uint8_t)((b << 3) | (b >> 2));
        }
    }
}

static bool keep_frame(Fmv *f, const AVFrame *fr)
{
    int w = f->info.width, h = f->info.height;
    if (fr->width != w || fr->height != h) {
        fail(f, "frame %lld is %dx%d, not %dx%d", (long long)f->decoded, fr->width,
             fr->height, w, h);
        return false;
    }
    if (f->decoded >= FMV_MAX_FRAMES) {
        fail(f, "more than %d frames", FMV_MAX_FRAMES);
        return false;
    }
    /* The slot before qhead holds the frame handed out last; readers stop
     * before the queue could reach it (one packet, at most one picture). */
    if (f->qcount >= FMV_QUEUE - 1) {
        fail(f, "too many pictures in one packet");
        return false;
    }
    uint8_t *out = f->queue[(f->qhead + f->qcount) % FMV_QUEUE];
    if (fr->format == AV_PIX_FMT_RGB555LE) {
        from_rgb555(fr, out, w, h);
    } else {
        /* Escape 130 and anything else: one exact-size conversion. */
        f->sws = sws_getCachedContext(f->sws, w, h, (enum AVPixelFormat)fr->format, w, h,
                                      AV_PIX_FMT_RGB24,
                                      SWS_POINT | SWS_BITEXACT | SWS_ACCURATE_RND, NULL, NULL,
                                      NULL);
        uint8_t *dst[4] = {out, NULL, NULL, NULL};
        int pitch[4] = {w * 3, 0, 0, 0};
        if (!f->sws || sws_scale(f->sws, (const uint8_t *const *)fr->data, fr->linesize, 0, h,
                                 dst, pitch) != h) {
            fail(f, "cannot convert the pictures (pixel format %d)", fr->format);
            return false;
        }
    }
    f->qcount++;
    f->decoded++;
    return true;
}

/* ---- sound ------------------------------------------------------------------- */

static bool grow_src(Fmv *f, size_t more)
{
    /* Sound nobody takes (a caller that only wants pictures) is dropped
     * from the front rather than kept without bound. */
    size_t limit = (size_t)f->info.audio_rate * FMV_AUDIO_AHEAD_SECONDS;
    if (f->src_len + more > limit && f->src_len > 0) {
        size_t drop = MIN(f->src_len, f->src_len + more - limit);
        memmove(f->src, f->src + 2 * drop, (f->src_len - drop) * 2 * sizeof *f->src);
        f->src_len -= drop;
        uint64_t d = (uint64_t)drop << 32;
        f->pos = f->pos > d ? f->pos - d : 0;
    }
    if (f->src_len + more <= f->src_cap)
        return true;
    size_t cap = MAX(f->src_cap * 2, f->src_len + more);
    int16_t *p = realloc(f->src, cap * 2 * sizeof *p);
    if (!p)
        return false;
    f->src = p;
    f->src_cap = cap;
    return true;
}

static int16_t sample_at(const AVFrame *fr, int fmt, int ch, int i, int nch)
{
    switch (fmt) {
    case AV_SAMPLE_FMT_U8: return (int16_t)((fr->data[0][i * nch + ch] - 128) * 256);
    case AV_SAMPLE_FMT_S16: return ((const int16_t *)fr->data[0])[i * nch + ch];
    case AV_SAMPLE_FMT_S16P: return ((const int16_t *)fr->extended_data[ch])[i];
    default: return 0;
    }
}

static bool keep_sound(Fmv *f, AVFrame *fr)
{
    int n = fr->nb_samples, nch = fr->ch_layout.nb_channels;
    if (n <= 0 || nch <= 0)
        return true;
    if (!grow_src(f, (size_t)n)) {
        fail(f, "out of memory for the sound");
        return false;
    }
    int16_t *out = f->src + 2 * f->src_len;
    int fmt = fr->format;
    if (fmt == AV_SAMPLE_FMT_U8 || fmt == AV_SAMPLE_FMT_S16 || fmt == AV_SAMPLE_FMT_S16P) {
        for (int i = 0; i < n; i++) {
            out[2 * i] = sample_at(fr, fmt, 0, i, nch);
            out[2 * i + 1] = sample_at(fr, fmt, nch > 1 ? 1 : 0, i, nch);
        }
    } else {
        /* Other sample formats: libswresample turns them into s16 stereo at
         * the same rate (the rate change is ours, below). */
        if (!f->swr) {
            AVChannelLayout stereo = AV_CHANNEL_LAYOUT_STEREO;
            if (swr_alloc_set_opts2(&f->swr, &stereo, AV_SAMPLE_FMT_S16, fr->sample_rate,
                                    &fr->ch_layout, (enum AVSampleFormat)fmt, fr->sample_rate,
                                    0, NULL) < 0 ||
                swr_init(f->swr) < 0) {
                fail(f, "cannot convert its sound (sample format %d)", fmt);
                return false;
            }
        }
        uint8_t *dst[1] = {(uint8_t *)out};
        int got = swr_convert(f->swr, dst, n, (const uint8_t **)fr->extended_data, n);
        if (got < 0) {
            fail(f, "cannot convert its sound");
            return false;
        }
        n = got;
    }
    f->src_len += (size_t)n;
    return true;
}

/* ---- reading ----------------------------------------------------------------- */

static bool drain(Fmv *f, AVCodecContext *dec, bool video)
{
    for (;;) {
        int r = avcodec_receive_frame(dec, f->frame);
        if (r == AVERROR(EAGAIN) || r == AVERROR_EOF)
            return true;
        if (r < 0) {
            fail(f, "broken %s after frame %lld", video ? "picture" : "sound",
                 (long long)f->decoded);
            return false;
        }
        bool ok = video ? keep_frame(f, f->frame) : keep_sound(f, f->frame);
        av_frame_unref(f->frame);
        if (!ok)
            return false;
    }
}

/* Reads and decodes one packet. False at the end or after a failure. */
static bool pump(Fmv *f)
{
    if (f->eof || f->failed)
        return false;
    int r = av_read_frame(f->fmt, f->pkt);
    if (r < 0) {
        if (r != AVERROR_EOF) {
            fail(f, "the file is damaged or cut short after frame %lld",
                 (long long)f->decoded);
            return false;
        }
        f->eof = true;
        avcodec_send_packet(f->vdec, NULL);
        drain(f, f->vdec, true);
        if (f->adec) {
            avcodec_send_packet(f->adec, NULL);
            drain(f, f->adec, false);
        }
        return false;
    }
    bool video = f->pkt->stream_index == f->vstream;
    AVCodecContext *dec = video ? f->vdec : f->pkt->stream_index == f->astream ? f->adec : NULL;
    bool ok = true;
    if (dec) {
        if (avcodec_send_packet(dec, f->pkt) < 0) {
            fail(f, "broken %s after frame %lld", video ? "picture" : "sound",
                 (long long)f->decoded);
            ok = false;
        } else {
            ok = drain(f, dec, video);
        }
    }
    av_packet_unref(f->pkt);
    return ok;
}

int Fmv_NextFrame(Fmv *f, const uint8_t **rgb, char *err, size_t err_cap)
{
    while (f->qcount == 0 && pump(f)) {
    }
    if (f->qcount == 0) {
        if (f->failed) {
            snprintf(err, err_cap, "%s", f->fail_msg);
            return -1;
        }
        return 0;
    }
    *rgb = f->queue[f->qhead];
    f->qhead = (f->qhead + 1) % FMV_QUEUE;
    f->qcount--;
    return 1;
}

uint32_t Fmv_TakeAudio(Fmv *f, int16_t *out, uint32_t frames)
{
    if (!f->adec)
        return 0;
    /* One frame beyond the last needed one is read for the interpolation. */
    uint64_t need = ((f->pos + (uint64_t)frames * f->step) >> 32) + 2;
    while (f->src_len < need && f->qcount < FMV_QUEUE - 1 && pump(f)) {
    }
    uint32_t k = 0;
    for (; k < frames; k++) {
        size_t i = (size_t)(f->pos >> 32);
        if (i >= f->src_len || (i + 1 >= f->src_len && !f->eof))
            break;
        /* The mixer's interpolation: a 15-bit fraction, so (b - a) * frac
         * fits in int32 for any two samples. */
        int32_t frac = (int32_t)((f->pos >> 17) & 0x7FFF);
        for (int c = 0; c < 2; c++) {
            int32_t a = f->src[2 * i + c];
            int32_t b = i + 1 < f->src_len ? f->src[2 * (i + 1) + c] : 0;
            out[2 * k + c] = (int16_t)(a + (((b - a) * frac) >> 15));
        }
        f->pos += f->step;
    }
    /* Drop what was played, keeping the frame the next one starts from. */
    size_t used = (size_t)(f->pos >> 32);
    if (used > 0 && used <= f->src_len) {
        memmove(f->src, f->src + 2 * used, (f->src_len - used) * 2 * sizeof *f->src);
        f->src_len -= used;
        f->pos -= (uint64_t)used << 32;
    }
    return k;
}
