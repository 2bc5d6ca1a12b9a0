// The site's server rule: day_name is always the name of the chosen day (days), whatever the body says.
import { site } from '../index.ts';
import type { ExtensionFactory } from '../../server/routes/crud/extensions.ts';
import { chosenRows } from '../../server/routes/crud/references.ts';

const daySource = site.fields.find((field) => field.name === 'days')?.source;

export const extension: ExtensionFactory = () => ({
  async prepareRow(tx, values) {
    if (!daySource || typeof values.days !== 'number') return values;
    // The choice is already checked: the day is a live option.
    const [day] = await chosenRows(tx, daySource, [values.days]);
    return { ...values, day_name: day.label };
  },
});
