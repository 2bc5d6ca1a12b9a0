// Hindi for the dashboard (src/pages/dashboard/dashboardFigures.ts); its figures' names are the resources'.
import type { dashboardMessages } from '../../pages/dashboard/dashboardFigures.ts';
import type { Translation } from '../textKeys.ts';

export const dashboardHi: Translation<typeof dashboardMessages> = {
  title: 'डैशबोर्ड',
  stateSelect: 'राज्य',
  allStates: 'सभी राज्य',
  inAllStates: 'सभी राज्यों में',
  perState: 'प्रति राज्य साइटें, ड्राइवर और स्वास्थ्य कार्यकर्ता',
  perDistrict: '%{state} के प्रति ज़िला साइटें, ड्राइवर और स्वास्थ्य कार्यकर्ता',
  perWeekday: 'सप्ताह के प्रति दिन साइटें',
  perMhu: 'प्रति MHU ड्राइवर और स्वास्थ्य कार्यकर्ता',
  dataThings: 'डेटा',
  failed: 'आँकड़े उपलब्ध नहीं हैं।',
  loading: 'आँकड़े लोड हो रहे हैं',
  totals: 'कुल संख्या',
  duplicates: {
    title: 'एक ही कोड वाले रिकॉर्ड',
    text: 'इन रिकॉर्ड का कोड एक ही है। हर एक को उसका अपना कोड दें: कोड अनोखे होने का नियम उनके अलग होते ही लागू होगा।',
  },
};
