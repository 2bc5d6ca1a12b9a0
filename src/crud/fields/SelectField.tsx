// A select over master data: options narrowed by its cascade parent (dependsOn), cleared when that parent
// changes, and copying more of the chosen row into the form where the config says so (alsoSets).
import { useEffect, useMemo, useRef, type ChangeEvent } from 'react';
import { SelectArrayInput, SelectInput, type RaRecord } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { optionsFor, type Option } from '../../../resources/index.ts';
import { useMasterData } from '../../masterData/useMasterData.ts';
import { inputPropsOf, type FieldProps } from './fieldProps.ts';

const NO_PARENT = '__none__';

export const SelectField = (props: FieldProps) => {
  const { field } = props;
  const inputProps = inputPropsOf(props);
  const masterData = useMasterData();
  const { setValue } = useFormContext();
  const parentField = field.source?.dependsOn?.field ?? NO_PARENT;
  const parent: unknown = useWatch({ name: parentField });

  const options = useMemo(
    () => (field.source ? optionsFor(masterData, field.source, { [parentField]: parent }) : []),
    [masterData, field.source, parentField, parent],
  );

  const previousParent = useRef(parent);
  useEffect(() => {
    if (previousParent.current === parent) return;
    previousParent.current = parent;
    setValue(inputProps.source, field.multiple ? [] : null, { shouldDirty: true });
  }, [parent, setValue, inputProps.source, field.multiple]);

  const copyFromRow = (value: unknown) => {
    const row = options.find((option: Option) => String(option.value) === String(value))?.row;
    for (const [target, key] of Object.entries(field.alsoSets ?? {})) setValue(target, row?.[key] ?? null);
  };

  const choices = options.map((option) => ({ id: option.value, name: option.label }));
  if (field.multiple) return <SelectArrayInput {...inputProps} choices={choices} fullWidth />;
  return (
    <SelectInput
      {...inputProps}
      choices={choices}
      fullWidth
      onChange={(event: ChangeEvent<HTMLInputElement> | RaRecord) =>
        copyFromRow('target' in event ? event.target.value : event.id)
      }
    />
  );
};
