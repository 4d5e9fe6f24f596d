import type { DeskTarget } from '@storefront/contract';
import type { TargetKind } from '../api/targets';
import type { DeskForm } from './DeskDrawer';
import { Field } from './Field';
import { TargetSelect } from './TargetSelect';

interface Props {
  id: string;
  label: string;
  kind: TargetKind;
  /** A form whose draft has a target, found in its country's currency. */
  form: DeskForm<{ countryCode: string; target: DeskTarget | null }>;
}

/** The SKU, product or category a draft covers or leads to, with what must change under it. */
export function TargetField({ id, label, kind, form: { draft, problems, change } }: Props) {
  return (
    <Field id={id} label={label} problem={problems.target}>
      <TargetSelect
        id={id}
        kind={kind}
        countryCode={draft.countryCode}
        value={draft.target}
        invalid={Boolean(problems.target)}
        onChange={(target) => change({ target })}
      />
    </Field>
  );
}
