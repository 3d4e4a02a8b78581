#!/usr/bin/env bash
# Regenerates the PNG test fixtures and their expected pixels.
#
# Needs python3 (standard library only) and ImageMagick (Debian: apt-get install -y imagemagick); the tests
# themselves need neither. The Python below writes each PNG itself (every colour type and bit depth, tRNS,
# Adam7, all five row filters in turn, stored/fixed/dynamic deflate blocks, several IDAT chunks) so that
# every case the decoder must handle is present; ImageMagick, an independent decoder, then writes the
# expected pixels as raw RGBA: 8 bits per sample (`NAME.expected.rgba`), or 16 bits big-endian for 16-bit
# files (`NAME.expected.rgba16`, the tests compare the high byte). `expected-sizes.txt` lists
# "NAME WIDTH HEIGHT" as ImageMagick reports them.
set -euo pipefail
out="$(cd "$(dirname "$0")" && pwd)/TerminalImagesTests/Fixtures/PNG"
mkdir -p "$out"
rm -f "$out"/*.png "$out"/*.expected.rgba "$out"/*.expected.rgba16 "$out"/expected-sizes.txt

python3 - "$out" <<'PY'
import struct, sys, zlib

out = sys.argv[1]
ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def sample(x, y, c, depth):
    """A deterministic pattern with gradients and noise so that every filter has work to do."""
    top = (1 << depth) - 1
    return (x * 37 + y * 91 + c * 53 + (x * y * 7) % 23 + (x ^ y) * 5) % (top + 1)


def pack_row(values, depth):
    if depth == 8:
        return bytes(values)
    if depth == 16:
        return b"".join(struct.pack(">H", v) for v in values)
    bits, acc, count = bytearray(), 0, 0
    for v in values:
        acc = (acc << depth) | v
        count += depth
        if count == 8:
            bits.append(acc)
            acc, count = 0, 0
    if count:
        bits.append(acc << (8 - count))
    return bytes(bits)


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    return b if pb <= pc else c


def apply_filter(kind, row, prior, bpp):
    outrow = bytearray()
    for i, v in enumerate(row):
        a = row[i - bpp] if i >= bpp else 0
        b = prior[i] if prior is not None else 0
        c = prior[i - bpp] if prior is not None and i >= bpp else 0
        pred = [0, a, b, (a + b) // 2, paeth(a, b, c)][kind]
        outrow.append((v - pred) & 0xFF)
    return bytes([kind]) + bytes(outrow)


def make(name, width, height, color_type, depth, interlace=False, palette=None, trns=None, level=9,
         idat_split=None, pixel=None):
    channels = CHANNELS[color_type]
    bpp = max(1, channels * depth // 8)
    pixel = pixel or (lambda x, y, c: sample(x, y, c, depth))
    passes = ADAM7 if interlace else [(0, 0, 1, 1)]
    raw, filter_index = bytearray(), 0
    for x0, y0, dx, dy in passes:
        xs = list(range(x0, width, dx))
        ys = list(range(y0, height, dy))
        if not xs or not ys:
            continue
        prior = None
        for y in ys:
            row = pack_row([pixel(x, y, c) for x in xs for c in range(channels)], depth)
            raw += apply_filter(filter_index % 5, row, prior, bpp)
            filter_index += 1
            prior = row
    data = zlib.compress(bytes(raw), level)
    png = b"\x89PNG\r\n\x1a\n"
    png += chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, depth, color_type, 0, 0, 1 if interlace else 0))
    png += chunk(b"tEXt", b"Comment\x00test fixture")  # an ancillary chunk the decoder must skip
    if palette is not None:
        png += chunk(b"PLTE", b"".join(bytes(rgb) for rgb in palette))
    if trns is not None:
        png += chunk(b"tRNS", trns)
    step = idat_split or len(data)
    for start in range(0, len(data), step):
        png += chunk(b"IDAT", data[start:start + step])
    png += chunk(b"IEND", b"")
    with open(f"{out}/{name}.png", "wb") as f:
        f.write(png)


W, H = 10, 7
for depth in (1, 2, 4, 8, 16):
    make(f"grey-{depth}", W, H, 0, depth)
make("grey-1-interlaced", W, H, 0, 1, interlace=True)
make("grey-4-interlaced", W, H, 0, 4, interlace=True)
make("grey-16-interlaced", W, H, 0, 16, interlace=True)
make("grey-2-trns", W, H, 0, 2, trns=struct.pack(">H", 1))
make("grey-8-trns", W, H, 0, 8, trns=struct.pack(">H", 91), pixel=lambda x, y, c: (x * 91 + y * 30) % 200)
make("grey-16-trns", W, H, 0, 16, trns=struct.pack(">H", 0x1234),
     pixel=lambda x, y, c: 0x1234 if (x + y) % 3 == 0 else (x * 7919 + y * 104729) % 65536)
for depth in (8, 16):
    make(f"rgb-{depth}", W, H, 2, depth)
    make(f"greyalpha-{depth}", W, H, 4, depth)
    make(f"rgba-{depth}", W, H, 6, depth)
make("rgb-8-interlaced", W, H, 2, 8, interlace=True)
make("rgb-16-interlaced", W, H, 2, 16, interlace=True)
make("greyalpha-8-interlaced", W, H, 4, 8, interlace=True)
make("rgba-8-interlaced", W, H, 6, 8, interlace=True)
make("rgba-16-interlaced", W, H, 6, 16, interlace=True)
make("rgb-8-trns", W, H, 2, 8, trns=struct.pack(">HHH", 10, 20, 30),
     pixel=lambda x, y, c: (10, 20, 30)[c] if (x * y) % 4 == 1 else sample(x, y, c, 8))
make("rgb-16-trns", W, H, 2, 16, trns=struct.pack(">HHH", 0x0102, 0x0304, 0x0506),
     pixel=lambda x, y, c: (0x0102, 0x0304, 0x0506)[c] if (x + 2 * y) % 5 == 0 else (x * 4099 + y * 257 + c * 9001) % 65536)
palette = [((i * 67) % 256, (i * 131 + 40) % 256, (255 - i * 29) % 256) for i in range(256)]
for depth in (1, 2, 4, 8):
    make(f"palette-{depth}", W, H, 3, depth, palette=palette[: 1 << depth])
make("palette-2-interlaced", W, H, 3, 2, interlace=True, palette=palette[:4])
make("palette-8-interlaced", W, H, 3, 8, interlace=True, palette=palette[:200],
     pixel=lambda x, y, c: (x * 17 + y * 29) % 200)
make("palette-4-trns", W, H, 3, 4, palette=palette[:16], trns=bytes([0, 64, 128, 192, 255, 10]))
make("palette-8-trns", W, H, 3, 8, palette=palette[:100], trns=bytes(range(0, 250, 5)),
     pixel=lambda x, y, c: (x * 13 + y * 7) % 100)
# Deflate variants: stored blocks (level 0), fixed Huffman (tiny input at level 1), several IDAT chunks.
make("rgba-8-stored", W, H, 6, 8, level=0)
make("grey-8-fixed-huffman", 3, 2, 0, 8, level=1)
make("rgb-8-multiple-idat", W, H, 2, 8, idat_split=7)
# Edge sizes: a single pixel, and an interlaced picture smaller than 8×8 (some passes are empty).
make("rgb-8-1x1", 1, 1, 2, 8)
make("rgba-8-3x2-interlaced", 3, 2, 6, 8, interlace=True)
# Wider than tall, long rows, to exercise every filter on longer runs.
make("rgb-8-wide", 61, 3, 2, 8)
PY

for png in "$out"/*.png; do
    name="$(basename "$png" .png)"
    if [[ "$name" == *-16* ]]; then
        convert "$png" -depth 16 -endian MSB "rgba:$out/$name.expected.rgba16"
    else
        convert "$png" -depth 8 "rgba:$out/$name.expected.rgba"
    fi
    echo "$name $(identify -format '%w %h' "$png")" >> "$out/expected-sizes.txt"
done
# One picture written by ImageMagick's own encoder (libpng + zlib defaults), as found in the wild.
convert -size 24x16 gradient:red-blue -depth 8 "$out/imagemagick-gradient.png"
convert "$out/imagemagick-gradient.png" -depth 8 "rgba:$out/imagemagick-gradient.expected.rgba"
echo "imagemagick-gradient $(identify -format '%w %h' "$out/imagemagick-gradient.png")" >> "$out/expected-sizes.txt"
