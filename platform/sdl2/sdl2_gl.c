/* OpenGL presenter of the SDL2 back end (sdl2_gl.h): an index texture, a
 * 256x1 palette texture and a shader doing the lookup. */
#include "platform/sdl2/sdl2_gl.h"

#include <SDL_opengl.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Our own pointer types: the GL 1.1 entry points are declared by
 * SDL_opengl.h as functions, but nothing links libGL, so every call goes
 * through a pointer SDL found. */
typedef struct {
    const GLubyte *(APIENTRY *GetString)(GLenum);
    GLenum (APIENTRY *GetError)(void);
    void (APIENTRY *GetIntegerv)(GLenum, GLint *);
    void (APIENTRY *GenTextures)(GLsizei, GLuint *);
    void (APIENTRY *DeleteTextures)(GLsizei, const GLuint *);
    void (APIENTRY *BindTexture)(GLenum, GLuint);
    void (APIENTRY *ActiveTexture)(GLenum);
    void (APIENTRY *TexParameteri)(GLenum, GLenum, GLint);
    void (APIENTRY *TexImage2D)(GLenum, GLint, GLint, GLsizei, GLsizei, GLint, GLenum, GLenum,
                                const void *);
    void (APIENTRY *TexSubImage2D)(GLenum, GLint, GLint, GLint, GLsizei, GLsizei, GLenum, GLenum,
                                   const void *);
    void (APIENTRY *PixelStorei)(GLenum, GLint);
    void (APIENTRY *Viewport)(GLint, GLint, GLsizei, GLsizei);
    void (APIENTRY *ClearColor)(GLclampf, GLclampf, GLclampf, GLclampf);
    void (APIENTRY *Clear)(GLbitfield);
    void (APIENTRY *Disable)(GLenum);
    void (APIENTRY *DrawArrays)(GLenum, GLint, GLsizei);
    void (APIENTRY *ReadPixels)(GLint, GLint, GLsizei, GLsizei, GLenum, GLenum, void *);
    GLuint (APIENTRY *CreateShader)(GLenum);
    void (APIENTRY *ShaderSource)(GLuint, GLsizei, const GLchar *const *, const GLint *);
    void (APIENTRY *CompileShader)(GLuint);
    void (APIENTRY *GetShaderiv)(GLuint, GLenum, GLint *);
    void (APIENTRY *GetShaderInfoLog)(GLuint, GLsizei, GLsizei *, GLchar *);
    void (APIENTRY *GetProgramInfoLog)(GLuint, GLsizei, GLsizei *, GLchar *);
    void (APIENTRY *DeleteShader)(GLuint);
    GLuint (APIENTRY *CreateProgram)(void);
    void (APIENTRY *AttachShader)(GLuint, GLuint);
    void (APIENTRY *BindAttribLocation)(GLuint, GLuint, const GLchar *);
    void (APIENTRY *LinkProgram)(GLuint);
    void (APIENTRY *GetProgramiv)(GLuint, GLenum, GLint *);
    void (APIENTRY *DeleteProgram)(GLuint);
    void (APIENTRY *UseProgram)(GLuint);
    GLint (APIENTRY *GetUniformLocation)(GLuint, const GLchar *);
    void (APIENTRY *Uniform1i)(GLint, GLint);
    void (APIENTRY *VertexAttribPointer)(GLuint, GLint, GLenum, GLboolean, GLsizei, const void *);
    void (APIENTRY *EnableVertexAttribArray)(GLuint);
} GlFns;

enum { PROG_INDEXED, PROG_RGB, PROG_COUNT };

struct SdlGl {
    SDL_Window *window;
    SDL_GLContext ctx;
    GlFns gl;
    GLuint prog[PROG_COUNT];
    GLuint tex_index, tex_pal, tex_rgb;
    int index_w, index_h, rgb_w, rgb_h; /* allocated texture sizes (0: none) */
    int max_tex; /* GL_MAX_TEXTURE_SIZE: larger frames go to SDL's renderer */
    bool pal_valid;
    uint8_t pal[256][3];                /* what tex_pal holds */
};

