import sharp from 'sharp';

/** A scene for a demo photo post: a sky gradient, a round body (sun or moon) and a horizon. */
export interface Scene {
  top: string;
  bottom: string;
  orb: string;
  ground: string;
  width?: number;
  height?: number;
}

/**
 * Drawn at 1600 px so the upload pipeline really rescales it to 1080, as it does people's photos;
 * no binary fixtures live in the repository.
 */
export function drawScene(scene: Scene): Promise<Buffer> {
  const width = scene.width ?? 1600;
  const height = scene.height ?? 1100;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${scene.top}"/><stop offset="1" stop-color="${scene.bottom}"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <circle cx="${width * 0.68}" cy="${height * 0.34}" r="${height * 0.14}" fill="${scene.orb}"/>
    <path d="M0 ${height * 0.78} Q ${width * 0.3} ${height * 0.66} ${width * 0.55} ${height * 0.76} T ${width} ${height * 0.72} V ${height} H 0 Z" fill="${scene.ground}"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}
