// Hindi for react-admin's ra.navigation, ra.sort, ra.auth, ra.notification and ra.validation messages.

export const navigation = {
  clear_filters: 'फ़िल्टर हटाएँ',
  no_filtered_results: '%{name}: मौजूदा फ़िल्टर से कोई रिकॉर्ड नहीं मिला।',
  no_results: '%{name}: कोई रिकॉर्ड नहीं मिला',
  no_more_results: 'पेज संख्या %{page} सीमा से बाहर है। पिछला पेज देखें।',
  page_out_of_boundaries: 'पेज संख्या %{page} सीमा से बाहर है',
  page_out_from_end: 'अंतिम पेज के आगे नहीं जा सकते',
  page_out_from_begin: 'पेज 1 से पहले नहीं जा सकते',
  page_range_info: '%{total} में से %{offsetBegin}-%{offsetEnd}',
  partial_page_range_info: '%{offsetEnd} से अधिक में से %{offsetBegin}-%{offsetEnd}',
  current_page: 'पेज %{page}',
  page: 'पेज %{page} पर जाएँ',
  first: 'पहले पेज पर जाएँ',
  last: 'अंतिम पेज पर जाएँ',
  next: 'अगले पेज पर जाएँ',
  previous: 'पिछले पेज पर जाएँ',
  page_rows_per_page: 'प्रति पेज पंक्तियाँ:',
  skip_nav: 'सामग्री पर जाएँ',
};

export const sort = {
  sort_by: '%{field} के अनुसार %{order} क्रम में लगाएँ',
  ASC: 'आरोही',
  DESC: 'अवरोही',
};

export const auth = {
  auth_check_error: 'जारी रखने के लिए कृपया लॉग इन करें',
  user_menu: 'प्रोफ़ाइल',
  username: 'उपयोगकर्ता नाम',
  password: 'पासवर्ड',
  email: 'ईमेल',
  sign_in: 'साइन इन करें',
  sign_in_error: 'प्रमाणीकरण विफल रहा, कृपया फिर से कोशिश करें',
  logout: 'लॉग आउट',
};

export const notification = {
  updated: 'आइटम अपडेट किया गया |||| %{smart_count} आइटम अपडेट किए गए',
  created: 'आइटम बनाया गया',
  deleted: 'आइटम हटाया गया |||| %{smart_count} आइटम हटाए गए',
  bad_item: 'गलत आइटम',
  item_doesnt_exist: 'आइटम मौजूद नहीं है',
  http_error: 'सर्वर से संपर्क में त्रुटि',
  data_provider_error: 'डेटा प्रदाता त्रुटि। विवरण के लिए कंसोल देखें।',
  i18n_error: 'चुनी गई भाषा के अनुवाद लोड नहीं हो सके',
  canceled: 'कार्रवाई रद्द की गई',
  logged_out: 'आपका सत्र समाप्त हो गया है, कृपया फिर से लॉग इन करें।',
  not_authorized: 'आपको इस संसाधन तक पहुँचने की अनुमति नहीं है।',
  application_update_available: 'नया संस्करण उपलब्ध है।',
  offline: 'कनेक्शन नहीं है। डेटा नहीं मिल सका।',
};

export const validation = {
  required: 'आवश्यक',
  minLength: 'कम से कम %{min} अक्षर होने चाहिए',
  maxLength: 'अधिकतम %{max} अक्षर हो सकते हैं',
  minValue: 'कम से कम %{min} होना चाहिए',
  maxValue: 'अधिकतम %{max} हो सकता है',
  number: 'संख्या होनी चाहिए',
  email: 'मान्य ईमेल होना चाहिए',
  oneOf: 'इनमें से एक होना चाहिए: %{options}',
  regex: 'एक निश्चित प्रारूप (regexp) से मेल खाना चाहिए: %{pattern}',
  unique: 'अद्वितीय होना चाहिए',
};
