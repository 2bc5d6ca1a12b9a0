// What the signed-in user may do to each record of a list, answered at once from their area by the access policy
// that authProvider.canAccess applies: one question per row through react-admin's useCanAccess was one query each,
// most of the main thread's work at a list's opening and at each page change (docs/performance.md).
import { useMemo } from 'react';
import { useAuthProvider } from 'react-admin';
import { canAccessIn, type AccessQuestion } from '../../authProvider/canAccess.ts';
import { useArea } from './useArea.ts';

const allowed = () => true;

/**
 * The check, or undefined while the area is read; with no auth provider (a screen tested alone) everything is
 * allowed, as react-admin's useCanAccess answers then.
 * @example const may = useRecordAccess(); may?.({ resource: 'site', action: 'edit', record })
 */
export const useRecordAccess = (): ((question: AccessQuestion) => boolean) | undefined => {
  const authProvider = useAuthProvider();
  const area = useArea();
  const check = useMemo(() => area && ((question: AccessQuestion) => canAccessIn(area, question)), [area]);
  return authProvider?.canAccess ? check : allowed;
};
