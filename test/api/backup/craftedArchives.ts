// Backup files made by hand, as an attacker would: a real backup's entries changed, or a tar written byte by byte.
import fs from 'node:fs';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import zlib from 'node:zlib';
import tar from 'tar-stream';

export interface Entry {
  name: string;
  data: Buffer;
}

/** A backup file's entries, unpacked. */
export async function entriesOf(file: string): Promise<Entry[]> {
  const extract = tar.extract();
  Readable.from(zlib.gunzipSync(fs.readFileSync(file))).pipe(extract);
  const entries: Entry[] = [];
  for await (const entry of extract) entries.push({ name: entry.header.name, data: await buffer(entry) });
  return entries;
}

/** Writes `entries` as a gzipped tar, as backupArchive.ts would. */
export async function packed(file: string, entries: Entry[]): Promise<string> {
  const pack = tar.pack();
  for (const { name, data } of entries) pack.entry({ name, mode: 0o600 }, data);
  pack.finalize();
  fs.writeFileSync(file, zlib.gzipSync(await buffer(pack)));
  return file;
}

/** A ustar header declaring `size` bytes for `name`, whatever follows it. */
export function tarHeader(name: string, size: number): Buffer {
  const header = Buffer.alloc(512);
  header.write(name, 0);
  header.write('0000600\0', 100);
  header.write('0000000\0', 108);
  header.write('0000000\0', 116);
  header.write(`${size.toString(8).padStart(11, '0')}\0`, 124);
  header.write('00000000000\0', 136);
  header.write(' '.repeat(8), 148);
  header.write('0', 156);
  header.write('ustar\u000000', 257);
  const sum = header.reduce((total, byte) => total + byte, 0);
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return header;
}

/** One entry as raw tar bytes: its header, its data padded to a whole block. */
export const rawEntry = ({ name, data }: Entry): Buffer =>
  Buffer.concat([tarHeader(name, data.length), data, Buffer.alloc((512 - (data.length % 512)) % 512)]);
