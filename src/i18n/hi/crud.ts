// Hindi for the resource screens' shared words: common (resources/texts.ts), crud dialogs, image and date fields.
import type { commonTexts } from '../../../resources/index.ts';
import type { crudTexts } from '../../crud/crudTexts.ts';
import type { pickerTexts } from '../../crud/fields/pickerTexts.ts';
import type { photoTexts } from '../../crud/photos/photoTexts.ts';
import type { Translation } from '../textKeys.ts';

export const common: Translation<typeof commonTexts> = {
  searchPlaceholder: 'खोजें ...',
  loadingRecord: 'विवरण लोड हो रहा है...',
  back: 'वापस',
  save: 'सहेजें',
  addedTitle: 'जोड़ दिया गया!',
  updatedTitle: 'अपडेट हो गया!',
  deletedTitle: 'हटा दिया गया!',
  confirmTitle: 'क्या आप निश्चित हैं?',
  deleteConfirm: 'यह कार्रवाई इस रिकॉर्ड को हटा देगी।',
  confirmDelete: 'हाँ, हटाएँ',
  confirmCancel: 'नहीं',
};

export const crud: Translation<typeof crudTexts> = {
  listLoading: 'लोड हो रहा है...',
  listLoadFailed: 'सूची लोड नहीं हो सकी। कृपया फिर से कोशिश करें।',
  listRetry: 'फिर से कोशिश करें',
  offlineFrom: 'ऑफ़लाइन — %{time} का डेटा दिखाया जा रहा है',
  savedElsewhere: 'अभी सहेजा गया (इस पृष्ठ पर नहीं):',
  emptyList: 'अभी कोई %{things} नहीं है।',
  emptySearch: 'इस खोज में कोई %{things} नहीं है।',
  emptyFilters: 'इन फ़िल्टरों में कोई %{things} नहीं है।',
  deleting: 'हटाया जा रहा है...',
  saving: 'कृपया प्रतीक्षा करें...',
  addErrorTitle: 'त्रुटि!',
  addErrorText: 'एक अनपेक्षित त्रुटि हुई। कृपया फिर से कोशिश करें।',
  addErrorButton: 'फिर से कोशिश करें',
  errorTitle: 'त्रुटि',
  errorText: 'कुछ गलत हो गया',
  exportButton: 'निर्यात करें',
  exportFailed: 'सूची निर्यात नहीं हो सकी। कृपया फिर से कोशिश करें।',
  sections: { person: 'व्यक्ति', location: 'स्थान', posting: 'तैनाती' },
  bulk: {
    choose: '%{name} चुनें',
    exportChosen: 'चुने हुए निर्यात करें',
    deleteChosen: 'चुने हुए हटाएँ',
    confirm: 'यह कार्रवाई चुने गए %{count} रिकॉर्ड हटा देगी।',
    deleting: '%{count} में से %{done} हटाए जा रहे हैं...',
    deleted: 'हटाए गए रिकॉर्ड: %{count}।',
    refusedTitle: 'सभी नहीं हटाए गए',
    refused: 'हटाए गए: %{deleted}। नहीं हटाए गए: %{refused}, हर एक अपने कारण के साथ:',
  },
  viewHeading: '%{record} देखें',
  viewButton: 'देखें',
  filters: {
    button: 'फ़िल्टर',
    clear: 'फ़िल्टर हटाएँ',
    close: 'बंद करें',
    unknown: 'अज्ञात (%{value})',
    gone: 'एक फ़िल्टर ऐसी चीज़ बताता है जो अब मौजूद नहीं है: %{fields}। सूची देखने के लिए उसे हटाएँ।',
  },
  conflict: {
    title: 'आपके खोलने के बाद बदला गया',
    text: 'आपके इसे खोलने के बाद किसी और ने यह रिकॉर्ड बदल दिया।',
    keepTheirs: 'उनका संस्करण रखें',
    saveMine: 'मेरा संस्करण उस पर सहेजें',
  },
};

export const photo: Translation<typeof photoTexts> = {
  choose: 'फ़ोटो चुनें',
  chosenAlt: 'चुनी गई फ़ोटो',
  storedAlt: 'सहेजी गई फ़ोटो',
  none: 'कोई फ़ोटो नहीं',
  addAfterSaving: 'फ़ोटो सहेजने के बाद संपादन स्क्रीन से जोड़ी जा सकती है।',
  tooBig: 'फ़ोटो अधिकतम 2 MB की हो सकती है।',
};

export const picker: Translation<typeof pickerTexts> = {
  clearButtonLabel: 'साफ़ करें',
  datePickerToolbarTitle: 'तिथि चुनें',
  previousMonth: 'पिछला महीना',
  nextMonth: 'अगला महीना',
  openPreviousView: 'पिछला दृश्य खोलें',
  openNextView: 'अगला दृश्य खोलें',
};
