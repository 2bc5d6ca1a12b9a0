// A read-only field recomputed whenever the field it is computed from changes (age from date of birth).
import { useEffect, useRef, type ComponentType } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { payloadKeyOf, type FieldConfig } from '../../../resources/index.ts';
import type { FieldProps } from './fieldProps.ts';

const NO_FIELD = '__none__';

/** Sets the field from its `computedFrom` source on every change of that source, never on the first render. */
export const useComputedValue = (field: FieldConfig): void => {
  const { setValue } = useFormContext();
  const from = field.computedFrom;
  const sourceValue: unknown = useWatch({ name: from?.field ?? NO_FIELD });
  const previous = useRef(sourceValue);
  useEffect(() => {
    if (!from || Object.is(previous.current, sourceValue)) return;
    previous.current = sourceValue;
    setValue(payloadKeyOf(field), from.compute(sourceValue), { shouldDirty: true, shouldValidate: true });
  }, [field, from, sourceValue, setValue]);
};

/** Draws the field with `input` (its kind's component), kept up to date from its source. */
export const ComputedInput = ({
  input: Input,
  ...props
}: FieldProps & { input: ComponentType<FieldProps> }) => {
  useComputedValue(props.field);
  return <Input {...props} />;
};
