// Leaving a form with unsaved changes asks first: react-admin's warning (ra-core's useWarnWhenUnsavedChanges),
// asked once per blocked navigation. react-admin asks when the blocker's state changes; react-router draws its
// states in a transition, so a Back clicked after "stay" but before the reset was drawn blocked again with the state
// still 'blocked': no question, and Back held the form for good (a browser test on a loaded machine, then a unit
// test). Each blocked navigation is a new blocker object, so asking per object cannot miss one.
import { useEffect, useRef } from 'react';
import { useBlocker, useTranslate, type RouterBlocker } from 'react-admin';
import { useFormState, type Control } from 'react-hook-form';

/** The props react-admin's <Form> gives its WarnWhenUnsavedChangesComponent. */
interface UnsavedChangesWarningProps {
  enable?: boolean;
  formRootPathName?: string;
  formControl?: Control;
}

export const UnsavedChangesWarning = ({
  enable = true,
  formRootPathName,
  formControl,
}: UnsavedChangesWarningProps) => {
  const translate = useTranslate();
  const { isSubmitSuccessful, dirtyFields } = useFormState({ control: formControl });
  const mayLeave = !enable || Object.keys(dirtyFields).length === 0 || isSubmitSuccessful;

  // As react-admin's: a path inside the form (its tabs) is not leaving it, its show view is.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (mayLeave) return false;
    const root = formRootPathName || currentLocation.pathname;
    const { pathname } = nextLocation;
    return !pathname.startsWith(root) || pathname.startsWith(`${root}/show`);
  });

  const answered = useRef<RouterBlocker>(undefined);
  useEffect(() => {
    if (blocker.state !== 'blocked' || answered.current === blocker) return;
    answered.current = blocker;
    // A save or delete resets the form in the tick its redirect was blocked: that one goes on without asking.
    if (mayLeave || window.confirm(translate('ra.message.unsaved_changes'))) blocker.proceed();
    else blocker.reset();
  }, [blocker, mayLeave, translate]);

  // Closing the tab or leaving the app: the browser's own question.
  useEffect(() => {
    if (mayLeave) return;
    const askTheBrowser = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Chromium before 119 asks only when returnValue is set.
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', askTheBrowser);
    return () => window.removeEventListener('beforeunload', askTheBrowser);
  }, [mayLeave]);

  return null;
};
