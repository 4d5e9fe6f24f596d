import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { App, Button, Drawer, Form, Space } from 'antd';
import type { Problems } from '../logic/problems';

interface Props {
  title: string;
  saving: boolean;
  onSave: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** A desk form in a drawer: its fields, then Save and Cancel. */
export function DeskDrawer({ title, saving, onSave, onClose, children }: Props) {
  const { t } = useTranslation();
  return (
    <Drawer
      open
      size="large"
      title={title}
      onClose={onClose}
      footer={
        <Space>
          <Button type="primary" loading={saving} onClick={onSave}>
            {t('promotions.save')}
          </Button>
          <Button onClick={onClose}>{t('promotions.cancel')}</Button>
        </Space>
      }
    >
      <Form layout="vertical" component="div">
        {children}
      </Form>
    </Drawer>
  );
}

/**
 * How a desk form saves: its problems show once saving was tried; a request without problems is
 * sent, and the server's refusal is said in the staff member's language with the form kept open.
 */
export function useDeskSave<B>(send: (body: B) => Promise<unknown>, onClose: () => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [tried, setTried] = useState(false);
  const save = async (body: B | undefined) => {
    setTried(true);
    if (body === undefined) return;
    try {
      await send(body);
      void message.success(t('promotions.saved'));
      onClose();
    } catch (error) {
      void message.error((error as Error).message);
    }
  };
  return { tried, save };
}

/** A change sent from a list (end now, remove, reorder): its outcome said in the staff member's language. */
export function useDeskAction<A>(send: (arg: A) => Promise<unknown>, done: string) {
  const { message } = App.useApp();
  return async (arg: A) => {
    try {
      await send(arg);
      void message.success(done);
    } catch (error) {
      void message.error((error as Error).message);
    }
  };
}

/** A desk form's state, and what its drawer does with it. */
export interface DeskForm<D> {
  draft: D;
  change: (c: Partial<D>) => void;
  problems: Problems;
  submit: () => void;
  saving: boolean;
}

/**
 * A desk form's state: the draft as typed, a change to some of its fields, the problems to show
 * (once saving was tried), the submit that sends the request `requestOf` makes of it, and whether
 * it is being saved.
 */
export function useDeskForm<D, B>(
  initial: () => D,
  requestOf: (draft: D) => { problems: Problems; body?: B },
  save: { mutateAsync: (body: B) => Promise<unknown>; isPending: boolean },
  onClose: () => void,
): DeskForm<D> {
  const [draft, setDraft] = useState<D>(initial);
  const { tried, save: send } = useDeskSave(save.mutateAsync, onClose);
  const request = requestOf(draft);
  return {
    draft,
    change: (c: Partial<D>) => setDraft((d) => ({ ...d, ...c })),
    problems: tried ? request.problems : {},
    submit: () => void send(request.body),
    saving: save.isPending,
  };
}
