/* The level's mesh pointers as the game changes them (see mesh_table.h). */
#include "game/mesh_table.h"

#include "engine/core/serial.h"
#include "game/game.h"

/* TR3's copy of the skin into Lara's object as the level starts: `count`
 * entries from `to` on take the pointers from `from` on (count 0: none). */
typedef struct {
    uint32_t from, to, count;
} SkinCopy;

static SkinCopy skin_copy(const Game *g)
{
    SkinCopy c = {0, 0, 0};
    const Level *lv = g->lv;
    int skin = g->rules->ids ? g->rules->ids->lara_skin : -1;
    const Model *own = Level_FindModel(lv, 0);
    const Model *m = skin >= 0 ? Level_FindModel(lv, (uint32_t)skin) : NULL;
    if (!own || !m)
        return c;
    uint32_t n = lv->num_mesh_pointers;
    if ((uint32_t)own->start_mesh + LARA_NUM_MESHES > n ||
        (uint32_t)m->start_mesh + LARA_NUM_MESHES > n)
        return c;
    c.from = m->start_mesh;
    c.to = own->start_mesh;
    c.count = LARA_NUM_MESHES;
    return c;
}

/* Entry p of the table as the level starts. */
static uint32_t start_entry(const SkinCopy *c, uint32_t p)
{
    return p >= c->to && p - c->to < c->count ? c->from + (p - c->to) : p;
}

bool MeshTable_Init(Game *g)
{
    uint32_t n = g->lv->num_mesh_pointers;
    g->mesh_map_len = n + LARA_NUM_MESHES;
    g->mesh_map = Object_Alloc(g, sizeof(uint32_t) * g->mesh_map_len);
    if (!g->mesh_map)
        return false;
    SkinCopy c = skin_copy(g);
    for (uint32_t p = 0; p < n; p++)
        g->mesh_map[p] = start_entry(&c, p);
    g->sim->mesh_map = g->mesh_map;
    return true;
}

/* Lara's own model: her item's, else object 0's. */
static const Model *own_model(const Game *g)
{
    const Sim *s = g->sim;
    if (s->lara >= 0 && s->items[s->lara].model >= 0)
        return &g->lv->models[s->items[s->lara].model];
    return Level_FindModel(g->lv, 0);
}

/* The table entry Lara's slot k reads; false: none. */
static bool slot_entry(const Game *g, int k, uint32_t *e)
{
    const Level *lv = g->lv;
    uint32_t n = lv->num_mesh_pointers;
    int16_t o = g->lara.mesh_swap[k];
    if (o == LARA_MESH_HELD) {
        *e = n + (uint32_t)k;
        return g->mesh_map != NULL;
    }
    const Model *own = own_model(g);
    if (!own)
        return false;
    const Model *m = own;
    if (o >= 0) {
        const Model *sw = Level_FindModel(lv, (uint32_t)o);
        if (sw && k < sw->num_meshes)
            m = sw;
    }
    uint32_t p = (uint32_t)m->start_mesh + (uint32_t)k;
    if (p >= n)
        p = (uint32_t)own->start_mesh + (uint32_t)k;
    if (p >= n)
        return false;
    *e = p;
    return true;
}

uint32_t MeshTable_LaraMesh(const Game *g, int k)
{
    uint32_t e;
    if (k < 0 || k >= LARA_NUM_MESHES || !slot_entry(g, k, &e))
        return 0;
    return g->lv->mesh_index[g->mesh_map ? g->mesh_map[e] : e];
}

/* Lara's slots that read entry a or b keep what they show: the originals
 * copied the pointer when they gave it to her. */
static void keep_slots_reading(Game *g, uint32_t a, uint32_t b)
{
    uint32_t n = g->lv->num_mesh_pointers;
    for (int k = 0; k < LARA_NUM_MESHES; k++) {
        uint32_t e;
        if (g->lara.mesh_swap[k] != LARA_MESH_HELD && slot_entry(g, k, &e) && (e == a || e == b)) {
            g->mesh_map[n + (uint32_t)k] = g->mesh_map[e];
            g->lara.mesh_swap[k] = LARA_MESH_HELD;
        }
    }
}

void MeshTable_TradeWithLara(Game *g, int slot, int object)
{
    const Model *m = Level_FindModel(g->lv, (uint32_t)object);
    uint32_t n = g->lv->num_mesh_pointers;
    uint32_t e;
    if (!g->mesh_map || slot < 0 || slot >= LARA_NUM_MESHES || !m ||
        (uint32_t)m->start_mesh + (uint32_t)slot >= n || !slot_entry(g, slot, &e))
        return;
    uint32_t p = (uint32_t)m->start_mesh + (uint32_t)slot;
    uint32_t hers = g->mesh_map[e];
    g->mesh_map[n + (uint32_t)slot] = g->mesh_map[p];
    g->mesh_map[p] = hers;
    g->lara.mesh_swap[slot] = LARA_MESH_HELD;
}

