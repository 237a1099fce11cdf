import type { AbstractIntlMessages, Messages, NamespaceKeys, NestedKeyOf } from 'use-intl/core';

/** A namespace or nested namespace of the catalogue: 'Converter' or 'CalendarPage.modal'. */
export type MessagesNamespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>;

/** The namespaces a client island needs, at their place in the tree, and nothing else. */
export function pickMessages(
  messages: AbstractIntlMessages,
  namespaces: readonly MessagesNamespace[],
): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {};
  for (const namespace of namespaces) {
    const keys = namespace.split('.');
    let from: AbstractIntlMessages | string | undefined = messages;
    let to = picked;
    keys.forEach((key, i) => {
      from = typeof from === 'object' ? from[key] : undefined;
      if (from === undefined) throw new Error(`No messages under '${namespace}'`);
      if (i === keys.length - 1) to[key] = from;
      else to = (to[key] ??= {}) as AbstractIntlMessages;
    });
  }
  return picked;
}
