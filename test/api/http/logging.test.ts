// Errors as the log shows them: what failed and where, never the values a query carried.
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { errorForLog } from '../../../server/http/logging.ts';

const secret = 'asha.rao@example.org';

describe('errorForLog', () => {
  it('names a database error by its SQLSTATE, table and constraint, without its message or detail', () => {
    const cause = Object.assign(new Error(`duplicate key value (email)=(${secret})`), {
      code: '23505',
      table: 'users',
      constraint: 'users_email_live_idx',
      detail: `Key (lower(email))=(${secret}) already exists.`,
    });
    const logged = errorForLog(new DrizzleQueryError('insert into users ...', [secret], cause));
    expect(logged).toMatchObject({ sqlstate: '23505', table: 'users', constraint: 'users_email_live_idx' });
    expect(JSON.stringify(logged)).not.toContain(secret);
  });

  it('keeps the parameters of a query that failed without a SQLSTATE out of the log', () => {
    const logged = errorForLog(
      new DrizzleQueryError('select 1 where $1', [secret], new Error('Transaction closed')),
    );
    expect(logged.message).toBe('query failed: Transaction closed');
    expect(JSON.stringify(logged)).not.toContain(secret);
  });

  it('keeps the message and stack of a programming error', () => {
    const logged = errorForLog(new TypeError('x is undefined'));
    expect(logged).toMatchObject({ type: 'TypeError', message: 'x is undefined' });
    expect(logged.stack).toContain('logging.test.ts');
  });
});
