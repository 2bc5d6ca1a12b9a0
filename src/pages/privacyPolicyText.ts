// The privacy notice of this product, as data, so the page only lays it out. It states what the product really
// keeps and for how long: its 45 days (erasure, and the age of the oldest backup), 12 hours, a day and 15 minutes
// are the defaults of RETENTION_DAYS, SESSION_HOURS, LOGIN_DAILY_LIMIT's day and LOGIN_ADDRESS_RATE_LIMIT (180
// days: the device cookie's life), so a server that changes one must change this notice too.

/** SPEC 9: the notice keeps this date. */
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
      'Staff accounts: name, e-mail address, mobile number, role, the state, district, block and city or village a person works in, and the program or project they are assigned to. The password is kept only as a one-way protected (hashed) value, never in readable form.',
      'Field workers (drivers and health workers): name, mobile number, date of birth and age, gender, spouse or parent name and relationship, the type of identity card held (not its number), city or village, the state, district and block, the site and mobile health unit (MHU) they serve, and an optional photograph. A photograph is re-encoded when it is uploaded, which removes hidden details such as where it was taken, and is shown only to signed-in staff.',
      'Programme records: projects, programs and sites, with their codes, dates, schedules and locations.',
      'A change history: every addition, change and deletion of these records, with who made it, when, and the values that changed.',
      'Sign-in sessions: for each sign-in, the account, when the session started and when it ends (at most 12 hours later). No network address or device details are stored with it. To stop password guessing, failed sign-in attempts are counted per e-mail address (for at most a day) and per network address (15 minutes), then forgotten. A browser that signs in keeps a security cookie for up to 180 days, holding only the account number and a random number, so that its owner can still sign in while someone else is guessing at the account.',
      'The registration wizard is a prototype: what is typed into it is neither sent nor stored.',
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
      'Only signed-in administrators of the charity can see or change these records; staff with other roles can sign in but see no records. The product sends no data to anyone else.',
    ],
  },
  {
    heading: 'How long we keep it',
    paragraphs: [
      'A record is kept until an administrator deletes it. A deleted record is hidden at once from every list, search and form.',
      '45 days after deletion, its personal details are erased, from the record and from its change history: for a staff account, the name, e-mail address, mobile number, city or village and password; for a driver or health worker, the name, mobile number, date of birth, age, spouse or parent name, city or village and photograph, including any earlier photograph it replaced. The rest of the record (such as role, site, unit, gender and location) is kept for reporting on the programme and no longer names anyone.',
      'Backups of the records are kept for at most 45 days, so erased details leave every backup at most 45 days after they were erased, and restoring an older backup erases them again.',
      'Server logs record each request (its time, path, result and the network address it came from). They never contain passwords or the personal details held in records.',
    ],
  },
  {
    heading: 'Analytics',
    paragraphs: [
      'The product collects no analytics, uses no tracking and sets no cookies.',
      'While you are signed in, your browser keeps your sign-in token and your account details (as listed above) in its local storage, so that a reload keeps you signed in. Logging out clears them.',
    ],
  },
  {
    heading: 'Your rights',
    paragraphs: [
      'You may ask to see the data held about you, to have it corrected, and to have it deleted. Ask the charity through your programme coordinator or its published contact address. A deleted record is erased as described above.',
    ],
  },
  {
    heading: 'Contact',
    paragraphs: [
      'Questions or requests about this notice go to the charity that runs the programme. We will answer within a reasonable time.',
    ],
  },
];
