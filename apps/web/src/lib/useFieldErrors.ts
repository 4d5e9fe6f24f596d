import { useCallback, useState } from 'react';

/**
 * A form's messages by field, and `fixing`: it wraps a field's setter so that a change takes the
 * messages of the named fields away at once. A field being fixed never keeps saying it is wrong;
 * the form checks it again when it is sent.
 */
export function useFieldErrors<K extends string = string>() {
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const fixing = useCallback(
    <V>(set: (v: V) => void, ...fields: K[]) =>
      (v: V) => {
        set(v);
        setErrors((e) =>
          fields.some((f) => e[f])
            ? (Object.fromEntries(Object.entries(e).filter(([k]) => !fields.includes(k as K))) as typeof e)
            : e,
        );
      },
    [],
  );
  return { errors, setErrors, fixing };
}
