import { Button, Skeleton } from 'antd-mobile';
import { useT } from '../i18n';

interface PendingCardProps {
  /** The card's own class, so the placeholder sits exactly where the content will. */
  className: string;
  /** The load failed: say so and offer a retry instead of a skeleton. */
  failed: boolean;
  failedText: string;
  onRetry: () => void;
  lines?: number;
}

/** What a card shows before its data: a skeleton while loading, a message and retry on failure. */
export function PendingCard({ className, failed, failedText, onRetry, lines = 2 }: PendingCardProps) {
  const { t } = useT();
  if (failed) {
    return (
      <div className={className} role="alert">
        <p>{failedText}</p>
        <Button color="primary" fill="outline" onClick={onRetry}>
          {t('common:retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className={className} aria-busy="true">
      <span className="visually-hidden">{t('common:loading')}</span>
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={lines} animated />
    </div>
  );
}
