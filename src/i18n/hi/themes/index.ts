// Hindi for the theme pages, by their path's name as the English messages key them (themes.health-care...).
import { healthCare } from './healthCare.ts';
import { livelihood } from './livelihood.ts';
import { oldAgeCare } from './oldAgeCare.ts';

export const themesHi = {
  'health-care': healthCare,
  'old-age-care': oldAgeCare,
  livelihood,
  backToHome: 'होम पर वापस जाएँ',
};
