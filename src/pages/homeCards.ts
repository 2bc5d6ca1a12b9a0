// The home page's cards and where they lead (SPEC 1 and 2).

export interface HomeCard {
  title: string;
  text: string;
  to: '/health-care' | '/old-age-care' | '/livelihood';
}

export const homeCards: HomeCard[] = [
  { title: 'Health care', text: 'Mental health training', to: '/health-care' },
  { title: 'Old Age Care', text: 'Benefits of health care', to: '/old-age-care' },
  {
    title: 'Livelihood',
    text: 'Registration of complete information of target beneficiaries',
    to: '/livelihood',
  },
];
