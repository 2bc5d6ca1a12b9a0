// Which of the app shell's prompts are due: a new version waits, or a lazily loaded part failed to arrive. A small
// store outside React, since the service worker's events and failed imports come from outside any component.

export interface ReloadPrompts {
  /** A new service worker waits to take over (or took over from another tab): "New version — Reload". */
  newVersion: boolean;
  /** A chunk failed to load (a new version replaced it, or the network failed): "Reload". */
  missingPart: boolean;
}

let prompts: ReloadPrompts = { newVersion: false, missingPart: false };
const listeners = new Set<() => void>();

const update = (change: Partial<ReloadPrompts>) => {
  prompts = { ...prompts, ...change };
  listeners.forEach((listener) => listener());
};

export const reloadPrompts = {
  get: (): ReloadPrompts => prompts,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  showNewVersion: () => update({ newVersion: true }),
  showMissingPart: () => update({ missingPart: true }),
};
