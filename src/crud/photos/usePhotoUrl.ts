// A stored photo shown in the page: the server answers it only with the bearer token, so an <img src> cannot
// load it directly; it is fetched through the HTTP client as a Blob and shown from a blob: address.
import { useQuery } from '@tanstack/react-query';
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
  const { data: photo } = useQuery({
    queryKey: ['photo', name],
    queryFn: () =>
      http
        .request<Blob>(`${photoLimits.endpoint}/${encodeURIComponent(name ?? '')}`, { responseType: 'blob' })
        .catch((error: unknown) => {
          console.error(`The photo ${name} could not be loaded`, error);
          throw error;
        }),
    enabled: Boolean(name),
    retry: false,
  });
  return useObjectUrl(name ? photo : undefined);
};
