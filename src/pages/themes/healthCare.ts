// The Health care theme: mental health training for outreach staff working with older people.
import type { ThemeContent } from './themeContent.ts';

export const healthCare: ThemeContent = {
  path: '/health-care',
  title: 'Health care',
  subtitle: 'Mental health training',
  summary:
    'Loneliness, depression, anxiety and memory loss are common in later life and often go unnoticed. Every ' +
    'member of a mobile health unit team can learn to notice the signs, respond with care and refer early.',
  sections: [
    {
      heading: 'Signs to notice during a visit',
      points: [
        'Low mood, loss of interest in daily activities, or saying they feel a burden to the family.',
        'Changes in sleep or appetite, unexplained weight loss, or neglect of personal hygiene.',
        'Forgetting recent events, repeating questions, getting lost in familiar places.',
        'Withdrawal from neighbours and prayer or community gatherings they used to attend.',
        'Any talk of death or self-harm: treat it as urgent and inform the medical officer the same day.',
      ],
    },
    {
      heading: 'How to talk with an older person',
      points: [
        'Sit at eye level, speak slowly in their own language, and allow time for answers.',
        'Ask open questions ("How have you been sleeping?") and listen without correcting or hurrying.',
        'Speak with the person first, then with the family, and keep what they tell you private.',
        'Explain that feeling low or forgetful is a health problem that can be helped, not a weakness.',
      ],
    },
    {
      heading: 'Training for teams',
      points: [
        'Every new health worker and driver completes the basic mental health first-aid session before field work.',
        'Teams practise a short screening conversation and the referral steps at their monthly meeting.',
        'Medical officers review difficult cases with the team so everyone learns from them.',
      ],
    },
    {
      heading: 'Referral and follow-up',
      points: [
        'Record the concern at the site visit and refer to the MHU doctor or the district mental health programme.',
        'Agree a follow-up date with the person and their carer, and check on them at the next visit.',
        'Support carers too: caring for someone with dementia is demanding and carers need rest and advice.',
      ],
    },
  ],
};
