#!/usr/bin/env bash
# Regenerates the JPEG test fixtures and their expected pixels.
#
# Needs cjpeg/djpeg (Debian: apt-get install -y libjpeg-turbo-progs) and python3; the tests themselves need
# neither. The source pictures are drawn by the Python below (deterministic), encoded by cjpeg in each
# variant the decoder must handle, and decoded by libjpeg-turbo's djpeg (default islow IDCT and fancy
# upsampling) into binary PPM/PGM files that the tests compare against with a ±2 tolerance per channel.
set -euo pipefail
out="$(cd "$(dirname "$0")" && pwd)/TerminalImagesTests/Fixtures/JPEG"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$out"

# A picture with gradients, hard edges and a diagonal so that every frequency band gets exercised.
draw() {  # draw WIDTH HEIGHT FILE
    python3 - "$1" "$2" "$3" <<'PY'
import sys
w, h, path = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
rows = bytearray()
for y in range(h):
    for x in range(w):
        r = (x * 255) // max(w - 1, 1)
        g = (y * 255) // max(h - 1, 1)
        b = 230 if (x // 4 + y // 3) % 2 == 0 else 40
        if abs(x - 2 * y) < 2:
            r, g, b = 255, 255, 255
        if x > w // 2 and y > h // 2:
            r, g, b = 200, 30, 90
        rows += bytes((r, g, b))
with open(path, "wb") as f:
    f.write(b"P6\n%d %d\n255\n" % (w, h))
    f.write(rows)
PY
}

draw 19 13 "$work/small.ppm"
draw 33 17 "$work/wide.ppm"
draw 16 16 "$work/square.ppm"

make() {  # make NAME SOURCE CJPEG-OPTIONS...
    local name="$1" source="$2"
    shift 2
    cjpeg "$@" -outfile "$out/$name.jpg" "$work/$source.ppm"
    djpeg -pnm -outfile "$out/$name.expected.pnm" "$out/$name.jpg"
}

make baseline-grey small -grayscale -quality 85
make baseline-444 small -sample 1x1 -quality 90
make baseline-422 wide -sample 2x1 -quality 85
make baseline-420 wide -sample 2x2 -quality 80
make baseline-440 small -sample 1x2 -quality 85
make baseline-411 wide -sample 4x1 -quality 85
make baseline-420-square square -sample 2x2 -quality 75 -optimize
make restart-420 wide -sample 2x2 -quality 80 -restart 1B
make restart-grey small -grayscale -quality 80 -restart 1
make progressive-grey small -grayscale -quality 85 -progressive
make progressive-420 wide -sample 2x2 -quality 85 -progressive
make progressive-444-restart small -sample 1x1 -quality 90 -progressive -restart 1B
make quant16-444 small -sample 1x1 -quality 3  # 16-bit DQT, so cjpeg writes SOF1 (extended sequential)
printf '0;\n1;\n2;\n' > "$work/separate.scans"
make separate-scans-420 wide -sample 2x2 -quality 85 -scans "$work/separate.scans"  # one sequential scan per component
make rgb small -rgb -quality 90
ls -l "$out"
