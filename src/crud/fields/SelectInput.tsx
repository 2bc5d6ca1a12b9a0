// A select over master data: options narrowed by its cascade parent (dependsOn), copying more of the chosen
// row into the form where the config says so (alsoSets). Clearing on a parent's change is the form's job
// (form/CascadeClearing.tsx).
import { useMemo, type ChangeEvent } from 'react';
import {
  SelectArrayInput as RaSelectArrayInput,
  SelectInput as RaSelectInput,
  type RaRecord,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { Option } from '../../../resources/index.ts';
import { useMasterData } from '../../masterData/useMasterData.ts';
import { useInputProps, type FieldProps } from './fieldProps.ts';
import { optionsUnder } from './selectOptions.ts';

const NO_PARENT = '__none__';

export const SelectInput = (props: FieldProps) => {
  const { field, mode } = props;
  const inputProps = useInputProps(props);
  const masterData = useMasterData();
  const { setValue } = useFormContext();
  const parent: unknown = useWatch({ name: field.source?.dependsOn?.field ?? NO_PARENT });

  const options = useMemo(
    () => (field.source ? optionsUnder(masterData, field.source, parent) : []),
    [masterData, field.source, parent],
  );
  // SPEC 4: on edit the block waits, disabled, until it has options to offer; other selects never do.
  const disabled = inputProps.disabled || (mode === 'edit' && !!field.source?.waitsOnEdit && !options.length);

  const copyFromRow = (value: unknown) => {
    const row = options.find((option: Option) => String(option.value) === String(value))?.row;
    for (const [target, key] of Object.entries(field.alsoSets ?? {})) setValue(target, row?.[key] ?? null);
  };

  const choices = options.map((option) => ({ id: option.value, name: option.label }));
  if (field.multiple)
    return <RaSelectArrayInput {...inputProps} disabled={disabled} choices={choices} fullWidth />;
  return (
    <RaSelectInput
      {...inputProps}
      disabled={disabled}
      choices={choices}
      fullWidth
      onChange={(event: ChangeEvent<HTMLInputElement> | RaRecord) =>
        copyFromRow('target' in event ? event.target.value : event.id)
      }
    />
  );
};
