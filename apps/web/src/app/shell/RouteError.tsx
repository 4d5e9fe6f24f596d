import { useRouteError } from 'react-router';
import { Button } from 'antd-mobile';
import { useT } from '../../i18n';

/** Last resort for a render error: say so and offer a reload instead of a blank page. */
export function RouteError() {
  const { t } = useT();
  const error = useRouteError();
  console.error(error);
  return (
    <main className="boot-screen" role="alert">
      <h1 className="boot-screen__title">{t('common:loadFailed')}</h1>
      <Button color="primary" onClick={() => window.location.reload()}>
        {t('common:retry')}
      </Button>
    </main>
  );
}
