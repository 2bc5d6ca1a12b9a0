// The build-time settings the client reads from import.meta.env (Vite writes VITE_* values in at build).
interface ImportMetaEnv {
  /** Lists with more rows than this are paged by the server (dataProvider/listSources.ts); 50,000 unless set. */
  readonly VITE_CLIENT_LIST_LIMIT?: string;
  /** Days a copy of personal data read offline is kept on the device (dataProvider/deviceCopies.ts); 7 unless set. */
  readonly VITE_OFFLINE_MAX_AGE_DAYS?: string;
}
