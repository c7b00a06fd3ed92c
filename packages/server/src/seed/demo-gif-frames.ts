import sharp from 'sharp';

/** The demo GIFs' pictures: each a function of the frame's place in the loop (0 to 1). */
export type FrameDrawing = (t: number, width: number, height: number) => string;

const TAU = Math.PI * 2;

/** A bird from the side, its wings up and down once a loop, over a pale page. */
export const wingbeat: FrameDrawing = (t, w, h) => {
  const lift = Math.sin(t * TAU) * h * 0.22;
  const cx = w / 2;
  const cy = h / 2 + Math.cos(t * TAU) * 6;
  return `<rect width="100%" height="100%" fill="#FFF8F0"/>
    <path d="M${cx - 110} ${cy - lift} Q ${cx - 50} ${cy - lift * 0.6 - 20} ${cx} ${cy}
      Q ${cx + 50} ${cy - lift * 0.6 - 20} ${cx + 110} ${cy - lift}"
      fill="none" stroke="#5C3D2E" stroke-width="10" stroke-linecap="round"/>
    <ellipse cx="${cx}" cy="${cy + 8}" rx="26" ry="14" fill="#5C3D2E"/>`;
};

/** Three waves rolling to the right under a low sun. */
export const waves: FrameDrawing = (t, w, h) => {
  const rows = [0.55, 0.7, 0.85].map((y, i) => {
    const shift = ((t + i / 3) % 1) * 80;
    let d = `M ${-80 + shift} ${h * y}`;
    for (let x = -80 + shift; x < w + 80; x += 80) d += ` q 20 -18 40 0 t 40 0`;
    return `<path d="${d}" fill="none" stroke="#1F6A8A" stroke-width="8" stroke-linecap="round"/>`;
  });
  return `<rect width="100%" height="100%" fill="#E8F1F2"/>
    <circle cx="${w * 0.75}" cy="${h * 0.3}" r="${h * 0.12}" fill="#F4A261"/>${rows.join('')}`;
};

/** Crows circling a rookery's tree at dusk. */
export const circlingCrows: FrameDrawing = (t, w, h) => {
  const birds = [0, 1 / 3, 2 / 3].map((offset) => {
    const a = (t + offset) * TAU;
    const x = w / 2 + Math.cos(a) * w * 0.3;
    const y = h * 0.35 + Math.sin(a) * h * 0.15;
    return `<path d="M${x - 16} ${y - 6} q 8 -8 16 0 q 8 -8 16 0" fill="none" stroke="#F2E8CF" stroke-width="5" stroke-linecap="round"/>`;
  });
  return `<rect width="100%" height="100%" fill="#2E4636"/>
    <rect x="${w / 2 - 8}" y="${h * 0.6}" width="16" height="${h * 0.4}" fill="#1B2A20"/>
    <circle cx="${w / 2}" cy="${h * 0.62}" r="${h * 0.16}" fill="#1B2A20"/>${birds.join('')}`;
};

/** A gear turning a sixth of a turn a loop, so the loop is seamless. */
export const turningGear: FrameDrawing = (t, w, h) => {
  const teeth = Array.from({ length: 6 }, (_, i) => {
    const angle = i * 60 + t * 60;
    return `<rect x="-14" y="-${h * 0.3}" width="28" height="${h * 0.12}" rx="4" transform="rotate(${angle})"/>`;
  });
  return `<rect width="100%" height="100%" fill="#F4EFE6"/>
    <g transform="translate(${w / 2} ${h / 2})" fill="#A0442A">
      ${teeth.join('')}<circle r="${h * 0.22}"/><circle r="${h * 0.08}" fill="#F4EFE6"/>
    </g>`;
};

/** An animated GIF of `frames` frames of `draw`, looping forever, 80 ms a frame. */
export async function drawGif(draw: FrameDrawing, frames = 10, width = 400, height = 300): Promise<Buffer> {
  const pictures = await Promise.all(
    Array.from({ length: frames }, (_, i) => {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${draw(i / frames, width, height)}</svg>`;
      return sharp(Buffer.from(svg)).png().toBuffer();
    }),
  );
  return sharp(pictures, { join: { animated: true } })
    .gif({ delay: Array(frames).fill(80), loop: 0 })
    .toBuffer();
}
