import { useState } from 'react';
import { UserOutline } from 'antd-mobile-icons';
import './Avatar.css';

interface AvatarProps {
  src: string | null | undefined;
  /** Used for the initial when there is no photo (or it fails to load). */
  name: string;
  size?: 'medium' | 'large';
}

const graphemes = (s: string): string[] =>
  typeof Intl.Segmenter === 'function'
    ? [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(s)].map((g) => g.segment)
    : [...s];

/**
 * The first letter of the name as a whole character (a Thai consonant with its marks, "Đ"), never
 * a digit or "+" from a phone number used as the name: then null and a person icon is shown.
 */
export function initialOf(name: string): string | null {
  return (
    graphemes(name.trim())
      .find((g) => /^\p{L}/u.test(g))
      ?.toLocaleUpperCase() ?? null
  );
}

/** A member's photo, or their initial on a coloured disc; decorative (the name is shown beside it). */
export function Avatar({ src, name, size = 'medium' }: AvatarProps) {
  const [broken, setBroken] = useState(false);
  const initial = initialOf(name);
  return (
    <span className={`avatar avatar--${size}`} aria-hidden="true">
      {src && !broken ? <img src={src} alt="" onError={() => setBroken(true)} /> : (initial ?? <UserOutline />)}
    </span>
  );
}
