import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where answers go instead of our no-reply sender: a sharer's own address, when they allow it. */
  replyTo?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Mail goes through SMTP when SMTP_URL is set; otherwise each message is written, as the raw
 * RFC 822 text an SMTP server would get, to DATA_DIR/mail/ — so a laptop install needs no mail server
 * and the links can still be opened.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const dir = join(options.dataDir, 'mail');
  let sequence = 0;
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...mail });
      await mkdir(dir, { recursive: true });
      const safeTo = mail.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      sequence += 1;
      const name = `${Date.now()}-${String(sequence).padStart(4, '0')}-${safeTo}.eml`;
      await writeFile(join(dir, name), info.message as Buffer);
    },
  };
}
