// The data exactly as it is: every file under a directory with a hash of its content, to compare before and after.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const snapshot = (dir: string) =>
  fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .sort()
    .map((name) => {
      const file = path.join(dir, name);
      const content = fs.statSync(file).isFile() ? fs.readFileSync(file) : 'folder';
      return `${name} ${crypto.createHash('sha256').update(content).digest('hex')}`;
    });
