import { describe, expect, it } from 'vitest';
import { startupRedirect } from '../../../src/startupRoute.ts';

describe('start-up routing', () => {
  it('sends a signed-in user from the root to home', () => {
    expect(startupRedirect(true, '/')).toBe('/home');
  });

  it('sends a signed-in user from the login page to home', () => {
    expect(startupRedirect(true, '/login')).toBe('/home');
  });

  it('sends a signed-in user from the login page with a trailing slash to home', () => {
    expect(startupRedirect(true, '/login/')).toBe('/home');
  });

  it('leaves a signed-in user on any other path', () => {
    expect(startupRedirect(true, '/projectEdit/3')).toBeNull();
  });

  it('leaves a signed-in user on an unknown path, for the 404 page', () => {
    expect(startupRedirect(true, '/no/such/page')).toBeNull();
  });

  it('leaves a signed-in user on the privacy policy', () => {
    expect(startupRedirect(true, '/privacy-policy')).toBeNull();
  });

  it('leaves a signed-out user on the login page', () => {
    expect(startupRedirect(false, '/login')).toBeNull();
  });

  it('leaves a signed-out user on the privacy policy', () => {
    expect(startupRedirect(false, '/privacy-policy')).toBeNull();
  });

  it('sends a signed-out user from the root to the login page', () => {
    expect(startupRedirect(false, '/')).toBe('/login');
  });

  it('sends a signed-out user from a logged-in page to the login page', () => {
    expect(startupRedirect(false, '/home')).toBe('/login');
  });
});
