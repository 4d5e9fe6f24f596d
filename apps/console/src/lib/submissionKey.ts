import { useRef } from 'react';

/** 128 random bits as hex: crypto.getRandomValues exists outside secure contexts too (a LAN address). */
const newKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * One Idempotency-Key per form submission of a change that moves money. Sending the same values
 * again (a retry after a lost answer, a second click) reuses the key, so the server answers the
 * first result instead of moving the money twice; changed values are a new submission with a new
 * key. A form opened again starts afresh.
 */
export function useSubmissionKey(): (values: unknown) => string {
  const last = useRef<{ values: string; key: string } | null>(null);
  return (values) => {
    const json = JSON.stringify(values);
    if (last.current?.values !== json) last.current = { values: json, key: newKey() };
    return last.current.key;
  };
}
