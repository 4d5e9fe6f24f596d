import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { Providers } from '../../../app/Providers';
import { useLocaleStore } from '../../../lib/stores/locale.store';
import { ChangePassword } from './ChangePassword';

afterEach(() => vi.unstubAllGlobals());

describe('ChangePassword', () => {
  it('takes a message away as its field is fixed, and only that field’s', async () => {
    // The settings never arrive: nothing here is sent.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    useLocaleStore.setState({ locale: 'en-US', countryList: [], country: null });
    render(
      <Providers queryClient={new QueryClient()}>
        <ChangePassword hasPassword />
      </Providers>,
    );
    const [old, fresh, again] = [
      screen.getByLabelText('Current password'),
      screen.getByLabelText('New password'),
      screen.getByLabelText('Repeat the new password'),
    ];
    fireEvent.change(fresh, { target: { value: 'abc12345' } });
    fireEvent.change(again, { target: { value: 'abc12346' } });
    fireEvent.submit(fresh.closest('form')!);
    const said = async () => (await screen.findAllByRole('alert')).map((a) => a.textContent);
    expect(await said()).toEqual(['Please enter your current password.', 'The two passwords are not the same.']);

    fireEvent.change(again, { target: { value: 'abc12345' } });
    expect(await said()).toEqual(['Please enter your current password.']);
    fireEvent.change(old, { target: { value: 'old12345' } });
    expect(screen.queryAllByRole('alert')).toEqual([]);
  });
});
