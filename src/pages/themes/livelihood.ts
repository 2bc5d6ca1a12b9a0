// The Livelihood theme: registering complete information of target beneficiaries, and why it matters.
import type { ThemeContent } from './themeContent.ts';

export const livelihood: ThemeContent = {
  path: '/livelihood',
  title: 'Livelihood',
  subtitle: 'Registration of complete information of target beneficiaries',
  summary:
    'Support for older people only reaches them when we know who they are, where they live and what they ' +
    'need. A complete, accurate registration is the first step to linking a beneficiary with income support, ' +
    'schemes and livelihood activities.',
  sections: [
    {
      heading: 'What a complete registration holds',
      points: [
        'Name, age or date of birth, sex and contact details of the beneficiary and of a family member.',
        'State, district and block, and the village, so the nearest site and team can be assigned.',
        'Household situation: living alone, with a spouse or with family, and who supports them.',
        'Current income, pension or scheme benefits, and skills or work they can still do.',
      ],
    },
    {
      heading: 'Collecting information with respect',
      points: [
        'Explain why the information is collected and how it will be used, and ask for consent first.',
        'Collect only what is needed. Never write down or photograph a full Aadhaar number where it is not required.',
        'Check spellings and dates with the person before saving, and correct mistakes as soon as they are found.',
      ],
    },
    {
      heading: 'From registration to support',
      points: [
        'Identify people eligible for old age pension, widow pension or disability schemes and help them apply.',
        'Link able older people and their families to self-help groups, skill training and local work.',
        'Review each beneficiary’s situation at least once a year and update their record.',
      ],
    },
    {
      heading: 'Keeping records safe',
      points: [
        'Use only your own account and sign out on shared computers.',
        'Share beneficiary details only with staff who need them for the programme.',
      ],
    },
  ],
};
