// Answers of checks that ask the server about a field (is this email taken?), merged into form validation.
import { createContext, useContext } from 'react';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

export interface FieldChecks {
  /** Records a check's answer for this value of a field: a message, or none when the value passed. */
  set(name: string, value: unknown, message: string | undefined): void;
  /** The message of the last answer, while the field still holds the value that was checked. */
  messageFor(name: string, value: unknown): string | undefined;
  names(): string[];
}

const sameValue = (a: unknown, b: unknown) => String(a ?? '').trim() === String(b ?? '').trim();

/** One form's check answers. */
export const createFieldChecks = (): FieldChecks => {
  const answers = new Map<string, { value: unknown; message: string }>();
  return {
    set: (name, value, message) => {
      if (message) answers.set(name, { value, message });
      else answers.delete(name);
    },
    messageFor: (name, value) => {
      const answer = answers.get(name);
      return answer && sameValue(answer.value, value) ? answer.message : undefined;
    },
    names: () => [...answers.keys()],
  };
};

/**
 * The resolver, plus the checks' messages on fields that have no error of their own, so a taken email
 * is shown like any other field message and stops Save.
 */
export const withFieldChecks =
  <V extends FieldValues>(resolver: Resolver<V>, checks: FieldChecks): Resolver<V> =>
  async (values, context, options) => {
    const result = await resolver(values, context, options);
    const errors: FieldErrors<FieldValues> = { ...result.errors };
    let failed = false;
    for (const name of checks.names()) {
      const message = checks.messageFor(name, values[name]);
      if (!message || errors[name]) continue;
      errors[name] = { type: 'server', message };
      failed = true;
    }
    return failed ? { values: {}, errors: errors as FieldErrors<V> } : result;
  };

export const FieldChecksContext = createContext<FieldChecks>(createFieldChecks());

export const useFieldChecks = (): FieldChecks => useContext(FieldChecksContext);
