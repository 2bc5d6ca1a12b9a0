// The Old Age Care theme: what regular health care brings older people, and how the outreach teams provide it.
import type { ThemeContent } from './themeContent.ts';

export const oldAgeCare: ThemeContent = {
  path: '/old-age-care',
  title: 'Old Age Care',
  subtitle: 'Benefits of health care',
  summary:
    'Regular, nearby health care lets older people stay independent for longer. Mobile health units bring ' +
    'check-ups, medicines and advice to villages on fixed days, so distance and cost stop being barriers.',
  sections: [
    {
      heading: 'What regular care prevents',
      points: [
        'Blood pressure and blood sugar checked at each visit catch problems before they cause a stroke or heart attack.',
        'Early treatment of cataract, hearing loss and joint pain keeps people active and reduces falls.',
        'Reviewing all medicines together avoids harmful combinations and missed doses.',
        'Vaccinations and good nutrition advice reduce infections that are dangerous in later life.',
      ],
    },
    {
      heading: 'What each site visit offers',
      points: [
        'A consultation with the MHU doctor and basic tests (blood pressure, blood sugar, haemoglobin, weight).',
        'Free medicines for common long-term conditions, with the next refill date written down.',
        'Referral to the district hospital when a specialist or admission is needed, with help to get there.',
        'Advice on diet, exercise, fall prevention and safe use of medicines for the person and their family.',
      ],
    },
    {
      heading: 'Benefits and entitlements',
      points: [
        'Help older people enrol in government health insurance and old age pension schemes they are entitled to.',
        'Check that identity documents are in order, as most schemes need them for enrolment.',
        'Tell families about nearby health and wellness centres and free diagnostic services.',
      ],
    },
    {
      heading: 'Keeping care continuous',
      points: [
        'Visit each site on its fixed day so people know when the unit will come.',
        'Keep the records of sites, drivers and health workers in this system up to date so no site is missed.',
        'Follow up people who missed a visit, especially those on regular medicines.',
      ],
    },
  ],
};
