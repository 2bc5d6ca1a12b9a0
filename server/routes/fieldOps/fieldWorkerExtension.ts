// Drivers' and health workers' server side: multipart bodies, age from dob, the photo.
import { ageFromDob } from '../../../resources/index.ts';
import type { ExtensionFactory } from '../crud/extensions.ts';
import { PhotoUpload } from '../photos/cleanPhoto.ts';
import { readMultipartBody } from '../photos/multipartBody.ts';
import { newPhotoName, savePhoto } from '../photos/photoStore.ts';

/**
 * The age is the server's own, from dob, and the image column only ever gets a name the server made for a
 * photo of this request: anything else a body sends as `image` is ignored, so an edit keeps the stored photo.
 * The photo is stored after the row, in its transaction: both are written or neither. Photos an edit replaces
 * stay stored, as the audit trail still names them.
 */
export const fieldWorkerExtension: ExtensionFactory = () => ({
  readBody: (request) => readMultipartBody(request),

  async prepareRow(_tx, values) {
    const { image, ...row } = values;
    if (row.dob !== undefined) row.age = ageFromDob(row.dob) ?? null;
    return image instanceof PhotoUpload ? { ...row, image: newPhotoName(image.format) } : row;
  },

  async afterWrite(tx, row, { body }) {
    if (body.image instanceof PhotoUpload && typeof row.image === 'string')
      await savePhoto(tx, row.image, body.image.data);
  },

  presentRow: (row) => ({ ...row, age: ageFromDob(row.dob) ?? row.age ?? null }),
});
