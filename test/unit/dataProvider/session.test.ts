import { describe, expect, it } from 'vitest';
import { createSessionStore } from '../../../dataProvider/session.ts';

const aUser = () => ({ id: 1, name: 'Asha Rao', email: 'asha@example.org', role_id: 1 });

describe('session store', () => {
  it('stores the token as a JSON string under the key token', () => {
    createSessionStore(localStorage).setToken('abc.def');
    expect(localStorage.getItem('token')).toBe('"abc.def"');
  });

  it('reads back the stored token', () => {
    const session = createSessionStore(localStorage);
    session.setToken('abc.def');
    expect(session.getToken()).toBe('abc.def');
  });

  it('reads no token when none is stored', () => {
    expect(createSessionStore(localStorage).getToken()).toBeNull();
  });

  it('reads no token when the stored value is not JSON', () => {
    localStorage.setItem('token', 'not json');
    expect(createSessionStore(localStorage).getToken()).toBeNull();
  });

  it('stores the user as a JSON object under the key user', () => {
    createSessionStore(localStorage).setUser(aUser());
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(aUser());
  });

  it('reads back the stored user', () => {
    const session = createSessionStore(localStorage);
    session.setUser(aUser());
    expect(session.getUser()).toEqual(aUser());
  });

  it('clears all local storage, not only its own keys', () => {
    const session = createSessionStore(localStorage);
    session.setToken('abc');
    session.setUser(aUser());
    localStorage.setItem('RaStore.sidebar.open', 'true');
    session.clear();
    expect(localStorage.length).toBe(0);
  });
});
