// Hindi for react-admin's ra.input and ra.message messages (ra-language-english's keys).

export const input = {
  file: {
    upload_several: 'अपलोड करने के लिए फ़ाइलें यहाँ छोड़ें, या एक चुनने के लिए क्लिक करें।',
    upload_single: 'अपलोड करने के लिए फ़ाइल यहाँ छोड़ें, या उसे चुनने के लिए क्लिक करें।',
  },
  image: {
    upload_several: 'अपलोड करने के लिए चित्र यहाँ छोड़ें, या एक चुनने के लिए क्लिक करें।',
    upload_single: 'अपलोड करने के लिए चित्र यहाँ छोड़ें, या उसे चुनने के लिए क्लिक करें।',
  },
  references: {
    all_missing: 'संदर्भ डेटा नहीं मिल सका।',
    many_missing: 'कम से कम एक जुड़ा हुआ संदर्भ अब उपलब्ध नहीं लगता।',
    single_missing: 'जुड़ा हुआ संदर्भ अब उपलब्ध नहीं लगता।',
  },
  password: {
    toggle_visible: 'पासवर्ड छिपाएँ',
    toggle_hidden: 'पासवर्ड दिखाएँ',
  },
};

export const message = {
  about: 'जानकारी',
  access_denied: 'इस पेज को देखने की अनुमति आपके पास नहीं है',
  are_you_sure: 'क्या आप निश्चित हैं?',
  authentication_error: 'प्रमाणीकरण सर्वर ने त्रुटि लौटाई और आपकी पहचान की जाँच नहीं हो सकी।',
  auth_error: 'प्रमाणीकरण टोकन की जाँच करते समय त्रुटि हुई।',
  bulk_delete_content:
    'क्या आप वाकई यह %{name} हटाना चाहते हैं? |||| क्या आप वाकई ये %{smart_count} आइटम हटाना चाहते हैं?',
  bulk_delete_title: '%{name} हटाएँ |||| %{smart_count} %{name} हटाएँ',
  bulk_update_content:
    'क्या आप वाकई %{name} %{recordRepresentation} अपडेट करना चाहते हैं? |||| क्या आप वाकई ये %{smart_count} आइटम अपडेट करना चाहते हैं?',
  bulk_update_title: '%{name} %{recordRepresentation} अपडेट करें |||| %{smart_count} %{name} अपडेट करें',
  clear_array_input: 'क्या आप वाकई पूरी सूची खाली करना चाहते हैं?',
  delete_content: 'क्या आप वाकई यह %{name} हटाना चाहते हैं?',
  delete_title: '%{name} %{recordRepresentation} हटाएँ',
  details: 'विवरण',
  error: 'क्लाइंट में त्रुटि हुई और आपका अनुरोध पूरा नहीं हो सका।',
  invalid_form: 'फ़ॉर्म मान्य नहीं है। कृपया त्रुटियाँ जाँचें',
  loading: 'कृपया प्रतीक्षा करें',
  no: 'नहीं',
  not_found: 'या तो आपने गलत पता लिखा है, या आप किसी गलत लिंक से आए हैं।',
  select_all_limit_reached: 'सभी को चुनने के लिए बहुत अधिक आइटम हैं। केवल पहले %{max} आइटम चुने गए।',
  unsaved_changes: 'आपके कुछ बदलाव सहेजे नहीं गए। क्या आप वाकई उन्हें छोड़ना चाहते हैं?',
  yes: 'हाँ',
  placeholder_data_warning: 'नेटवर्क समस्या: डेटा रीफ़्रेश नहीं हो सका।',
};
