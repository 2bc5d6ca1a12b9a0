// Applies cascade clearing inside a form: after a person changes a field, empty what depends on it.
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import type { FieldConfig, FormMode } from '../../../resources/index.ts';
import { clearedValues } from './cascade.ts';

export interface CascadeClearingProps {
  fields: FieldConfig[];
  mode: FormMode;
}

/** Renders nothing; listens to the form. Only a person's change counts, so filling an edit form clears nothing. */
export const CascadeClearing = ({ fields, mode }: CascadeClearingProps) => {
  const { watch, setValue } = useFormContext();
  useEffect(() => {
    const subscription = watch((values, { name, type }) => {
      // setValue's own notices carry no type, so the values set here do not cascade again.
      if (type !== 'change' || !name) return;
      for (const [key, empty] of Object.entries(clearedValues(fields, name, mode, values)))
        setValue(key, empty, { shouldDirty: true });
    });
    return () => subscription.unsubscribe();
  }, [watch, setValue, fields, mode]);
  return null;
};
