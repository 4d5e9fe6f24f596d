import { fold } from '../../lib/fold.js';

/**
 * Each character's fold, kept: a page of cards folds every character of 20 names, and folding one
 * (three normalisations, four replacements) costs more than the rest of the page's mapping. The
 * characters of a catalogue's names are a few thousand; the cap only guards against a hostile name.
 */
const foldedChars = new Map<string, string>();
const FOLDED_CHARS_MAX = 65_536;

function foldChar(ch: string): string {
  let folded = foldedChars.get(ch);
  if (folded === undefined) {
    // Whitespace folds to nothing (trim), but positions must survive; a lone combining mark folds
    // to nothing and maps nowhere.
    folded = ch.trim() ? fold(ch) : ' ';
    if (foldedChars.size < FOLDED_CHARS_MAX) foldedChars.set(ch, folded);
  }
  return folded;
}

/**
 * Where the search tokens occur in a product name, as [start, end) ranges of the ORIGINAL name,
 * although matching happens on folded text: each character is folded on its own and the folded
 * positions are mapped back to the character they came from.
 */
export function highlightRanges(name: string, tokens: string[]): [number, number][] {
  const chars = [...name];
  let folded = '';
  const origin: number[] = [];
  let offset = 0;
  for (const ch of chars) {
    const f = foldChar(ch);
    for (let i = 0; i < f.length; i++) origin.push(offset);
    folded += f;
    offset += ch.length;
  }
  const ranges: [number, number][] = [];
  for (const token of tokens) {
    if (!token) continue;
    let at = folded.indexOf(token);
    while (at !== -1) {
      const start = origin[at]!;
      const lastOrigin = origin[at + token.length - 1]!;
      const end = lastOrigin + (name.codePointAt(lastOrigin)! > 0xffff ? 2 : 1);
      ranges.push([start, end]);
      at = folded.indexOf(token, at + token.length);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([...r]);
  }
  return merged;
}
