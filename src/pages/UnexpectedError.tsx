// The page a render failure shows (SPEC 8, "Router failure"): headed 'Unexpected Application Error!', with details.

/** The error's message and stack, and a way back home; inside the signed-in shell too (AppLayout). */
export const UnexpectedError = ({ error }: { error?: Error }) => (
  <main style={{ padding: '2rem', fontFamily: 'system-ui, sans-serif' }}>
    <h2>Unexpected Application Error!</h2>
    <h3 style={{ fontStyle: 'italic' }}>{error?.message}</h3>
    <pre style={{ padding: '0.5rem', background: 'rgba(200,200,200,0.5)', overflow: 'auto' }}>
      {error?.stack}
    </pre>
    <a href="/home">Go to Home</a>
  </main>
);