static bool load_fns(GlFns *gl, char *why, size_t cap)
{
    /* name and slot pairs, so a missing function is named */
    static const struct { const char *name; size_t off; } t[] = {
#define F(n) { "gl" #n, offsetof(GlFns, n) }
        F(GetString), F(GetError), F(GetIntegerv), F(GenTextures), F(DeleteTextures), F(BindTexture),
        F(ActiveTexture), F(TexParameteri), F(TexImage2D), F(TexSubImage2D), F(PixelStorei),
        F(Viewport), F(ClearColor), F(Clear), F(Disable), F(DrawArrays), F(ReadPixels),
        F(CreateShader), F(ShaderSource), F(CompileShader), F(GetShaderiv), F(GetShaderInfoLog), F(GetProgramInfoLog), F(DeleteShader),
        F(CreateProgram), F(AttachShader), F(BindAttribLocation), F(LinkProgram),
        F(GetProgramiv), F(DeleteProgram), F(UseProgram), F(GetUniformLocation), F(Uniform1i),
        F(VertexAttribPointer), F(EnableVertexAttribArray),
#undef F
    };
    for (size_t i = 0; i < sizeof t / sizeof t[0]; i++) {
        void *f = SDL_GL_GetProcAddress(t[i].name);
        if (!f) {
            snprintf(why, cap, "no %s", t[i].name);
            return false;
        }
        memcpy((char *)gl + t[i].off, &f, sizeof f);
    }
    return true;
}

/* GLSL 1.10, the oldest a GL 2 context takes. Row 0 of the frame is at the
 * top, so the quad's top edge samples t = 0. */
static const char k_vert[] =
    "#version 110\n"
    "attribute vec2 a_pos;\n"
    "varying vec2 v_uv;\n"
    "void main() {\n"
    "    v_uv = vec2(a_pos.x * 0.5 + 0.5, 0.5 - a_pos.y * 0.5);\n"
    "    gl_Position = vec4(a_pos, 0.0, 1.0);\n"
    "}\n";

/* An index i is stored as i/255; i/255 * 255/256 + 0.5/256 = (i + 0.5)/256
 * is the centre of palette texel i, so NEAREST gives exactly entry i. */
static const char k_frag_indexed[] =
    "#version 110\n"
    "uniform sampler2D u_index;\n"
    "uniform sampler2D u_pal;\n"
    "varying vec2 v_uv;\n"
    "void main() {\n"
    "    float i = texture2D(u_index, v_uv).r;\n"
    "    gl_FragColor = texture2D(u_pal, vec2(i * (255.0 / 256.0) + 0.5 / 256.0, 0.5));\n"
    "}\n";

static const char k_frag_rgb[] =
    "#version 110\n"
    "uniform sampler2D u_rgb;\n"
    "varying vec2 v_uv;\n"
    "void main() {\n"
    "    gl_FragColor = texture2D(u_rgb, v_uv);\n"
    "}\n";

/* The compiler's or linker's message kept in log (cap >= 1 bytes); the
 * caller's warning is one line, so line breaks become spaces. */
static void keep_log(char *log, size_t cap)
{
    log[cap - 1] = '\0';
    for (char *c = log; *c; c++)
        if (*c == '\n' || *c == '\r')
            *c = ' ';
}

static GLuint compile(const GlFns *gl, GLenum type, const char *src, char *log, size_t cap)
{
    GLuint sh = gl->CreateShader(type);
    GLint ok = 0;
    if (!sh)
        return 0;
    gl->ShaderSource(sh, 1, &src, NULL);
    gl->CompileShader(sh);
    gl->GetShaderiv(sh, GL_COMPILE_STATUS, &ok);
    if (!ok) {
        gl->GetShaderInfoLog(sh, (GLsizei)cap, NULL, log);
        keep_log(log, cap);
        gl->DeleteShader(sh);
        return 0;
    }
    return sh;
}

/* A program of the shared vertex shader and `frag`; its samplers bound to
 * texture units 0 (frame) and 1 (palette). 0 on failure. */
static GLuint link_program(const GlFns *gl, const char *frag, bool indexed, char *log,
                           size_t cap)
{
    GLuint vs = compile(gl, GL_VERTEX_SHADER, k_vert, log, cap);
    GLuint fs = vs ? compile(gl, GL_FRAGMENT_SHADER, frag, log, cap) : 0;
    GLuint prog = fs ? gl->CreateProgram() : 0;
    GLint ok = 0;
    if (prog) {
        gl->AttachShader(prog, vs);
        gl->AttachShader(prog, fs);
        gl->BindAttribLocation(prog, 0, "a_pos");
        gl->LinkProgram(prog);
        gl->GetProgramiv(prog, GL_LINK_STATUS, &ok);
        if (!ok) {
            gl->GetProgramInfoLog(prog, (GLsizei)cap, NULL, log);
            keep_log(log, cap);
        }
    }
    if (vs)
        gl->DeleteShader(vs);
    if (fs)
        gl->DeleteShader(fs);
    if (!ok) {
        if (prog)
            gl->DeleteProgram(prog);
        return 0;
    }
    gl->UseProgram(prog);
    gl->Uniform1i(gl->GetUniformLocation(prog, indexed ? "u_index" : "u_rgb"), 0);
    if (indexed)
        gl->Uniform1i(gl->GetUniformLocation(prog, "u_pal"), 1);
    return prog;
}

