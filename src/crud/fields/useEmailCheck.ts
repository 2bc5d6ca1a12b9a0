// The email's availability, asked of the server a moment after typing stops (SPEC 5 "Add user").
import { useEffect } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { userMessages, type FieldConfig, type FormMode } from '../../../resources/index.ts';
import { useFieldChecks } from '../form/fieldChecks.ts';
import { useHttpClient } from '../httpClientContext.ts';

/** POST {email} answers {success: false} when another user has the email. */
export const EMAIL_CHECK_PATH = 'email_check';
/** Typing pauses this long before the check is asked. */
export const EMAIL_CHECK_DELAY_MS = 400;

const sameEmail = (a: unknown, b: unknown) =>
  String(a ?? '')
    .trim()
    .toLowerCase() ===
  String(b ?? '')
    .trim()
    .toLowerCase();

/** True when the field's own rules for this mode pass: only a well-formed email is worth asking about. */
const passesOwnRules = (field: FieldConfig, value: string, mode: FormMode) =>
  (field.rules ?? []).every((rule) => (rule.on && rule.on !== mode) || rule.test(value, {}));

/** Checks the field's value whenever it settles, unless it is empty, malformed or the user's own email. */
export const useEmailCheck = (field: FieldConfig, source: string, mode: FormMode): void => {
  const http = useHttpClient();
  const checks = useFieldChecks();
  const { trigger } = useFormContext();
  const { defaultValues } = useFormState();
  const value: unknown = useWatch({ name: source });
  const email = String(value ?? '').trim();
  const ownEmail: unknown = defaultValues?.[source];
  const worthChecking = email !== '' && !sameEmail(email, ownEmail) && passesOwnRules(field, email, mode);

  useEffect(() => {
    if (!worthChecking) return;
    let stale = false;
    const timer = setTimeout(async () => {
      let message: string | undefined;
      try {
        const answer = await http.request<{ success?: unknown }>(EMAIL_CHECK_PATH, {
          method: 'POST',
          body: { email },
        });
        if (answer?.success === false) message = userMessages.emailExists;
      } catch (error) {
        console.error('The email check failed', error);
        message = userMessages.emailCheckFailed;
      }
      if (stale) return;
      checks.set(source, email, message);
      void trigger(source);
    }, EMAIL_CHECK_DELAY_MS);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [worthChecking, email, http, checks, source, trigger]);
};
