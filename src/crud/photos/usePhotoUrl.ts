// A stored photo shown in the page: the server answers it only with the bearer token, so an <img src> cannot
// load it directly; it is fetched through the HTTP client as a Blob and shown from a blob: address.
import { useEffect, useState } from 'react';
import { photoLimits } from '../../../resources/index.ts';
import { useHttpClient } from '../httpClientContext.ts';
import { useObjectUrl } from './useObjectUrl.ts';

/**
 * The address to show the stored photo `name` at, or undefined while none is loaded (no name, loading, or
 * the photo could not be read: that is only logged).
 * @example const src = usePhotoUrl(record.image);
 */
export const usePhotoUrl = (name: string | null | undefined): string | undefined => {
  const http = useHttpClient();
  const [photo, setPhoto] = useState<Blob>();
  useEffect(() => {
    setPhoto(undefined);
    if (!name) return undefined;
    let current = true;
    http
      .request<Blob>(`${photoLimits.endpoint}/${encodeURIComponent(name)}`, { responseType: 'blob' })
      .then((blob) => current && setPhoto(blob))
      .catch((error: unknown) => console.error(`The photo ${name} could not be loaded`, error));
    return () => {
      current = false;
    };
  }, [http, name]);
  return useObjectUrl(photo);
};
