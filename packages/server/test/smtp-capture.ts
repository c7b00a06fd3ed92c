import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps every message it receives, raw. */
export async function startSmtpCapture(): Promise<{
  url: string;
  mails: CapturedMail[];
  close(): Promise<void>;
}> {
  const mails: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The link in a raw mail, undoing quoted-printable soft breaks and escapes. */
export function linkIn(raw: string, path: string): string {
  const decoded = raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
  const match = decoded.match(new RegExp(`https?://[^\\s"<>]*${path}\\?token=[A-Za-z0-9_-]+`));
  if (!match) throw new Error(`No ${path} link in mail:\n${raw}`);
  return match[0];
}

export function tokenOf(link: string): string {
  return new URL(link).searchParams.get('token') ?? '';
}
