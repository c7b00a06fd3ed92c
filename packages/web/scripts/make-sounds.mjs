/**
 * Writes messaging's three sounds (spec document 3 §3: notification-sound, receive-sound,
 * send-sound) as short 16-bit mono WAV chimes into public/sounds. Synthesized here, so the project
 * owns them outright. Run: node packages/web/scripts/make-sounds.mjs
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const RATE = 22_050;
const out = join(import.meta.dirname, '..', 'public', 'sounds');

/** A bell-like tone: a few harmonics, a 5 ms attack and an exponential decay. */
function bell(samples, start, seconds, freq, gain, decay) {
  const from = Math.round(start * RATE);
  const length = Math.round(seconds * RATE);
  for (let i = 0; i < length && from + i < samples.length; i++) {
    const t = i / RATE;
    const envelope = Math.min(1, t / 0.005) * Math.exp(-t * decay);
    const tone =
      Math.sin(2 * Math.PI * freq * t) +
      0.35 * Math.sin(2 * Math.PI * freq * 2 * t) +
      0.12 * Math.sin(2 * Math.PI * freq * 3.01 * t);
    samples[from + i] += gain * envelope * tone;
  }
}

/** A short rising blip: the pitch glides from `low` to `high`. */
function glide(samples, seconds, low, high, gain) {
  let phase = 0;
  const length = Math.round(seconds * RATE);
  for (let i = 0; i < length; i++) {
    const t = i / RATE;
    const freq = low + (high - low) * (i / length);
    phase += (2 * Math.PI * freq) / RATE;
    const envelope = Math.min(1, t / 0.004) * Math.exp(-t * 22);
    samples[i] += gain * envelope * (Math.sin(phase) + 0.2 * Math.sin(2 * phase));
  }
}

function wav(samples) {
  const peak = Math.max(...samples.map(Math.abs), 1e-9);
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((s, i) => {
    data.writeInt16LE(Math.round((s / peak) * 0.8 * 32_767), i * 2);
  });
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

const sounds = {
  // Two rising notes (E6, A6): something arrived while you were elsewhere.
  'notification-sound': () => {
    const s = new Array(Math.round(0.6 * RATE)).fill(0);
    bell(s, 0, 0.45, 1318.5, 0.8, 9);
    bell(s, 0.12, 0.48, 1760, 0.9, 8);
    return s;
  },
  // One soft note (C6): a message in the open window.
  'receive-sound': () => {
    const s = new Array(Math.round(0.3 * RATE)).fill(0);
    bell(s, 0, 0.3, 1046.5, 1, 14);
    return s;
  },
  // A quick upward blip: sent.
  'send-sound': () => {
    const s = new Array(Math.round(0.16 * RATE)).fill(0);
    glide(s, 0.16, 520, 1240, 1);
    return s;
  },
};

mkdirSync(out, { recursive: true });
for (const [name, make] of Object.entries(sounds)) {
  const file = join(out, `${name}.wav`);
  writeFileSync(file, wav(make()));
  console.log(file);
}
