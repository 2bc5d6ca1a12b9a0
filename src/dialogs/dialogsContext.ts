// What the dialogs provider offers every screen: one blocking, success, error or confirm dialog at a time.
import { createContext } from 'react';

export interface SuccessOptions {
  title: string;
  text?: string;
}

export interface ErrorOptions {
  title: string;
  text: string;
  button?: string;
  /** Lines under the text, one for each thing that failed (a bulk delete's refused records), scrolled when many. */
  details?: string[];
}

export interface ConfirmOptions {
  title: string;
  text: string;
  confirmText: string;
  cancelText: string;
}

export interface Dialogs {
  /** Blocking 'please wait' dialog: it cannot be dismissed, only replaced or closed by code. */
  wait(text: string): void;
  /** Resolves when the user closes it. */
  success(options: SuccessOptions): Promise<void>;
  /** Resolves when the user closes it. */
  error(options: ErrorOptions): Promise<void>;
  /** Resolves true on confirm, false on cancel or when replaced. */
  confirm(options: ConfirmOptions): Promise<boolean>;
  close(): void;
}

export type OpenDialog =
  | { kind: 'wait'; text: string }
  | ({ kind: 'success' } & SuccessOptions)
  | ({ kind: 'error' } & ErrorOptions)
  | ({ kind: 'confirm' } & ConfirmOptions);

export const DialogsContext = createContext<Dialogs | null>(null);
