// The theme pages' English texts for the messages, by their path's name: themes.livelihood.sections.0.points.1.
import { themePages } from './themePages.ts';

export const themeMessages = {
  ...Object.fromEntries(
    themePages.map(({ path, title, subtitle, summary, sections }) => [
      path.slice(1),
      { title, subtitle, summary, sections },
    ]),
  ),
  backToHome: 'Back to Home',
};
