// Where a token stands in its session's rotation: the current one, the one just replaced, or a reused old one.
import type { LiveSession } from './sessions.ts';

/**
 * How long the token a refresh replaced still works (and refreshes to the same new token): two tabs share one
 * stored token and may refresh it at once (RFC 9700 §4.14 allows such a grace).
 */
export const ROTATION_GRACE_MS = 30_000;

export type TokenStanding = 'current' | 'justReplaced' | 'reused';

/** @example tokenStanding({ generation: 3, rotatedAt }, 2, now) // 'justReplaced' within 30 s of rotatedAt */
export function tokenStanding(
  session: Pick<LiveSession, 'generation' | 'rotatedAt'>,
  generation: number,
  now: Date,
): TokenStanding {
  if (generation === session.generation) return 'current';
  const sinceRotation = session.rotatedAt ? now.getTime() - session.rotatedAt.getTime() : Infinity;
  return generation === session.generation - 1 && sinceRotation <= ROTATION_GRACE_MS
    ? 'justReplaced'
    : 'reused';
}
