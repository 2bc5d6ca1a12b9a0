// The server's {message, subMessage} after add, edit and delete, kept on the result for the success dialog.

export interface ServerReply {
  message?: string;
  subMessage?: string;
}

/** The key of the reply on a mutation's returned record (react-admin hands onSuccess the record only). */
export const REPLY_KEY = '_reply';

export const toServerReply = (answer: unknown): ServerReply => {
  if (answer === null || typeof answer !== 'object') return {};
  const { message, subMessage } = answer as Record<string, unknown>;
  return {
    message: typeof message === 'string' ? message : undefined,
    subMessage: typeof subMessage === 'string' ? subMessage : undefined,
  };
};

/**
 * The reply a create, update or delete returned.
 * @example useCreate(..., { onSuccess: (record) => showSuccess(replyOf(record)?.message ?? '...') })
 */
export const replyOf = (record: unknown): ServerReply | undefined =>
  record !== null && typeof record === 'object'
    ? ((record as Record<string, unknown>)[REPLY_KEY] as ServerReply)
    : undefined;
