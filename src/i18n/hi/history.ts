// Hindi for the record history, the activity page and the restore bin (src/history/historyMessages.ts).
import type { historyMessages } from '../../history/historyMessages.ts';
import type { Translation } from '../textKeys.ts';

type HistoryMessages = Translation<typeof historyMessages>;

export const audit: HistoryMessages['audit'] = {
  historyButton: 'इतिहास',
  historyTitle: 'इतिहास',
  changeThings: 'बदलाव',
  deletedThings: 'हटाया गया रिकॉर्ड',
  historyFailed: 'इतिहास लोड नहीं हो सका।',
  close: 'बंद करें',
  unknownUser: 'अज्ञात उपयोगकर्ता',
  activityHeading: 'गतिविधि',
  activityMenu: 'गतिविधि',
  binHeading: 'हटाए गए रिकॉर्ड',
  binMenu: 'हटाए गए रिकॉर्ड',
  exportButton: 'निर्यात करें',
  restoreButton: 'वापस लाएँ',
  restoring: 'कृपया प्रतीक्षा करें...',
  erasedHint: 'इसका व्यक्तिगत डेटा मिटा दिया गया है: इसे वापस नहीं लाया जा सकता।',
  allResources: 'सभी',
  allUsers: 'सभी',
  loadFailed: 'रिकॉर्ड लोड नहीं हो सके।',
  filters: { resource: 'सूची', user: 'उपयोगकर्ता', from: 'से', to: 'तक' },
  columns: {
    when: 'कब',
    resource: 'सूची',
    record: 'रिकॉर्ड',
    action: 'कार्रवाई',
    user: 'उपयोगकर्ता',
    changes: 'बदलाव',
    deletedAt: 'हटाने की तिथि',
    deletedBy: 'किसने हटाया',
  },
};

export const history: HistoryMessages['history'] = {
  actions: { add: 'जोड़ा गया', edit: 'संपादित', delete: 'हटाया गया', restore: 'वापस लाया गया' },
  lines: {
    add: '%{name} द्वारा जोड़ा गया',
    edit: '%{name} द्वारा संपादित किया गया',
    delete: '%{name} द्वारा हटाया गया',
    restore: '%{name} द्वारा वापस लाया गया',
  },
  changes: {
    passwordSet: 'पासवर्ड सेट किया गया',
    passwordChanged: 'पासवर्ड बदला गया',
    passwordReset: 'पासवर्ड रीसेट किया गया',
    photoAdded: 'फ़ोटो जोड़ी गई',
    photoReplaced: 'फ़ोटो बदली गई',
    photoRemoved: 'फ़ोटो हटाई गई',
  },
  restore: {
    notDeleted: 'यह रिकॉर्ड हटाया नहीं गया है।',
    erased: 'यह रिकॉर्ड वापस नहीं लाया जा सकता: इसका व्यक्तिगत डेटा मिटा दिया गया है।',
    takenBy: 'यह रिकॉर्ड वापस नहीं लाया जा सकता: किसी दूसरे रिकॉर्ड में पहले से यही %{labels} है।',
    choiceGone: 'यह रिकॉर्ड वापस नहीं लाया जा सकता: इसमें चुना गया %{labels} अब सूची में नहीं है।',
    codeTaken: 'यह रिकॉर्ड वापस नहीं लाया जा सकता: यह कोड पहले से उपयोग में है।',
    restoredTitle: 'वापस आ गया!',
    restored: 'रिकॉर्ड सफलतापूर्वक वापस लाया गया।',
  },
};
