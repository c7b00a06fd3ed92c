import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { type ClientRequest, request as httpRequest } from 'node:http';
import type { Envelope, UploadResponse } from '@rookery/core';

/** A signed-in browser's credentials: its cookies and its form key. */
export interface UploadAuth {
  cookie: string;
  formKey: string;
}

/** The file part of an upload: its name, the type a browser would send, and the `kind` field. */
export interface StreamedPart {
  name: string;
  type?: string;
  kind?: string;
}

export interface StreamedAnswer {
  status: number;
  body: Envelope<UploadResponse>;
  /** File bytes sent when the answer came. */
  sentBytes: number;
}

/**
 * An upload over a real connection, its file sent as a stream (a big file never in memory). The
 * server may answer before the file is through — a refusal mid-stream — and then sending stops.
 * `request` is there to break the connection off, as a closed browser tab does.
 */
export class StreamedUpload {
  readonly request: ClientRequest;
  readonly answer: Promise<StreamedAnswer>;
  sentBytes = 0;
  private answered = false;
  private readonly boundary = `----rookery${randomUUID()}`;

  constructor(baseUrl: string, auth: UploadAuth, part: StreamedPart) {
    this.request = httpRequest(`${baseUrl}/svc/media/upload`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${this.boundary}`,
        cookie: auth.cookie,
        'x-form-key': auth.formKey,
      },
    });
    this.answer = new Promise((resolve, reject) => {
      this.request.on('error', reject);
      this.request.on('response', (res) => {
        this.answered = true;
        const sentBytes = this.sentBytes;
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString()),
            sentBytes,
          }),
        );
      });
    });
    const fields = part.kind === undefined ? '' : this.fieldPart('kind', part.kind);
    this.request.write(
      `${fields}--${this.boundary}\r\ncontent-disposition: form-data; name="file"; filename="${part.name}"\r\n` +
        `content-type: ${part.type || 'application/octet-stream'}\r\n\r\n`,
    );
  }

  /** Sends the file's bytes, then the end of the body; stops early once the server has answered. */
  async send(file: AsyncIterable<Buffer>): Promise<StreamedAnswer> {
    for await (const chunk of file) {
      if (this.answered) break;
      this.sentBytes += chunk.length;
      if (!this.request.write(chunk)) await Promise.race([once(this.request, 'drain'), this.answer]);
    }
    if (!this.answered) this.request.end(`\r\n--${this.boundary}--\r\n`);
    const answer = await this.answer;
    this.request.destroy();
    return answer;
  }

  private fieldPart(name: string, value: string): string {
    return `--${this.boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  }
}
