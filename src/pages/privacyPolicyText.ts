// The privacy notice of this product, as data, so the page only lays it out.

export const PRIVACY_POLICY_DATE = '12-05-2024';

export interface PolicySection {
  heading: string;
  paragraphs: string[];
}

export const privacyPolicySections: PolicySection[] = [
  {
    heading: 'Who we are',
    paragraphs: [
      'This Management Information System is run by the elder-care charity that operates the health-outreach programme (health care, old age care and livelihood). The charity is responsible for the personal data held in it.',
    ],
  },
  {
    heading: 'What data we hold',
    paragraphs: [
      'Staff accounts: name, e-mail address, mobile number, role, the state, district, block and city or village a person works in, the program or project they are assigned to, and a protected (hashed) password. We never store passwords in readable form.',
      'Field workers (drivers and health workers): name, mobile number, date of birth and age, gender, spouse or parent name and relationship, identity card type and card holder reference, city or village, the site and mobile health unit (MHU) they serve, and an optional photograph.',
      'Programme records: projects, programs, sites and their schedules, and the locations they cover. Where beneficiaries are registered, only the information needed to deliver and follow up care is recorded.',
      'Technical data: the time of sign-in and the requests made, kept in server logs to keep the service secure.',
    ],
  },
  {
    heading: 'Why we hold it',
    paragraphs: [
      'To plan and run outreach visits, to know who serves which site and unit, to contact staff and field workers, and to report on the programme to the charity and its funders. We do not sell personal data and do not use it for advertising.',
    ],
  },
  {
    heading: 'Who can see it',
    paragraphs: [
      'Only signed-in staff of the charity whose role needs it. Administrators manage accounts and master records; others see what their role allows. Data may be shared with public health authorities only where the law requires it.',
    ],
  },
  {
    heading: 'How long we keep it',
    paragraphs: [
      'Records are kept while the person works with the programme and for as long afterwards as reporting and legal duties require, then deleted. Server logs are kept for a short period only.',
    ],
  },
  {
    heading: 'Your rights',
    paragraphs: [
      'You may ask to see the data held about you, to have it corrected, and to have it deleted where we no longer need it. Ask the charity through your programme coordinator or its published contact address.',
    ],
  },
  {
    heading: 'Closing an account',
    paragraphs: [
      'When an account is closed, its personal data is deleted within up to 45 days. If the person registers again with the same phone number within that period, the deletion is cancelled and the account is restored.',
    ],
  },
  {
    heading: 'Contact',
    paragraphs: [
      'Questions or requests about this notice go to the charity that runs the programme. We will answer within a reasonable time and tell you about any change to this notice.',
    ],
  },
];
