// Add and edit bodies as multipart for resources that carry a file (drivers' and health workers' image).
import type { FieldConfig, FormMode, Values } from '../resources/index.ts';

const isFile = (value: unknown): value is Blob => typeof Blob !== 'undefined' && value instanceof Blob;

/**
 * The payload as FormData. On add the file is never appended (SPEC 7); on edit only a newly chosen file
 * is, so a stored image is kept. Arrays go comma-joined, empty values as ''.
 */
export const toFormData = (fields: FieldConfig[], payload: Values, mode: FormMode): FormData => {
  const fileKeys = new Set(fields.filter((f) => f.kind === 'file').map((f) => f.payloadKey ?? f.name));
  const form = new FormData();
  for (const [key, value] of Object.entries(payload)) {
    if (fileKeys.has(key)) {
      if (mode === 'edit' && isFile(value)) form.append(key, value);
      continue;
    }
    if (value === undefined) continue;
    form.append(key, value === null ? '' : Array.isArray(value) ? value.join(',') : String(value));
  }
  return form;
};
