import { useTranslation } from 'react-i18next';
import { Button } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';

interface Props {
  /** What is moved, for the buttons' names. */
  name: string;
  index: number;
  count: number;
  busy: boolean;
  onMove: (delta: -1 | 1) => void;
}

/** A row's place in the shop's order, one step up or down: keyboard and screen-reader usable. */
export function MoveButtons({ name, index, count, busy, onMove }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <Button
        icon={<ArrowUpOutlined aria-hidden />}
        aria-label={t('promotions.home.moveUp', { name })}
        disabled={index === 0 || busy}
        onClick={() => onMove(-1)}
      />
      <Button
        icon={<ArrowDownOutlined aria-hidden />}
        aria-label={t('promotions.home.moveDown', { name })}
        disabled={index === count - 1 || busy}
        onClick={() => onMove(1)}
      />
    </>
  );
}
