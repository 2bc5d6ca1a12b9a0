// A resource's server extension is its folder's server.ts, found by the folder: none when the folder has none.
import { describe, expect, it } from 'vitest';
import { resources } from '../../../resources/index.ts';
import { extensionOf } from '../../../server/routes/crud/extensions.ts';

describe('a resource’s server extension', () => {
  it('is the `extension` its folder’s server.ts exports', async () => {
    const { extension } = await import('../../../resources/user/server.ts');
    expect(await extensionOf('user')).toBe(extension);
  });

  it('is none for a folder without server.ts, and for a name without a folder', async () => {
    expect(await extensionOf('project')).toBeUndefined();
    expect(await extensionOf('no-such-resource')).toBeUndefined();
  });

  it('loads for every resource of the registry without an error', async () => {
    const loaded = await Promise.all(
      resources.map(async ({ name }) => [name, typeof (await extensionOf(name))]),
    );
    expect(loaded.every(([, kind]) => kind === 'function' || kind === 'undefined')).toBe(true);
  });
});
