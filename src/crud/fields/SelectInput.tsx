// A select over master data: options narrowed by its cascade parent (dependsOn) and, for writing, by what the
// signed-in user may write (their state, districts, block; the roles they may give), with the one value their
// area decides preselected on add; copying more of the chosen row into the form where the config says so
// (alsoSets, fills). Clearing on a parent's change is the form's job (form/CascadeClearing.tsx).
import { useEffect, useMemo, type ChangeEvent } from 'react';
import {
  SelectArrayInput as RaSelectArrayInput,
  SelectInput as RaSelectInput,
  useLocaleState,
  useResourceContext,
  type RaRecord,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { Option } from '../../../resources/index.ts';
import { useArea } from '../../access/useArea.ts';
import { useMasterData } from '../../masterData/useMasterData.ts';
import { useReadOnlyForm } from '../form/readOnlyForm.ts';
import { useInputProps, type FieldProps } from './fieldProps.ts';
import { optionsUnder } from './selectOptions.ts';
import { writableChoices } from './writableChoices.ts';

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

const NO_PARENT = '__none__';

export const SelectInput = (props: FieldProps) => {
  const { field, mode } = props;
  const inputProps = useInputProps(props);
  const masterData = useMasterData();
  const { setValue } = useFormContext();
  const parent: unknown = useWatch({ name: field.source?.dependsOn?.field ?? NO_PARENT });
  const value: unknown = useWatch({ name: inputProps.source });
  const area = useArea();
  const resource = useResourceContext() ?? '';
  const readOnly = useReadOnlyForm();
  const [locale] = useLocaleState();
  // A read-only view shows the record's value whatever it is; a form offers what the user may write.
  const { name, source } = field;
  const writable = useMemo(
    () =>
      readOnly ? {} : writableChoices(area, resource, mode === 'create' ? 'add' : 'edit', { name, source }),
    [readOnly, area, resource, mode, name, source],
  );

  const options = useMemo(() => {
    const under = field.source ? optionsUnder(masterData, field.source, parent, locale) : [];
    const { allowed } = writable;
    return allowed ? under.filter((option) => allowed.includes(Number(option.value))) : under;
  }, [masterData, field.source, parent, writable, locale]);

  // An empty add form's field takes the value the area decides, once it is among the options (its state first).
  const { preselect } = writable;
  const offered = preselect !== undefined && options.some((option) => Number(option.value) === preselect);
  useEffect(() => {
    if (mode !== 'create' || !offered || !isEmpty(value) || preselect === undefined) return;
    setValue(inputProps.source, field.multiple ? [preselect] : preselect, { shouldDirty: true });
  }, [mode, offered, value, preselect, setValue, inputProps.source, field.multiple]);
  // SPEC 4: on edit the block waits, disabled, until it has options to offer; other selects never do.
  const disabled = inputProps.disabled || (mode === 'edit' && !!field.source?.waitsOnEdit && !options.length);

  const copyFromRow = (value: unknown) => {
    const row = options.find((option: Option) => String(option.value) === String(value))?.row;
    for (const [target, key] of Object.entries(field.alsoSets ?? {})) setValue(target, row?.[key] ?? null);
    // Set in the config's order (state, district, block); setValue is no person's change, so nothing cascades.
    for (const [target, key] of Object.entries(field.fills ?? {}))
      if (row?.[key] != null) setValue(target, row[key], { shouldDirty: true, shouldValidate: true });
  };

  // Names are data, already in the chosen language: none is looked up as a message.
  const choices = options.map((option) => ({ id: option.value, name: option.label }));
  if (field.multiple)
    return (
      <RaSelectArrayInput
        {...inputProps}
        disabled={disabled}
        choices={choices}
        translateChoice={false}
        fullWidth
      />
    );
  return (
    <RaSelectInput
      {...inputProps}
      disabled={disabled}
      choices={choices}
      translateChoice={false}
      fullWidth
      onChange={(event: ChangeEvent<HTMLInputElement> | RaRecord) =>
        copyFromRow('target' in event ? event.target.value : event.id)
      }
    />
  );
};
