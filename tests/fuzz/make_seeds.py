#!/usr/bin/env python3
"""Writes fuzz seeds for tests/fuzz/fuzz_level.c into DIR.

  make_seeds.py DIR [TR1_LEVEL]

Seeds: minimal valid TR1/TR2/TR3 levels (every count zero), and, when a
small valid TR1 level is given (the generated build/data/default.phd), that
level plus the same content re-emitted in the TR2 and TR3 layouts, so the
fuzzer starts from valid rooms, meshes and animations in every layout.
Used by tools/fuzz.sh; not part of the build or the tests."""
import os
import struct
import sys


def minimal(version):
    tr1 = version == 0x20
    b = struct.pack('<I', version)
    if not tr1:
        b += bytes(768 + 1024)
    b += struct.pack('<IIH', 0, 0, 0)          # textiles, unused, rooms
    b += struct.pack('<IIIIIIIIIII', 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    # floordata..static meshes (floordata, meshdata, pointers, anims, state
    # changes, dispatches, commands, trees, frames, models, statics)
    if version != 0xFF180038:
        b += struct.pack('<I', 0)               # object textures
    b += struct.pack('<IIIIII', 0, 0, 0, 0, 0, 0)  # sprite tex/seq, cameras, sources, boxes, overlaps
    b += struct.pack('<I', 0)                   # animated textures
    if version == 0xFF180038:
        b += struct.pack('<I', 0)               # object textures (TR3)
    b += struct.pack('<I', 0)                   # items
    b += bytes(8192)
    if tr1:
        b += bytes(768)
    b += struct.pack('<HH', 0, 0)
    b += b'\xff\xff' * (256 if tr1 else 370)    # sound map: all "none"
    b += struct.pack('<I', 0)
    if tr1:
        b += struct.pack('<I', 0)
    b += struct.pack('<I', 0)
    return b


def tr1_to(d, game):
    """Re-emits a TR1 level in the TR2 or TR3 layout (fuzz seeds)."""
    p = 0
    def take(n):
        nonlocal p
        b = d[p:p+n]; assert len(b) == n; p += n; return b
    def u32(): return struct.unpack('<I', take(4))[0]
    def u16(): return struct.unpack('<H', take(2))[0]
    o = bytearray()
    assert u32() == 0x20
    nt = u32(); tex8 = take(nt * 65536); unused = take(4)
    rooms = []
    nr = u16()
    for _ in range(nr):
        info = take(16); ndw = u32(); start = p
        nv = u16(); verts = [struct.unpack('<hhhh', take(8)) for _ in range(nv)]
        nq = u16(); quads = take(nq * 10); ntr = u16(); tris = take(ntr * 8)
        ns = u16(); spr = take(ns * 4)
        p = start + ndw * 2
        npo = u16(); portals = take(npo * 32)
        nz, nx = u16(), u16(); sectors = take(nz * nx * 8)
        amb = struct.unpack('<h', take(2))[0]
        nl = u16(); lights = [struct.unpack('<iiiHI', take(18)) for _ in range(nl)]
        nst = u16(); statics = [struct.unpack('<iiiHHH', take(18)) for _ in range(nst)]
        alt, flags = struct.unpack('<hH', take(4))
        rooms.append((info, verts, (nq, quads), (ntr, tris), (ns, spr), (npo, portals), (nz, nx, sectors), amb, lights, statics, alt, flags))
    nfd = u32(); fd = take(nfd * 2)
    nmd = u32(); md = take(nmd * 2)
    nmp = u32(); mp = take(nmp * 4)
    mid = b''
    for sz in (32, 6, 8, 2, 4, 2, 18, 32):
        n = u32(); mid += struct.pack('<I', n) + take(n * sz)
    nobj = u32(); objtex = struct.pack('<I', nobj) + take(nobj * 20)
    rest1 = b''
    for sz in (16, 8, 16, 16):
        n = u32(); rest1 += struct.pack('<I', n) + take(n * sz)
    nb = u32(); boxes = [struct.unpack('<iiiihH', take(20)) for _ in range(nb)]
    nov = u32(); ov = take(nov * 2)
    zones = take(nb * 12)
    nat = u32(); at = take(nat * 2)
    ni = u32(); items = [struct.unpack('<hhiiihhH', take(22)) for _ in range(ni)]
    lightmap = take(8192); pal = take(768)
    nc = u16(); cine = take(nc * 16); ndm = u16(); demo = take(ndm)
    smap = take(512)
    nsd = u32(); sd = [struct.unpack('<HHHH', take(8)) for _ in range(nsd)]
    nsb = u32(); take(nsb)
    nsi = u32(); si = take(nsi * 4)
    assert p == len(d)
    tr3 = game == 3
    o += struct.pack('<I', 0xFF180038 if tr3 else 0x2D) + pal
    o += b''.join(struct.pack('<BBBB', pal[3*i]*4 & 255, pal[3*i+1]*4 & 255, pal[3*i+2]*4 & 255, 0) for i in range(256))
    o += struct.pack('<I', nt) + tex8 + bytes(nt * 131072) + unused
    o += struct.pack('<H', nr)
    for (info, verts, q, t, s, po, sec, amb, lights, statics, alt, flags) in rooms:
        data = struct.pack('<H', len(verts))
        for (x, y, z, l) in verts:
            data += struct.pack('<hhhhHh', x, y, z, l, 0, (0x7FFF if tr3 else l))
        data += struct.pack('<H', q[0]) + q[1] + struct.pack('<H', t[0]) + t[1] + struct.pack('<H', s[0]) + s[1]
        o += info + struct.pack('<I', len(data) // 2) + data
        o += struct.pack('<H', po[0]) + po[1] + struct.pack('<HH', sec[0], sec[1]) + sec[2]
        o += struct.pack('<hh', amb, 0) if tr3 else struct.pack('<hhh', amb, amb, 0)
        o += struct.pack('<H', len(lights))
        for (x, y, z, i1, f1) in lights:
            o += struct.pack('<iiiBBBBii', x, y, z, 255, 255, 255, 1, i1, f1) if tr3 else struct.pack('<iiiHHII', x, y, z, i1, i1, f1, f1)
        o += struct.pack('<H', len(statics))
        for (x, y, z, rot, i1, mesh) in statics:
            o += struct.pack('<iiiHHHH', x, y, z, rot, i1, i1, mesh)
        o += struct.pack('<hH', alt, flags)
        if tr3:
            o += bytes(3)
    o += struct.pack('<I', nfd) + fd + struct.pack('<I', nmd) + md + struct.pack('<I', nmp) + mp + mid
    if not tr3:
        o += objtex
    o += rest1
    o += struct.pack('<I', nb)
    for (z0, z1, x0, x1, tf, ovi) in boxes:
        c = lambda v: max(0, min(255, v // 1024))
        o += struct.pack('<BBBBhH', c(z0), c(z1), c(x0), c(x1), tf, ovi)
    o += struct.pack('<I', nov) + ov + zones + bytes(nb * 8)
    o += struct.pack('<I', nat) + at
    if tr3:
        o += objtex
    o += struct.pack('<I', ni)
    for (oid, room, x, y, z, ang, inten, fl) in items:
        o += struct.pack('<hhiiihhhH', oid, room, x, y, z, ang, inten, inten, fl)
    o += lightmap + struct.pack('<H', nc) + cine + struct.pack('<H', ndm) + demo
    o += smap + b'\xff\xff' * (370 - 256)
    o += struct.pack('<I', nsd)
    for (smp, vol, ch, chars) in sd:
        o += struct.pack('<HBBBbH', smp, vol >> 8, 0, ch >> 8, 0, chars) if tr3 else struct.pack('<HHHH', smp, vol, ch, chars)
    o += struct.pack('<I', nsi) + si
    return bytes(o)

def main():
    out = sys.argv[1]
    for name, v in (('min_tr1.phd', 0x20), ('min_tr2.tr2', 0x2D), ('min_tr3.tr2', 0xFF180038)):
        with open(os.path.join(out, name), 'wb') as f:
            f.write(minimal(v))
    if len(sys.argv) > 2 and os.path.exists(sys.argv[2]):
        d = open(sys.argv[2], 'rb').read()
        with open(os.path.join(out, 'level_tr1.phd'), 'wb') as f:
            f.write(d)
        for g in (2, 3):
            with open(os.path.join(out, 'level_tr%d.tr2' % g), 'wb') as f:
                f.write(tr1_to(d, g))


if __name__ == '__main__':
    main()
