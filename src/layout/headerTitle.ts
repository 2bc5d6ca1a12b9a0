// The app bar's text: the provider's name (configuration, may be empty) before 'Management Information System'.

export const headerTitle = (providerName: string | undefined): string =>
  [providerName?.trim(), 'Management Information System'].filter(Boolean).join(' ');
