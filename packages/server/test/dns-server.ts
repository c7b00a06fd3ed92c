import { createSocket, type Socket } from 'node:dgram';

/**
 * A DNS server on 127.0.0.1 for tests of what the app looks up (a custom domain's TXT record):
 * the real protocol over UDP, answering TXT questions from `records` (name → values) and NXDOMAIN
 * for the rest. Small on purpose: one question per query, TXT only.
 */
export interface TestDns {
  /** host:port, for the app's DNS_SERVERS. */
  address: string;
  records: Map<string, string[]>;
  close(): Promise<void>;
}

function readName(message: Buffer, start: number): { name: string; end: number } {
  const labels: string[] = [];
  let at = start;
  for (let length = message[at] ?? 0; length > 0; length = message[at] ?? 0) {
    labels.push(message.subarray(at + 1, at + 1 + length).toString('ascii'));
    at += 1 + length;
  }
  return { name: labels.join('.').toLowerCase(), end: at + 1 };
}

function answer(query: Buffer, records: Map<string, string[]>): Buffer {
  const { name, end } = readName(query, 12);
  const type = query.readUInt16BE(end);
  const question = query.subarray(12, end + 4);
  const values = type === 16 ? records.get(name) : undefined;
  const header = Buffer.alloc(12);
  query.copy(header, 0, 0, 2);
  // A response, recursion desired and available; NXDOMAIN when there is nothing.
  header.writeUInt16BE(values ? 0x8180 : 0x8183, 2);
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(values?.length ?? 0, 6);
  const answers = (values ?? []).map((value) => {
    const text = Buffer.from(value, 'ascii');
    const rdata = Buffer.concat([Buffer.from([text.length]), text]);
    const fixed = Buffer.alloc(12);
    fixed.writeUInt16BE(0xc00c, 0);
    fixed.writeUInt16BE(16, 2);
    fixed.writeUInt16BE(1, 4);
    fixed.writeUInt32BE(60, 6);
    fixed.writeUInt16BE(rdata.length, 10);
    return Buffer.concat([fixed, rdata]);
  });
  return Buffer.concat([header, question, ...answers]);
}

export async function startTestDns(): Promise<TestDns> {
  const records = new Map<string, string[]>();
  const socket: Socket = createSocket('udp4');
  socket.on('message', (query, peer) => socket.send(answer(query, records), peer.port, peer.address));
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    address: `127.0.0.1:${socket.address().port}`,
    records,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
