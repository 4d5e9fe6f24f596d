import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { fail, fakeApi, ok } from '../test/fakeApi';
import { renderConsole } from '../test/render';
import { PagedList, pageOf } from './PagedList';

interface Row {
  id: number;
  name: string;
}

/** A list screen of the smallest kind: its query built from the address's page, its rows named. */
function Rows() {
  const [params] = useSearchParams();
  const { pageNum, pageSize } = pageOf(params);
  const result = useQuery({
    queryKey: ['rows', pageNum, pageSize],
    queryFn: async () => {
      const res = await fetch(`/api/rows?pageNum=${pageNum}&pageSize=${pageSize}`);
      const body = (await res.json()) as { code: number; message: string; data: { total: number; list: Row[] } };
      if (body.code !== 200) throw new Error(body.message);
      return body.data;
    },
  });
  return (
    <PagedList<Row>
      result={result}
      rowKey="id"
      columns={[{ title: 'Name', dataIndex: 'name' }]}
      loadFailed="The rows could not be loaded."
      sizeChanger
    />
  );
}

const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `Row ${i + 1}` }));

describe('a list screen', () => {
  it('shows the page the address names, the total, and keeps the page and its size in the address', async () => {
    const fake = fakeApi({ 'GET /rows': () => ok({ total: 45, list: rows(20) }) });
    const { router } = renderConsole('/list?page=2', [{ path: '/list', element: <Rows /> }]);
    await screen.findByText('Row 1');
    expect(screen.getByText('Total: 45')).toBeTruthy();
    expect(fake.calls('GET', '/rows')[0]?.query.get('pageNum')).toBe('2');
    await userEvent.setup().click(screen.getByRole('listitem', { name: '3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    await waitFor(() => expect(fake.calls('GET', '/rows').at(-1)?.query.get('pageNum')).toBe('3'));
    await userEvent.setup().click(screen.getByRole('listitem', { name: '1' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says what failed with the API’s message, and reads again on request', async () => {
    let attempts = 0;
    fakeApi({
      'GET /rows': () => (attempts++ === 0 ? fail(500, 'Database unavailable') : ok({ total: 1, list: rows(1) })),
    });
    renderConsole('/list', [{ path: '/list', element: <Rows /> }]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The rows could not be loaded.');
    expect(alert.textContent).toContain('Database unavailable');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Row 1');
  });

  it('reads a page size the address asks for, within 100', () => {
    expect(pageOf(new URLSearchParams('page=4&size=50'))).toEqual({ pageNum: 4, pageSize: 50 });
    expect(pageOf(new URLSearchParams('size=1000'))).toEqual({ pageNum: 1, pageSize: 100 });
    expect(pageOf(new URLSearchParams('page=-2&size=x'))).toEqual({ pageNum: 1, pageSize: 20 });
  });
});