static GLuint new_texture(const GlFns *gl)
{
    GLuint t = 0;
    gl->GenTextures(1, &t);
    gl->BindTexture(GL_TEXTURE_2D, t);
    /* NEAREST everywhere: an index must never be blended with its
     * neighbour (that would be a third, unrelated palette entry) */
    gl->TexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
    gl->TexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
    gl->TexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
    gl->TexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
    return t;
}

static bool setup(SdlGl *g, char *why, size_t cap)
{
    GlFns *gl = &g->gl;
    if (!load_fns(gl, why, cap))
        return false;
    /* GLX hands out a stub for any name, so the functions being there says
     * nothing: the shaders need a GL 2 context */
    const char *ver = (const char *)gl->GetString(GL_VERSION);
    if (!ver || ver[0] < '2' || ver[0] > '9' || ver[1] != '.') {
        snprintf(why, cap, "OpenGL %.40s is older than 2.0", ver ? ver : "(no version)");
        return false;
    }
    GLint max_tex = 0;
    gl->GetIntegerv(GL_MAX_TEXTURE_SIZE, &max_tex);
    g->max_tex = max_tex;
    /* a testing aid that can only lower the limit: no frame reaches a real
     * GL's own (Mesa: 16384), so the too-large-frame fallback is tested
     * with a smaller one (tests/test_platform_gl.c) */
    const char *lim = getenv("TOMB8_GL_MAX_TEXTURE");
    if (lim && *lim) {
        long v = strtol(lim, NULL, 10);
        if (v > 0 && v < g->max_tex)
            g->max_tex = (int)v;
    }
    char log[160] = "";
    g->prog[PROG_INDEXED] = link_program(gl, k_frag_indexed, true, log, sizeof log);
    if (g->prog[PROG_INDEXED])
        g->prog[PROG_RGB] = link_program(gl, k_frag_rgb, false, log, sizeof log);
    if (!g->prog[PROG_INDEXED] || !g->prog[PROG_RGB]) {
        snprintf(why, cap, "the palette shader does not compile or link (%s)",
                 log[0] ? log : "no message");
        return false;
    }
    g->tex_index = new_texture(gl);
    g->tex_rgb = new_texture(gl);
    g->tex_pal = new_texture(gl);
    gl->TexImage2D(GL_TEXTURE_2D, 0, GL_RGB, 256, 1, 0, GL_RGB, GL_UNSIGNED_BYTE, NULL);
    /* the palette stays on unit 1 for good; frames use unit 0 */
    gl->ActiveTexture(GL_TEXTURE1);
    gl->BindTexture(GL_TEXTURE_2D, g->tex_pal);
    gl->ActiveTexture(GL_TEXTURE0);
    /* rows of 1- and 3-byte texels are not 4-byte aligned at odd widths */
    gl->PixelStorei(GL_UNPACK_ALIGNMENT, 1);
    gl->PixelStorei(GL_PACK_ALIGNMENT, 1);
    gl->Disable(GL_DEPTH_TEST);
    gl->Disable(GL_BLEND);
    if (gl->GetError() != GL_NO_ERROR) {
        snprintf(why, cap, "texture set-up failed");
        return false;
    }
    return true;
}

SdlGl *SdlGl_Open(SDL_Window *window, bool *vsync, char *why, size_t cap)
{
    SdlGl *g = calloc(1, sizeof *g);
    if (!g) {
        snprintf(why, cap, "out of memory");
        return NULL;
    }
    g->window = window;
    g->ctx = SDL_GL_CreateContext(window);
    if (!g->ctx) {
        snprintf(why, cap, "no OpenGL context (%s)", SDL_GetError());
        free(g);
        return NULL;
    }
    if (SDL_GL_MakeCurrent(window, g->ctx) != 0 || !setup(g, why, cap)) {
        if (!why[0])
            snprintf(why, cap, "cannot use the OpenGL context (%s)", SDL_GetError());
        SdlGl_Close(g);
        return NULL;
    }
    if (SDL_GL_SetSwapInterval(*vsync ? 1 : 0) != 0 && *vsync)
        *vsync = false;
    return g;
}

void SdlGl_Close(SdlGl *g)
{
    if (!g)
        return;
    if (g->gl.DeleteProgram) {
        for (int i = 0; i < PROG_COUNT; i++)
            if (g->prog[i])
                g->gl.DeleteProgram(g->prog[i]);
        GLuint t[3] = { g->tex_index, g->tex_pal, g->tex_rgb };
        g->gl.DeleteTextures(3, t);
    }
    SDL_GL_DeleteContext(g->ctx);
    free(g);
}

