// Hindi for react-admin's ra.saved_queries, ra.guesser and ra.configurable messages.

export const saved_queries = {
  label: 'सहेजी गई खोजें',
  query_name: 'खोज का नाम',
  new_label: 'मौजूदा खोज सहेजें...',
  new_dialog_title: 'मौजूदा खोज को इस नाम से सहेजें',
  remove_label: 'सहेजी गई खोज हटाएँ',
  remove_label_with_name: 'खोज "%{name}" हटाएँ',
  remove_dialog_title: 'सहेजी गई खोज हटाएँ?',
  remove_message: 'क्या आप वाकई इस आइटम को सहेजी गई खोजों की सूची से हटाना चाहते हैं?',
  help: 'सूची को फ़िल्टर करें और इस खोज को बाद के लिए सहेजें',
};

export const guesser = {
  empty: {
    title: 'दिखाने के लिए कोई डेटा नहीं',
    message: 'कृपया अपना डेटा प्रदाता जाँचें',
  },
};

export const configurable = {
  customize: 'अनुकूलित करें',
  configureMode: 'इस पेज को कॉन्फ़िगर करें',
  inspector: {
    title: 'निरीक्षक',
    content: 'कॉन्फ़िगर करने के लिए एप्लिकेशन के हिस्सों पर माउस ले जाएँ',
    reset: 'सेटिंग रीसेट करें',
    hideAll: 'सभी छिपाएँ',
    showAll: 'सभी दिखाएँ',
  },
  Datagrid: { title: 'डेटा ग्रिड', unlabeled: 'बिना नाम का कॉलम #%{column}' },
  SimpleForm: { title: 'फ़ॉर्म', unlabeled: 'बिना नाम का इनपुट #%{input}' },
  SimpleList: {
    title: 'सूची',
    primaryText: 'मुख्य टेक्स्ट',
    secondaryText: 'दूसरा टेक्स्ट',
    tertiaryText: 'तीसरा टेक्स्ट',
  },
};
