import { hash } from 'node:crypto';
import sharp from 'sharp';

/**
 * Every new blog gets an avatar drawn from its name (a symmetric 5×5 pattern on a coloured field,
 * like an identicon), and demo blogs a header image: no fonts needed, so it renders the same on any
 * machine. Drawn as SVG and rasterised by sharp.
 */
function seed(name: string): Buffer {
  return hash('sha256', name, 'buffer');
}

function hsl(h: number, s: number, l: number): string {
  return `hsl(${Math.round(h)}, ${Math.round(s)}%, ${Math.round(l)}%)`;
}

export async function drawAvatar(name: string, size = 512): Promise<Buffer> {
  const bytes = seed(name);
  const hue = ((bytes[0] ?? 0) / 255) * 360;
  const cell = size / 7;
  const squares: string[] = [];
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 3; col++) {
      if (((bytes[1 + row * 3 + col] ?? 0) & 1) === 0) continue;
      for (const c of col === 2 ? [2] : [col, 4 - col]) {
        squares.push(
          `<rect x="${(c + 1) * cell}" y="${(row + 1) * cell}" width="${cell}" height="${cell}"/>`,
        );
      }
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <rect width="100%" height="100%" fill="${hsl(hue, 55, 42)}"/>
    <g fill="${hsl(hue + 35, 85, 82)}">${squares.join('')}</g></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export async function drawHeader(name: string, width = 1280, height = 420): Promise<Buffer> {
  const bytes = seed(`header:${name}`);
  const hue = ((bytes[0] ?? 0) / 255) * 360;
  const circles: string[] = [];
  for (let i = 0; i < 9; i++) {
    const x = ((bytes[1 + i] ?? 0) / 255) * width;
    const y = ((bytes[10 + i] ?? 0) / 255) * height;
    const r = 40 + ((bytes[19 + i] ?? 0) / 255) * 180;
    circles.push(
      `<circle cx="${x}" cy="${y}" r="${r}" fill="${hsl(hue + i * 12, 70, 70)}" fill-opacity="0.35"/>`,
    );
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${hsl(hue, 65, 45)}"/><stop offset="1" stop-color="${hsl(hue + 60, 70, 30)}"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${circles.join('')}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

export async function resizeSquare(image: Buffer, size: number): Promise<Buffer> {
  return sharp(image).resize(size, size, { fit: 'cover' }).png().toBuffer();
}
