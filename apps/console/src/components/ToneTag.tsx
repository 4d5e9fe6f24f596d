import type { ReactNode } from 'react';
import { Tag } from 'antd';

/**
 * A tag in one of the console's tones. antd's preset colours put light text on a pale ground
 * (the green one is 3.6:1); these are solid and dark, white text at AA contrast or better.
 */
const TONES = {
  success: '#237804',
  warning: '#ad4e00',
  danger: '#a8071a',
  info: '#0958d9',
} as const;

export type Tone = keyof typeof TONES;

export function ToneTag({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <Tag color={TONES[tone]} variant="solid">
      {children}
    </Tag>
  );
}
