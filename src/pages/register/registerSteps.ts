// The registration wizard's eight steps; only the first two carry a form in this prototype (SPEC 2 and 9).

export const STEP_COUNT = 8;

export const steps = Array.from({ length: STEP_COUNT }, (_, index) => ({
  number: index + 1,
  hasPersonalInformation: index < 2,
}));

/** The step after or before `current` (0-based), kept within the wizard. */
export const nextStep = (current: number): number => Math.min(STEP_COUNT - 1, current + 1);
export const previousStep = (current: number): number => Math.max(0, current - 1);
