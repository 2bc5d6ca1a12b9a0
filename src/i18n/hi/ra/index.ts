// Hindi for every ra.* message of react-admin (no maintained Hindi package exists), keyed as ra-language-english.
import { action, boolean, page } from './actions.ts';
import { configurable, guesser, saved_queries } from './extras.ts';
import { input, message } from './messages.ts';
import { auth, navigation, notification, sort, validation } from './navigation.ts';

export const raHi = {
  action,
  boolean,
  page,
  input,
  message,
  navigation,
  sort,
  auth,
  notification,
  validation,
  saved_queries,
  guesser,
  configurable,
};
