// The page a render failure shows (SPEC 8, "Router failure"): headed 'Unexpected Application Error!', with details.
import { useRootTexts } from '../i18n/useRootTexts.ts';

/** The error's message and stack, and a way back home; inside the signed-in shell too (AppLayout). */
export const UnexpectedError = ({ error }: { error?: Error }) => {
  const texts = useRootTexts().errorPage;
  return (
    <main style={{ padding: '2rem', fontFamily: 'system-ui, sans-serif' }}>
      <h2>{texts.heading}</h2>
      <h3 style={{ fontStyle: 'italic' }}>{error?.message}</h3>
      <pre style={{ padding: '0.5rem', background: 'rgba(200,200,200,0.5)', overflow: 'auto' }}>
        {error?.stack}
      </pre>
      <a href="/home">{texts.goHome}</a>
    </main>
  );
};
