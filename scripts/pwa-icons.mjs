// `node scripts/pwa-icons.mjs`: draws the installable app's PNG icons into public/ (committed).
// The favicon's sun on a dark tile; no image library: a small PNG encoder over node:zlib.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const SUN = [245, 158, 11]; // amber-500, as favicon.svg
const TILE = [15, 23, 42]; // slate-900

const CRC = new Int32Array(256).map((_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c;
});
function crc32(bytes) {
  let c = -1;
  for (const b of bytes) c = CRC[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ -1) >>> 0;
}
function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}
function png(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++)
    rgba.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Distance from p to the segment a–b. */
function segment(px, py, ax, ay, bx, by) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - ax - t * dx, py - ay - t * dy);
}

// In the favicon's 32-unit grid: a disc of radius 7 and eight rays, centred at 16,16.
const RAYS = [
  [16, 2, 16, 6],
  [16, 26, 16, 30],
  [2, 16, 6, 16],
  [26, 16, 30, 16],
  [6, 6, 9, 9],
  [23, 23, 26, 26],
  [6, 26, 9, 23],
  [23, 9, 26, 6],
];
function isSun(x, y) {
  if (Math.hypot(x - 16, y - 16) <= 7) return true;
  return RAYS.some(([ax, ay, bx, by]) => segment(x, y, ax, ay, bx, by) <= 1.25);
}

/** `sunShare` of the icon's width holds the sun; `round` rounds the tile's corners (0 = square). */
function draw(size, { sunShare, round }) {
  const rgba = Buffer.alloc(size * size * 4);
  const SS = 4;
  const r = round * size;
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      let tile = 0;
      let sun = 0;
      for (let sy = 0; sy < SS; sy++)
        for (let sx = 0; sx < SS; sx++) {
          const px = x + (sx + 0.5) / SS;
          const py = y + (sy + 0.5) / SS;
          const cx = Math.max(r, Math.min(size - r, px));
          const cy = Math.max(r, Math.min(size - r, py));
          if (Math.hypot(px - cx, py - cy) > r) continue;
          tile++;
          const gx = ((px - size / 2) / (size * sunShare)) * 32 + 16;
          const gy = ((py - size / 2) / (size * sunShare)) * 32 + 16;
          if (isSun(gx, gy)) sun++;
        }
      const n = SS * SS;
      const i = (y * size + x) * 4;
      for (let c = 0; c < 3; c++)
        rgba[i + c] = tile ? Math.round((TILE[c] * (tile - sun) + SUN[c] * sun) / tile) : 0;
      rgba[i + 3] = Math.round((255 * tile) / n);
    }
  return png(size, rgba);
}

const out = new URL('../public/', import.meta.url);
// "any" icons: a rounded tile; maskable: full bleed with the sun inside the 80 % safe circle.
writeFileSync(new URL('pwa-192.png', out), draw(192, { sunShare: 0.8, round: 0.18 }));
writeFileSync(new URL('pwa-512.png', out), draw(512, { sunShare: 0.8, round: 0.18 }));
writeFileSync(new URL('pwa-maskable-512.png', out), draw(512, { sunShare: 0.6, round: 0 }));
writeFileSync(new URL('apple-touch-icon.png', out), draw(180, { sunShare: 0.7, round: 0 }));
