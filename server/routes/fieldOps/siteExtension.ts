// The site's server rules: its location chain, and day_name always the name of the chosen day (days).
import { COMMON_FLAGS } from '../../../resources/index.ts';
import type { ExtensionFactory } from '../crud/extensions.ts';
import { commonOption, locationErrors, throwIfAny } from './masterChecks.ts';

export const DAY_MESSAGE = 'Choose a day from the list';

export const siteExtension: ExtensionFactory = () => ({
  async prepareRow(tx, values) {
    const errors = await locationErrors(tx, values);
    if (values.days === undefined) {
      throwIfAny(errors);
      return values;
    }
    const day = await commonOption(tx, values.days, COMMON_FLAGS.days);
    if (!day) errors.days = DAY_MESSAGE;
    throwIfAny(errors);
    return { ...values, day_name: day?.value };
  },
});
