// Work registered inside a transaction runs once it has committed, never on a rollback, at once without one.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterCommit } from '../../../server/db/commitHooks.ts';
import { programs } from '../../../server/db/schema.ts';
import { databaseKinds, startTestServer, type TestServer } from '../testServer.ts';

describe.each(databaseKinds)('commit hooks on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  const insertProgram = (code: string) =>
    server.db.transaction(async (tx) => {
      const events: string[] = [];
      await tx.insert(programs).values({ program_name: 'Hooked', program_code: code });
      afterCommit(tx, () => events.push('committed'));
      events.push('last statement');
      return events;
    });
  const stored = async (code: string) =>
    (await server.db.select().from(programs).where(eq(programs.program_code, code))).length;

  it('runs a hook after the transaction commits, when its change is there to read', async () => {
    let readAfter: Promise<number> | undefined;
    await server.db.transaction(async (tx) => {
      await tx.insert(programs).values({ program_name: 'Hooked', program_code: 'HK-READ' });
      afterCommit(tx, () => (readAfter = stored('HK-READ')));
    });
    expect(await readAfter).toBe(1);
    expect(await insertProgram('HK-ORDER')).toEqual(['last statement', 'committed']);
  });

  it('runs no hook of a transaction rolled back', async () => {
    const ran: string[] = [];
    const failed = server.db.transaction(async (tx) => {
      await tx.insert(programs).values({ program_name: 'Hooked', program_code: 'HK-GONE' });
      afterCommit(tx, () => ran.push('hook'));
      throw new Error('refused');
    });
    await expect(failed).rejects.toThrow('refused');
    expect(ran).toEqual([]);
    expect(await stored('HK-GONE')).toBe(0);
  });

  it('runs a hook at once given the database itself, whose statements commit each on its own', () => {
    const ran: string[] = [];
    afterCommit(server.db, () => ran.push('hook'));
    expect(ran).toEqual(['hook']);
  });

  it('runs a hook of a nested transaction (a savepoint) after the outer commit, not at the savepoint', async () => {
    const events: string[] = [];
    await server.db.transaction(async (tx) => {
      await tx.transaction(async (inner) => afterCommit(inner, () => events.push('committed')));
      events.push('after the savepoint');
    });
    expect(events).toEqual(['after the savepoint', 'committed']);
  });
});
