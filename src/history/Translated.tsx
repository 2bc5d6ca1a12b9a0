// A text given in English (a list heading, an audit action the server names) in the chosen language when known.
import { useText } from '../i18n/useText.ts';

export const Translated = ({ text }: { text: string }) => <>{useText()(text)}</>;