void MeshTable_TradeSlot(Game *g, int object, int other, int slot)
{
    const Level *lv = g->lv;
    const Model *a = Level_FindModel(lv, (uint32_t)object);
    const Model *b = Level_FindModel(lv, (uint32_t)other);
    uint32_t n = lv->num_mesh_pointers;
    if (!g->mesh_map || !a || !b || slot < 0)
        return;
    uint32_t pa = (uint32_t)a->start_mesh + (uint32_t)slot;
    uint32_t pb = (uint32_t)b->start_mesh + (uint32_t)slot;
    if (pa >= n || pb >= n)
        return;
    keep_slots_reading(g, pa, pb);
    uint32_t t = g->mesh_map[pa];
    g->mesh_map[pa] = g->mesh_map[pb];
    g->mesh_map[pb] = t;
}

void MeshTable_TradeObjects(Game *g, int object, int other, bool lara_takes)
{
    const Level *lv = g->lv;
    const Model *a = Level_FindModel(lv, (uint32_t)object);
    const Model *b = Level_FindModel(lv, (uint32_t)other);
    uint32_t n = lv->num_mesh_pointers;
    if (!g->mesh_map || !a || !b)
        return;
    for (uint32_t i = 0; i < a->num_meshes; i++) {
        uint32_t pa = (uint32_t)a->start_mesh + i, pb = (uint32_t)b->start_mesh + i;
        if (pa >= n || pb >= n)
            break;
        keep_slots_reading(g, pa, pb);
        uint32_t t = g->mesh_map[pa];
        g->mesh_map[pa] = g->mesh_map[pb];
        g->mesh_map[pb] = t;
        if (lara_takes && i < LARA_NUM_MESHES) {
            g->mesh_map[n + i] = g->mesh_map[pa];
            g->lara.mesh_swap[i] = LARA_MESH_HELD;
        }
    }
}

/* Saved: her slots, her kept meshes, then the entries that differ from the
 * level's start as (entry, pointer) pairs in entry order. */
void MeshTable_Save(const Game *g, SerialWriter *w)
{
    uint32_t n = g->lv->num_mesh_pointers;
    Serial_PutU32(w, LARA_NUM_MESHES);
    for (int i = 0; i < LARA_NUM_MESHES; i++)
        Serial_PutI16(w, g->lara.mesh_swap[i]);
    for (int i = 0; i < LARA_NUM_MESHES; i++)
        Serial_PutU32(w, g->mesh_map ? g->mesh_map[n + (uint32_t)i] : 0);
    SkinCopy c = skin_copy(g);
    uint32_t changed = 0;
    for (uint32_t p = 0; g->mesh_map && p < n; p++)
        changed += g->mesh_map[p] != start_entry(&c, p);
    Serial_PutU32(w, changed);
    for (uint32_t p = 0; changed && p < n; p++) {
        if (g->mesh_map[p] != start_entry(&c, p)) {
            Serial_PutU32(w, p);
            Serial_PutU32(w, g->mesh_map[p]);
        }
    }
}

void MeshTable_Load(Game *g, SerialReader *r)
{
    uint32_t n = g->lv->num_mesh_pointers;
    int32_t last = n > 0 ? (int32_t)n - 1 : 0;
    /* A held slot is an entry past the level's pointers: a level without
     * any has none to hold (the slot would read a mesh pointer it lacks). */
    int16_t lowest = n > 0 ? LARA_MESH_HELD : LARA_MESH_HELD + 1;
    Serial_GetRange(r, LARA_NUM_MESHES, LARA_NUM_MESHES, "Lara's mesh count");
    for (int i = 0; i < LARA_NUM_MESHES; i++)
        g->lara.mesh_swap[i] = Serial_GetI16Range(r, lowest, OBJECT_MAX - 1, "mesh swap");
    uint32_t held[LARA_NUM_MESHES];
    for (int i = 0; i < LARA_NUM_MESHES; i++)
        held[i] = (uint32_t)Serial_GetRange(r, 0, last, "Lara's kept mesh");
    int32_t changed = Serial_GetRange(r, 0, (int32_t)n, "changed mesh pointers");
    if (r->failed || !g->mesh_map)
        return;
    SkinCopy c = skin_copy(g);
    for (uint32_t p = 0; p < n; p++)
        g->mesh_map[p] = start_entry(&c, p);
    for (int i = 0; i < LARA_NUM_MESHES; i++)
        g->mesh_map[n + (uint32_t)i] = held[i];
    int32_t prev = -1;
    for (int32_t i = 0; i < changed && !r->failed; i++) {
        int32_t p = Serial_GetRange(r, prev + 1, last, "changed mesh pointer");
        int32_t v = Serial_GetRange(r, 0, last, "mesh pointer");
        if (r->failed)
            break;
        g->mesh_map[p] = (uint32_t)v;
        prev = p;
    }
}
