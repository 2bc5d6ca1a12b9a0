// Hindi for the kinds' own rules, which every field of a kind gets beside its config's rules.

/** The kinds' own rule messages, '%{label}' being the field's Hindi label. */
export const kindsHi = {
  text: [
    '%{label} टेक्स्ट होना चाहिए',
    '%{label} में नियंत्रण या टेक्स्ट-दिशा वाले अक्षर नहीं हो सकते',
    'इमोजी की अनुमति नहीं है',
    'अधिकतम 255 अक्षरों की अनुमति है',
  ],
  select: ['केवल एक %{label} चुनें', 'सूची में से %{label} चुनें'],
  number: ['%{label} एक संख्या होनी चाहिए', '%{label} 0 और 2147483647 के बीच होना चाहिए'],
  date: ['%{label} 1900 और 2100 के बीच की तिथि होनी चाहिए'],
};
