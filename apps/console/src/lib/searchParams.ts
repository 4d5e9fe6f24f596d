import { useSearchParams } from 'react-router';

/** A positive whole number from the address, or the fallback. */
export function positiveParam(params: URLSearchParams, name: string, fallback: number): number {
  const n = Number(params.get(name));
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/**
 * The address's query and a way to change some of its values (null or empty removes one): the
 * lists keep their filter there, so a view can be reloaded, shared and gone back to.
 */
export function useQueryParams() {
  const [params, setParams] = useSearchParams();
  const update = (changes: Record<string, string | null>) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      }
      return next;
    });
  return [params, update] as const;
}
