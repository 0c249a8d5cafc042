/**
 * The app's icon, drawn from a few shapes so that the SVG and every PNG size come out of one
 * description and nothing binary is committed: the table's green, a white card, a red diamond.
 * The PNGs are rasterised here (4 × 4 samples a pixel) and encoded with node's zlib; the build
 * writes them (`iconsPlugin`), so the same sources always give the same files.
 */
import { crc32, deflateSync } from 'node:zlib';
import type { Plugin } from 'vite';

const FELT = [0x0f, 0x51, 0x32] as const;
const CARD = [0xff, 0xff, 0xff] as const;
const SUIT = [0xc6, 0x28, 0x28] as const;
type Rgb = readonly [number, number, number];

/** The card and the diamond, in units of the icon's side (inside the maskable safe zone). */
const CARD_BOX = { left: 0.31, top: 0.2, right: 0.69, bottom: 0.8, radius: 0.06 } as const;
const DIAMOND = { x: 0.5, y: 0.5, halfWidth: 0.12, halfHeight: 0.18 } as const;

const inCard = (x: number, y: number): boolean => {
  const { left, top, right, bottom, radius } = CARD_BOX;
  if (x < left || x > right || y < top || y > bottom) return false;
  const dx = Math.max(left + radius - x, 0, x - (right - radius));
  const dy = Math.max(top + radius - y, 0, y - (bottom - radius));
  return dx * dx + dy * dy <= radius * radius;
};

const inDiamond = (x: number, y: number): boolean =>
  Math.abs(x - DIAMOND.x) / DIAMOND.halfWidth + Math.abs(y - DIAMOND.y) / DIAMOND.halfHeight <= 1;

/** The colour at a point of the unit square. */
const colourAt = (x: number, y: number): Rgb =>
  inDiamond(x, y) ? SUIT : inCard(x, y) ? CARD : FELT;

const hex = (c: Rgb) => `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;

/** The icon as SVG, on a 100 × 100 grid. */
export const iconSvg = (): string => {
  const { left, top, right, bottom, radius } = CARD_BOX;
  const { x, y, halfWidth, halfHeight } = DIAMOND;
  const u = (v: number) => Math.round(v * 1000) / 10;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">',
    `<rect width="100" height="100" fill="${hex(FELT)}"/>`,
    `<rect x="${u(left)}" y="${u(top)}" width="${u(right - left)}" height="${u(bottom - top)}" rx="${u(radius)}" fill="${hex(CARD)}"/>`,
    `<path d="M${u(x)} ${u(y - halfHeight)}L${u(x + halfWidth)} ${u(y)}L${u(x)} ${u(y + halfHeight)}L${u(x - halfWidth)} ${u(y)}Z" fill="${hex(SUIT)}"/>`,
    '</svg>',
    '',
  ].join('\n');
};

const chunk = (type: string, data: Buffer): Buffer => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
};

const SAMPLES = 4;

/** The icon as an opaque RGB PNG of `size` × `size` pixels. */
export const iconPng = (size: number): Buffer => {
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let py = 0; py < size; py++) {
    const row = py * (1 + size * 3);
    rows[row] = 0; // no filter
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0];
      for (let sy = 0; sy < SAMPLES; sy++)
        for (let sx = 0; sx < SAMPLES; sx++) {
          const c = colourAt(
            (px + (sx + 0.5) / SAMPLES) / size,
            (py + (sy + 0.5) / SAMPLES) / size,
          );
          for (let k = 0; k < 3; k++) sum[k] = (sum[k] ?? 0) + (c[k] ?? 0);
        }
      for (let k = 0; k < 3; k++)
        rows[row + 1 + px * 3 + k] = Math.round((sum[k] ?? 0) / (SAMPLES * SAMPLES));
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

/** The sizes the manifest lists (and Apple's touch icon, 180). */
export const ICON_SIZES = [180, 192, 512] as const;

/** Writes `icon.svg` and `icon-<size>.png` at the root of the build. */
export const iconsPlugin = (): Plugin => ({
  name: 'tavolo:icons',
  apply: 'build',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: 'icon.svg', source: iconSvg() });
    for (const size of ICON_SIZES)
      this.emitFile({ type: 'asset', fileName: `icon-${size}.png`, source: iconPng(size) });
  },
});
