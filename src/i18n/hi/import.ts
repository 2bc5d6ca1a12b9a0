// Hindi for the CSV import screen (src/csvImport/importMessages.ts); a file's columns keep their English names.
import type { importMessages } from '../../csvImport/importMessages.ts';
import type { Translation } from '../textKeys.ts';

export const importHi: Translation<typeof importMessages> = {
  button: 'आयात करें',
  chooseFile: 'CSV फ़ाइल चुनें',
  notCsv: 'यह CSV फ़ाइल नहीं है: शीट को CSV (कॉमा या सेमीकोलन से अलग) के रूप में सहेजें और फिर से कोशिश करें।',
  noRows: 'फ़ाइल में शीर्षक पंक्ति है, पर आयात करने के लिए कोई पंक्ति नहीं है।',
  batchFailed: 'सहेजा नहीं गया: डेटाबेस ने पंक्तियों का यह समूह अस्वीकार किया, इसलिए इनमें से कोई भी नहीं लिखी गई',
  updateExisting: 'मौजूदा रिकॉर्ड अपडेट करें',
  checking: 'पंक्तियाँ जाँची जा रही हैं...',
  importing: 'आयात हो रहा है...',
  downloadRejected: 'अस्वीकृत पंक्तियाँ डाउनलोड करें',
  rowColumn: 'पंक्ति',
  statusColumn: 'स्थिति',
  willAdd: 'नया',
  willUpdate: 'एक रिकॉर्ड अपडेट करेगा',
  backToList: 'सूची पर वापस जाएँ',
  anotherFile: 'दूसरी फ़ाइल आयात करें',
  heading: '%{list}: CSV से आयात',
  columnsHint: 'कॉलम: %{labels}',
  ignoredColumns: 'अनदेखे कॉलम (इस सूची का हिस्सा नहीं): %{labels}',
  tooLarge: 'फ़ाइल %{megabytes} MB से बड़ी है: इसे छोटी फ़ाइलों में बाँटें।',
  previewOf: '%{total} में से पहली %{shown} पंक्तियों की झलक',
  summary: 'जोड़ी गईं %{added}, अपडेट हुईं %{updated}, छोड़ी गईं %{skipped}, अस्वीकृत %{rejected}।',
  importRows: '%{smart_count} मान्य पंक्ति आयात करें |||| %{smart_count} मान्य पंक्तियाँ आयात करें',
  errorCount:
    '%{smart_count} पंक्ति में त्रुटियाँ हैं और वह आयात नहीं होगी |||| %{smart_count} पंक्तियों में त्रुटियाँ हैं और वे आयात नहीं होंगी',
  importOff: 'इस सूची को फ़ाइल से आयात नहीं किया जा सकता।',
  unknownResource: 'ऐसी कोई सूची नहीं है।',
  noMatchingColumn: 'फ़ाइल का कोई भी कॉलम इस सूची से मेल नहीं खाता। अपेक्षित कॉलम: %{columns}।',
  missingColumns: 'फ़ाइल में ये कॉलम नहीं हैं: %{columns}।',
  reasons: {
    notInList: '%{label} "%{text}" सूची में नहीं है',
    notADate: '%{label} "%{text}" तिथि नहीं है (dd/mm/yyyy या yyyy-mm-dd)',
    duplicate: 'फ़ाइल की पंक्ति %{row} वाला %{label} दोहराया गया है',
    sameRow: 'हर मान',
    exists: '%{label} %{value} पहले से मौजूद है: इसे अपडेट करने के लिए "मौजूदा रिकॉर्ड अपडेट करें" पर टिक करें',
    severalExist: 'कई रिकॉर्ड में %{label} %{value} है: उन्हें एक-एक करके अपडेट करें',
  },
};
