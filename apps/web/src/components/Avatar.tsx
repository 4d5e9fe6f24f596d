import { useState } from 'react';
import './Avatar.css';

interface AvatarProps {
  src: string | null | undefined;
  /** Used for the initial when there is no photo (or it fails to load). */
  name: string;
  size?: 'medium' | 'large';
}

/** A member's photo, or their initial on a coloured disc; decorative (the name is shown beside it). */
export function Avatar({ src, name, size = 'medium' }: AvatarProps) {
  const [broken, setBroken] = useState(false);
  const initial = [...name.trim()][0]?.toUpperCase() ?? '?';
  return (
    <span className={`avatar avatar--${size}`} aria-hidden="true">
      {src && !broken ? <img src={src} alt="" onError={() => setBroken(true)} /> : initial}
    </span>
  );
}
