import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider, useLocation } from 'react-router';
import { Link } from './Link';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string, onClick?: () => void) {
  const screenOf = (
    <>
      <Where />
      <Link to="/productDetails?productSkuId=5" className="card" data-testid="card" onClick={onClick}>
        Fuji apples
      </Link>
      <Link to="/searchList?categoryId=2">Fruit</Link>
      <Link to="/" replace>
        Home
      </Link>
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/', element: screenOf },
      { path: '/productDetails', element: screenOf },
      { path: '/searchList', element: screenOf },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('Link', () => {
  it('draws an <a href> with the path and the props it is given', () => {
    renderAt('/');
    const card = screen.getByRole('link', { name: 'Fuji apples' });
    expect(card.getAttribute('href')).toBe('/productDetails?productSkuId=5');
    expect(card.className).toBe('card');
    expect(card.dataset.testid).toBe('card');
  });

  it('follows a click in the app: a new history entry, no page load', async () => {
    const router = renderAt('/');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    screen.getByRole('link', { name: 'Fuji apples' }).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/productDetails?productSkuId=5'));
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('replaces the entry for a link to where the shopper is, and when told to', () => {
    const router = renderAt('/searchList?categoryId=2');
    fireEvent.click(screen.getByRole('link', { name: 'Fruit' }));
    expect(router.state.historyAction).toBe('REPLACE');
    fireEvent.click(screen.getByRole('link', { name: 'Fuji apples' }));
    expect(router.state.historyAction).toBe('PUSH');
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('leaves a modified click (a new tab) to the browser, and a click its own handler prevented', () => {
    const prevent = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    renderAt('/', prevent as unknown as () => void);
    const fruit = screen.getByRole('link', { name: 'Fruit' });
    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey']) {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, [modifier]: true });
      // Not followed by the app: the browser's default action stays.
      fruit.addEventListener('click', (e) => e.preventDefault(), { once: true });
      fruit.dispatchEvent(click);
    }
    expect(screen.getByTestId('where').textContent).toBe('/');
    fireEvent.click(screen.getByRole('link', { name: 'Fuji apples' }));
    expect(prevent).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('navigates outside a data router too (a MemoryRouter)', () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Where />
        <Link to="/searchList?categoryId=2">Fruit</Link>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Fruit' }));
    expect(screen.getByTestId('where').textContent).toBe('/searchList?categoryId=2');
  });
});
