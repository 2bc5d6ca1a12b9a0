// The key that signs access tokens when TOKEN_SECRET is not given: made once, kept in the data directory.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Reads DATA_DIR/token-secret, creating it (32 random bytes, readable by the owner only) on first use. */
export function readOrCreateTokenSecret(dataDir: string): Uint8Array {
  const file = path.join(dataDir, 'token-secret');
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, crypto.randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
  if (secret.length < 32)
    throw new Error(`The token secret in ${file} is damaged: delete it to make a new one.`);
  return new Uint8Array(secret);
}
