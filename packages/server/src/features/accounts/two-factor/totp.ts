import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';

const ISSUER = 'Rookery';
const PERIOD_S = 30;

const totpOf = (secret: string, label = '') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromBase32(secret),
  });

/** A new key (160 random bits, as RFC 4226 recommends), in the base32 authenticator apps take. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** What the authenticator app scans: the otpauth URI and it as a QR code (SVG). */
export function enrolment(secret: string, accountLabel: string): { uri: string; qrSvg: string } {
  const uri = totpOf(secret, accountLabel).toString();
  return { uri, qrSvg: renderSVG(uri, { border: 2 }) };
}

/**
 * The time step `code` is right for (this one or a neighbour, for clocks a little off), or null.
 * A step at or before `lastStep` was used already: a code counts once.
 */
export function acceptedStep(
  secret: string,
  code: string,
  lastStep: number | null,
  now = Date.now(),
): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  const step = Math.floor(now / 1000 / PERIOD_S) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}
