// The one add/edit form: heading (and the record's name), the config's fields checked by its own schema, Back and
// Save; leaving it with unsaved changes asks first (react-admin's warnWhenUnsavedChanges, asked once per blocked
// navigation: form/UnsavedChangesWarning.tsx). Read-only, the same fields disabled with Back alone.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Form } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { formSectionsOf, type FormMode, type Values } from '../../resources/index.ts';
import { commonKeys, crudKeys } from '../i18n/appKeys.ts';
import { usePhone } from '../layout/usePhone.ts';
import { usePickerLocale } from '../i18n/usePickerLocale.ts';
import { FieldInput } from './fields/FieldInput.tsx';
import { CascadeClearing } from './form/CascadeClearing.tsx';
import { createFieldChecks, FieldChecksContext, withFieldChecks } from './form/fieldChecks.ts';
import { ReadOnlyFormContext } from './form/readOnlyForm.ts';
import { submitValues } from './form/submitValues.ts';
import { UnsavedChangesWarning } from './form/UnsavedChangesWarning.tsx';
import { useResourceConfig } from './useResourceConfig.ts';
import { useText } from '../i18n/useText.ts';

/** How a save ended: SAVED, or not, with the field messages to show (a 422's errors) if any. */
export type SaveResult = typeof SAVED | Record<string, string> | undefined;
export const SAVED = 'saved';

/**
 * A save that did not happen leaves the form's root error (react-hook-form's place for a server's refusal) until
 * the next one, so its submit does not count as successful and leaving the form still asks.
 */
const NOT_SAVED = { root: { serverError: 'Not saved' } };
/** What react-admin's form sets as errors after a submit: messages by field, the root's nested. */
type FieldErrors = Record<string, string | Record<string, string>>;

/** Save, disabled while its save runs (the form's submit guards the clicks before that render too). */
const SaveButton = ({ label }: { label: string }) => {
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" disabled={isSubmitting}>
      {label}
    </Button>
  );
};

/** New values (the record held again after a save, or read again) leave what was typed in place. */
const KEEP_TYPED = { keepDirtyValues: true } as const;

export interface ResourceFormProps {
  mode: FormMode;
  heading: string;
  /** Under the heading: the name of the record edited. */
  recordName?: string;
  values: Values;
  onSave: (values: Values) => Promise<SaveResult>;
  /** More buttons, on the left of Back and Save (the edit screen's History). */
  actions?: ReactNode;
  /** Shows the record only: every field disabled, no Save (a role that may read it but not change it). */
  readOnly?: boolean;
  /** What was typed is saved (the success dialog is up, the list comes next): leaving no longer asks. */
  saved?: boolean;
}

/**
 * Back and Save: on a phone they stay in view at the window's foot while a long form scrolls under them. Buttons
 * that do not fit one line (a user's History and Reset password, in Hindi too) wrap rather than leave the screen.
 */
const toolbarSx = {
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: { xs: 1, sm: 2 },
  mt: 2,
  position: { xs: 'sticky', sm: 'static' },
  bottom: 0,
  zIndex: 2,
  py: { xs: 1.5, sm: 0 },
  bgcolor: 'background.paper',
  borderTop: { xs: 1, sm: 0 },
  borderColor: 'divider',
} as const;

export const ResourceForm = ({
  mode,
  heading,
  recordName,
  values,
  onSave,
  actions,
  readOnly = false,
  saved = false,
}: ResourceFormProps) => {
  const config = useResourceConfig();
  const [checks] = useState(createFieldChecks);
  // A phone shows a long form's fields by part, each under its heading; a wider screen keeps SPEC's order.
  const phone = usePhone();
  const groups = useMemo(
    () => (phone ? formSectionsOf(config.fields) : [{ section: undefined, fields: config.fields }]),
    [phone, config.fields],
  );
  const translate = useText();
  const pickerLocale = usePickerLocale();
  const resolver = useMemo(
    () => withFieldChecks(zodResolver(mode === 'create' ? config.schema : config.editSchema), checks),
    [config, mode, checks],
  );
  // One save at a time: a second click (a double-click) comes before the button is drawn disabled.
  const saving = useRef(false);
  const submit = async (checked: Values): Promise<FieldErrors | undefined> => {
    if (saving.current) return undefined;
    saving.current = true;
    try {
      const result = await onSave(submitValues(config.fields, checked, mode, values));
      return result === SAVED ? undefined : { ...result, ...NOT_SAVED };
    } finally {
      saving.current = false;
    }
  };
  return (
    // A card clips what overflows it, which would hold the sticky Back and Save inside it: not on a phone.
    <Card sx={{ p: { xs: 2, sm: 3 }, mt: 2, overflow: { xs: 'visible', sm: 'hidden' } }}>
      <Box component="hgroup" sx={{ mb: 3 }}>
        {/* white-space: pre keeps both spaces of the product's 'Add  Program' headings visible. */}
        <Typography component="h1" variant="h5" sx={{ whiteSpace: 'pre' }}>
          {heading}
        </Typography>
        {recordName && (
          <Typography color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {recordName}
          </Typography>
        )}
      </Box>
      <LocalizationProvider dateAdapter={AdapterDateFns} {...pickerLocale}>
        <Form
          defaultValues={values}
          resetOptions={KEEP_TYPED}
          resolver={resolver}
          mode="onTouched"
          onSubmit={submit}
          noValidate
          disableInvalidFormNotification
          warnWhenUnsavedChanges={!readOnly && !saved}
          WarnWhenUnsavedChangesComponent={UnsavedChangesWarning}
        >
          <CascadeClearing fields={config.fields} mode={mode} />
          <FieldChecksContext.Provider value={checks}>
            <ReadOnlyFormContext.Provider value={readOnly}>
              {groups.map(({ section, fields }) => (
                <Box
                  component={section ? 'section' : 'div'}
                  key={section ?? ''}
                  aria-labelledby={section && `form-section-${section}`}
                >
                  {section && (
                    <Typography
                      id={`form-section-${section}`}
                      component="h2"
                      variant="subtitle1"
                      sx={{ fontWeight: 600, mt: 1, mb: 1 }}
                    >
                      {translate(crudKeys.sections[section])}
                    </Typography>
                  )}
                  <Box
                    sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 3 }}
                  >
                    {fields.map((field) => (
                      <FieldInput key={field.name} field={field} mode={mode} />
                    ))}
                  </Box>
                </Box>
              ))}
            </ReadOnlyFormContext.Provider>
          </FieldChecksContext.Provider>
          <Stack direction="row" sx={toolbarSx}>
            {actions && <Box sx={{ mr: 'auto' }}>{actions}</Box>}
            <Button component={Link} to={config.routes.list} variant="outlined">
              {translate(commonKeys.back)}
            </Button>
            {!readOnly && <SaveButton label={translate(commonKeys.save)} />}
          </Stack>
        </Form>
      </LocalizationProvider>
    </Card>
  );
};
