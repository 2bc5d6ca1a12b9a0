// A blob: address for a picture in memory, revoked when the picture changes or the screen closes.
import { useEffect, useState } from 'react';

/**
 * @example const preview = useObjectUrl(chosenFile); // <img src={preview} />
 */
export const useObjectUrl = (blob: Blob | null | undefined): string | undefined => {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) {
      setUrl(undefined);
      return undefined;
    }
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return url;
};
