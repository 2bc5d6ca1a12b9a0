// Drivers' and health workers' server side: multipart bodies, choices checked, age from dob, the photo.
import { ageFromDob, COMMON_FLAGS, type Values } from '../../../resources/index.ts';
import type { ExtensionFactory, Transaction } from '../crud/extensions.ts';
import { PhotoUpload } from '../photos/cleanPhoto.ts';
import { readMultipartBody } from '../photos/multipartBody.ts';
import { newPhotoName, savePhoto, uploadsDir } from '../photos/photoStore.ts';
import { commonOption, isLiveSite, locationErrors, throwIfAny } from './masterChecks.ts';

const optionChecks = [
  { key: 'gender', flag: COMMON_FLAGS.gender, message: 'Choose a gender from the list' },
  { key: 'relationship', flag: COMMON_FLAGS.relation, message: 'Choose a relationship from the list' },
  { key: 'id_card', flag: COMMON_FLAGS.idCard, message: 'Choose an ID card from the list' },
  // The ID card select sets card_holder_id from its option (SPEC 4).
  { key: 'card_holder_id', flag: COMMON_FLAGS.idCard, message: 'Choose an ID card from the list' },
];

async function choiceErrors(tx: Transaction, values: Values) {
  const errors = await locationErrors(tx, values);
  if (values.site !== undefined && !(await isLiveSite(tx, values.site)))
    errors.site = 'Choose a site from the list';
  for (const { key, flag, message } of optionChecks) {
    if (values[key] !== undefined && !(await commonOption(tx, values[key], flag))) errors[key] ??= message;
  }
  return errors;
}

/**
 * The age is the server's own, from dob, and the image column only ever gets a name the server made for a
 * photo of this request: anything else a body sends as `image` is ignored, so an edit keeps the stored photo.
 * The photo is written after the row, inside its transaction: a failed write rolls the row back. Photos an
 * edit replaces stay on disk, as the audit trail still names them.
 */
export const fieldWorkerExtension: ExtensionFactory = ({ config }) => {
  const dir = uploadsDir(config.dataDir);
  return {
    readBody: (request) => readMultipartBody(request),

    async prepareRow(tx, values) {
      throwIfAny(await choiceErrors(tx, values));
      const { image, ...row } = values;
      if (row.dob !== undefined) row.age = ageFromDob(row.dob) ?? null;
      return image instanceof PhotoUpload ? { ...row, image: newPhotoName(image.format) } : row;
    },

    async afterWrite(_tx, row, { body }) {
      if (body.image instanceof PhotoUpload && typeof row.image === 'string')
        await savePhoto(dir, row.image, body.image.data);
    },

    presentRow: (row) => ({ ...row, age: ageFromDob(row.dob) ?? row.age ?? null }),
  };
};
