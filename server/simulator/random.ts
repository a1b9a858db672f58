// Small deterministic hashing and PRNG: every world value is a pure function of (seed, unit, time).

/** Mixes 32-bit integers into one well-spread unsigned 32-bit hash. */
export function hash32(...parts: number[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    // Split into two 32-bit halves so millisecond timestamps hash without losing bits.
    const lo = part | 0;
    const hi = Math.floor(part / 4294967296) | 0;
    h = Math.imul(h ^ lo, 0x01000193);
    h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
    h = Math.imul(h ^ hi, 0xc2b2ae35);
    h ^= h >>> 13;
  }
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return hash32(h);
}

/** Uniform float in [0, 1) from a hash. */
export function toUnit(h: number): number {
  return h / 4294967296;
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

/** The low `digits` hex digits of a 32-bit value (table based: this runs for every unit). */
export function hex(h: number, digits: number): string {
  const full =
    HEX[(h >>> 24) & 255]! + HEX[(h >>> 16) & 255]! + HEX[(h >>> 8) & 255]! + HEX[h & 255]!;
  return digits === 8 ? full : full.slice(8 - digits);
}

/** mulberry32: tiny, fast, good enough for plausible demo data. */
export class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }
  hex(digits: number): string {
    let out = '';
    while (out.length < digits) out += hex(Math.floor(this.next() * 4294967296), 8);
    return out.slice(0, digits);
  }
}
