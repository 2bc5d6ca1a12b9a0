// A stored photo shown in the page: the server answers it only with the bearer token, so an <img src> cannot
// load it directly; it is fetched through the HTTP client as a Blob and shown from a blob: address.
import { useQuery } from '@tanstack/react-query';
import { photoLimits } from '../../../resources/index.ts';
import { useHttpClient } from '../httpClientContext.ts';
import { useObjectUrl } from './useObjectUrl.ts';

/** The whole photo (the form's preview), or its small square thumbnail (lists and cards). */
export type PhotoSize = 'whole' | 'thumbnail';

const pathOf = (name: string, size: PhotoSize) =>
  `${photoLimits.endpoint}/${encodeURIComponent(name)}` +
  (size === 'thumbnail' ? `?size=${photoLimits.thumbnail.size}` : '');

/**
 * The address to show the stored photo `name` at, or undefined while none is loaded (no name, loading, or
 * the photo could not be read: that is only logged). A name is never given to another picture (a new one gets a
 * new name), so what was read stays fresh for the page's life: a list shown again fetches no thumbnail twice. It is
 * held in memory only, and goes with the page at logout.
 * @example const src = usePhotoUrl(record.image);
 */
export const usePhotoUrl = (
  name: string | null | undefined,
  size: PhotoSize = 'whole',
): string | undefined => {
  const http = useHttpClient();
  const { data: photo } = useQuery({
    queryKey: ['photo', name, size],
    queryFn: () =>
      http.request<Blob>(pathOf(name ?? '', size), { responseType: 'blob' }).catch((error: unknown) => {
        console.error(`The photo ${name} could not be loaded`, error);
        throw error;
      }),
    enabled: Boolean(name),
    staleTime: Infinity,
    retry: false,
  });
  return useObjectUrl(name ? photo : undefined);
};
