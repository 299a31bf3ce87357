#!/usr/bin/env python3
"""Seeds for the fuzz targets other than the level loader (tools/fuzz.sh).

  extra_seeds.py KIND OUTDIR [FILES...]

KIND:
  replay  replay files as tomb8 --record writes them (format of
          engine/sim/replay.h): from the input column of each trace CSV
          given (for the level given with --level=PATH), plus short ones
          for every level file given
  sample  every RIFF WAVE file carved whole out of the level and MAIN.SFX
          files given (TR1 levels embed theirs)
  config  key maps and command lines (fuzz_config: first byte 1 = key map,
          0 = command line, arguments separated by newlines)
Not part of the build or the tests."""
import csv
import os
import struct
import sys
import zlib

REPLAY_MASK = (1 << 13) - 1  # INPUT_VALID_MASK


def replay(level_bytes, words, flags=0):
    body = b''.join(struct.pack('<H', w & REPLAY_MASK) for w in words)
    head = (b'T8REPLAY' + struct.pack('<HHIIII', 2, 2, zlib.crc32(level_bytes) & 0xFFFFFFFF,
                                      len(level_bytes), len(words), flags))
    crc = zlib.crc32(head + struct.pack('<I', zlib.crc32(body) & 0xFFFFFFFF)) & 0xFFFFFFFF
    return head + struct.pack('<I', crc) + body


def trace_words(path):
    with open(path, newline='') as f:
        rows = csv.DictReader(f)
        return [int(r['input']) for r in rows if r.get('input', '').strip()]


def write(outdir, name, data):
    with open(os.path.join(outdir, name), 'wb') as f:
        f.write(data)


def seeds_replay(outdir, args):
    level = None
    for a in args:
        if a.startswith('--level='):
            level = open(a[8:], 'rb').read()
    for a in args:
        if a.startswith('--level='):
            continue
        base = os.path.basename(a)
        if a.endswith('.csv') and level is not None:
            write(outdir, 'replay_' + base + '.t8r', replay(level, trace_words(a)))
        elif not a.endswith('.csv'):
            data = open(a, 'rb').read()
            words = [(i * 37) & REPLAY_MASK for i in range(90)]
            write(outdir, 'replay_' + base + '.t8r', replay(data, words))
            write(outdir, 'replay_' + base + '_demo.t8r', replay(data, words[:30], 1))


def seeds_sample(outdir, args):
    seen = set()
    for a in args:
        data = open(a, 'rb').read()
        pos = data.find(b'RIFF')
        n = 0
        while pos >= 0 and pos + 12 <= len(data):
            size = struct.unpack('<I', data[pos + 4:pos + 8])[0] + 8
            if data[pos + 8:pos + 12] == b'WAVE' and pos + size <= len(data):
                wav = data[pos:pos + size]
                if wav not in seen:
                    seen.add(wav)
                    write(outdir, 'wav_%s_%04d.wav' % (os.path.basename(a), n), wav)
                    n += 1
                pos = data.find(b'RIFF', pos + size)
            else:
                pos = data.find(b'RIFF', pos + 4)


KEYMAPS = [
    "# my keys\nforward = w up\nback    = s down\njump    = space pad_a\ndraw    = f\n"
    "action  = ctrl\nroll    = none\ndeadzone = 10000\n",
    "screenshot = f12\noverlay = f1\nfly_toggle = f2\nfly_fast = shift\n",
    "FORWARD = Up\r\nstep_left = kp4 pad_lb\r\n",
]
COMMAND_LINES = [
    "L.PHD\n--headless\n--ticks\n900\n--replay\nrun.t8r\n--trace\nrun.csv",
    "L.PHD\n--headless\n--size\n640x480\n--capture\nout.png\n--view\nlara",
    "--level\nL.PHD\n--headless\n--ticks\n300\n--audio-out\nl.wav\n--mute",
    "L.PHD\n--headless\n--model\n0\n--anim\n3\n--capture-strip\ns.png\n--fov\n60",
    "L.PHD\n--headless\n--inputs\nt.csv\n--trace-items\ni.csv\n--capture-every\n30\n"
    "--capture-dir\nd\n--camera\n1,2,3,0,65535,-100",
    "L.PHD\n--render-size\n640x480\n--fullscreen\n--scale\ninteger\n--fps\n30\n--config\nk.cfg",
]


def seeds_config(outdir, args):
    for i, k in enumerate(KEYMAPS):
        write(outdir, 'keymap_%d' % i, b'\x01' + k.encode())
    for i, c in enumerate(COMMAND_LINES):
        write(outdir, 'args_%d' % i, b'\x00' + c.encode())
    for a in args:  # whole real key map files
        write(outdir, 'keymap_' + os.path.basename(a), b'\x01' + open(a, 'rb').read())


def main():
    kind, outdir, args = sys.argv[1], sys.argv[2], sys.argv[3:]
    os.makedirs(outdir, exist_ok=True)
    {'replay': seeds_replay, 'sample': seeds_sample, 'config': seeds_config}[kind](outdir, args)


if __name__ == '__main__':
    main()
