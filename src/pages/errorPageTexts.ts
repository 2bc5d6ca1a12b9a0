// The words of the render-failure page (SPEC 8, "Router failure") and of the loading spinner.

export const errorPageTexts = {
  heading: 'Unexpected Application Error!',
  goHome: 'Go to Home',
  loading: 'Loading',
} as const;
