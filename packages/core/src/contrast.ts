/** WCAG AA's least contrast for body text (1.4.3). */
export const AA_TEXT_CONTRAST = 4.5;

type Rgb = [number, number, number];

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** #rgb or #rrggbb as 0–255 channels; anything else is not a colour. */
export function parseHex(hex: string): Rgb | null {
  if (!HEX.test(hex)) return null;
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join('') : hex.slice(1);
  return [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16)) as Rgb;
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`.toUpperCase();

/** WCAG's relative luminance of an sRGB colour. */
function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function ratioOf(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The WCAG contrast ratio of two hex colours, 1 to 21; null when either is not a colour. */
export function contrastRatio(foreground: string, background: string): number | null {
  const a = parseHex(foreground);
  const b = parseHex(background);
  return a && b ? ratioOf(a, b) : null;
}

/** Hue (0–360), saturation and lightness (0–1) of an sRGB colour. */
function toHsl([r, g, b]: Rgb): [number, number, number] {
  const [rs, gs, bs] = [r / 255, g / 255, b / 255];
  const max = Math.max(rs, gs, bs);
  const min = Math.min(rs, gs, bs);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h =
    max === rs ? (gs - bs) / d + (gs < bs ? 6 : 0) : max === gs ? (bs - rs) / d + 2 : (rs - gs) / d + 4;
  return [h * 60, s, l];
}

function fromHsl(h: number, s: number, l: number): Rgb {
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [channel(0), channel(8), channel(4)];
}

/**
 * The colour closest to `foreground` that reaches `minimum` contrast on `background`: same hue and
 * saturation, lightness moved the least distance up or down (in steps of half a percent). Black or
 * white always reach 4.5:1 on some side, so there is an answer for AA; null only for non-colours.
 */
export function nearestPassingColour(
  foreground: string,
  background: string,
  minimum = AA_TEXT_CONTRAST,
): string | null {
  const fg = parseHex(foreground);
  const bg = parseHex(background);
  if (!fg || !bg) return null;
  if (ratioOf(fg, bg) >= minimum) return toHex(fg);
  const [h, s, l] = toHsl(fg);
  for (let step = 0.005; step <= 1; step += 0.005) {
    for (const lightness of [l - step, l + step]) {
      if (lightness < 0 || lightness > 1) continue;
      const candidate = fromHsl(h, s, lightness);
      if (ratioOf(candidate, bg) >= minimum) return toHex(candidate);
    }
  }
  return null;
}
