interface Props {
  words: readonly string[];
  onPick: (word: string) => void;
  testId?: string;
}

/** Tappable words (history, hot words, suggestions): real buttons in a list. */
export function WordChips({ words, onPick, testId }: Props) {
  return (
    <ul className="word-chips">
      {words.map((w) => (
        <li key={w}>
          <button type="button" className="word-chip" data-testid={testId} onClick={() => onPick(w)}>
            {w}
          </button>
        </li>
      ))}
    </ul>
  );
}
