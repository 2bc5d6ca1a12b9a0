// A record's version as the API tells it: the `version` of each row, and the ETag `"7"` of a read or an edit.
// An edit or delete names the version it was made against in If-Match (RFC 9110), so a record changed since is
// refused (412) instead of overwritten.

/**
 * The If-Match for a write on `record`: its version quoted, or undefined when the record has none.
 * @example ifMatchOf({ id: 3, version: 7 }) // '"7"'
 */
export const ifMatchOf = (record: Record<string, unknown> | undefined): string | undefined => {
  const version = record?.version;
  return typeof version === 'number' && Number.isInteger(version) ? `"${version}"` : undefined;
};

/**
 * The version an ETag names, or undefined for none or another shape (a weak tag names no version).
 * @example versionOfEtag('"8"') // 8
 */
export const versionOfEtag = (etag: string | undefined): number | undefined => {
  const digits = /^"(\d+)"$/.exec(etag?.trim() ?? '')?.[1];
  return digits === undefined ? undefined : Number(digits);
};