/* Uploads p's frame to its texture (re-allocated only when the size
 * changes) and, for an indexed frame, the palette when it changed. */
static bool upload(SdlGl *g, const Platform *p)
{
    const GlFns *gl = &g->gl;
    const bool idx = p->frame_indexed;
    int *tw = idx ? &g->index_w : &g->rgb_w, *th = idx ? &g->index_h : &g->rgb_h;
    const GLenum fmt = idx ? GL_LUMINANCE : GL_RGB;
    gl->ActiveTexture(GL_TEXTURE0);
    gl->BindTexture(GL_TEXTURE_2D, idx ? g->tex_index : g->tex_rgb);
    if (*tw != p->frame_w || *th != p->frame_h) {
        gl->TexImage2D(GL_TEXTURE_2D, 0, (GLint)fmt, p->frame_w, p->frame_h, 0, fmt,
                       GL_UNSIGNED_BYTE, NULL);
        /* recorded only once it exists: a refused size is asked again */
        const bool made = gl->GetError() == GL_NO_ERROR;
        *tw = made ? p->frame_w : 0;
        *th = made ? p->frame_h : 0;
        if (!made)
            return false;
    }
    gl->TexSubImage2D(GL_TEXTURE_2D, 0, 0, 0, p->frame_w, p->frame_h, fmt, GL_UNSIGNED_BYTE,
                      idx ? p->frame_index : p->frame);
    if (idx && (!g->pal_valid || memcmp(g->pal, p->frame_pal, sizeof g->pal) != 0)) {
        /* 768 bytes, but only when a flash or fade changes it */
        memcpy(g->pal, p->frame_pal, sizeof g->pal);
        g->pal_valid = true;
        gl->ActiveTexture(GL_TEXTURE1);
        gl->TexSubImage2D(GL_TEXTURE_2D, 0, 0, 0, 256, 1, GL_RGB, GL_UNSIGNED_BYTE, g->pal);
        gl->ActiveTexture(GL_TEXTURE0);
    }
    return true;
}

bool SdlGl_Fits(const SdlGl *g, int w, int h) { return w <= g->max_tex && h <= g->max_tex; }

bool SdlGl_Draw(SdlGl *g, const Platform *p, int win_w, int win_h, PlatformRect r)
{
    const GlFns *gl = &g->gl;
    /* a driver may keep several error flags: none left over from elsewhere
     * may fail this frame */
    for (int i = 0; i < 16 && gl->GetError() != GL_NO_ERROR; i++)
        ;
    /* a quad over the whole viewport as a triangle strip */
    static const GLfloat quad[8] = { -1, -1, 1, -1, -1, 1, 1, 1 };
    if (!upload(g, p))
        return false;
    gl->Viewport(0, 0, win_w, win_h);
    gl->ClearColor(0, 0, 0, 1);
    gl->Clear(GL_COLOR_BUFFER_BIT);
    /* the letterbox rectangle of the SDL_Renderer path; GL's y is bottom up */
    gl->Viewport(r.x, win_h - r.y - r.h, r.w, r.h);
    gl->UseProgram(g->prog[p->frame_indexed ? PROG_INDEXED : PROG_RGB]);
    gl->VertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, 0, quad);
    gl->EnableVertexAttribArray(0);
    gl->DrawArrays(GL_TRIANGLE_STRIP, 0, 4);
    return gl->GetError() == GL_NO_ERROR;
}

bool SdlGl_ReadBack(SdlGl *g, uint8_t *rgb, int w, int h)
{
    const GlFns *gl = &g->gl;
    const size_t pitch = (size_t)w * 3;
    uint8_t tmp[3 * 1024];
    gl->ReadPixels(0, 0, w, h, GL_RGB, GL_UNSIGNED_BYTE, rgb);
    if (gl->GetError() != GL_NO_ERROR)
        return false;
    /* GL gives the bottom row first: swap rows in place, a chunk at a time */
    for (int y = 0; y < h / 2; y++) {
        uint8_t *a = rgb + (size_t)y * pitch, *b = rgb + (size_t)(h - 1 - y) * pitch;
        for (size_t o = 0; o < pitch; o += sizeof tmp) {
            size_t n = pitch - o < sizeof tmp ? pitch - o : sizeof tmp;
            memcpy(tmp, a + o, n);
            memcpy(a + o, b + o, n);
            memcpy(b + o, tmp, n);
        }
    }
    return true;
}

void SdlGl_Swap(SdlGl *g) { SDL_GL_SwapWindow(g->window); }
