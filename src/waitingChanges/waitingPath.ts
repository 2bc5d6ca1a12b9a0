// The waiting changes page's address (a page of the app's own, not one of the spec's).
export const WAITING_PATH = '/waiting';
