#!/usr/bin/env python3
"""Writes the pictures of issue 27 item 4 into OUTDIR (python3's standard library and cjpeg only; nothing committed):

  large-16.png           6320×6320 RGB, 16-bit (about 0.3 MB: every row after the first filtered "up")
  large-8.png            6320×6320 RGB, 8-bit
  large-progressive.jpg  7300×5479 (40 megapixels), cjpeg -quality 75 -progressive, 4:2:0
  large-baseline.jpg     the same picture, baseline

Within the documented limits (20 MB file, 40 megapixels), they decoded at full size to gigabytes. Usage:
  make-large-pictures.py OUTDIR
"""
import os
import struct
import subprocess
import sys
import zlib


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def png(path, width, height, depth):
    channels = 3
    sample = depth // 8
    row = bytearray()
    for x in range(width):
        for channel in range(channels):
            value = (x * (channel + 1) * 7) % 256
            row += bytes([value] * sample)
    compressor = zlib.compressobj(9)
    data = bytearray(compressor.compress(b"\x00" + bytes(row)))
    up = b"\x02" + bytes(len(row))
    for y in range(1, height):
        data += compressor.compress(up)
    data += compressor.flush()
    header = struct.pack(">IIBBBBB", width, height, depth, 2, 0, 0, 0)
    with open(path, "wb") as out:
        out.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", bytes(data)) + chunk(b"IEND", b""))


def ppm(path, width, height):
    # Gradients and stripes, shifted row by row: cheap to make, not flat for the encoder.
    base = bytearray()
    for x in range(width + 256):
        base += bytes([(x * 255) // (width + 255), (x * 3) % 256, 128 + ((x // 40) % 2) * 60])
    with open(path, "wb") as out:
        out.write(b"P6\n%d %d\n255\n" % (width, height))
        for y in range(height):
            shift = (y * 7) % 256
            out.write(bytes(base[shift * 3:(shift + width) * 3]))


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    folder = sys.argv[1]
    os.makedirs(folder, exist_ok=True)
    png(os.path.join(folder, "large-16.png"), 6320, 6320, 16)
    png(os.path.join(folder, "large-8.png"), 6320, 6320, 8)
    source = os.path.join(folder, "large.ppm")
    ppm(source, 7300, 5479)
    for name, extra in (("large-progressive.jpg", ["-progressive"]), ("large-baseline.jpg", [])):
        subprocess.run(["cjpeg", "-quality", "75"] + extra + ["-outfile", os.path.join(folder, name), source], check=True)
    os.remove(source)


if __name__ == "__main__":
    main()
