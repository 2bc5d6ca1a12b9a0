// A count of the session changes this process made (logout, rotation, password change, user delete or edit),
// so cached session lookups made before one are never used after it.
let changes = 0;

export const sessionsChanged = (): void => {
  changes++;
};

export const sessionChangeCount = (): number => changes;
