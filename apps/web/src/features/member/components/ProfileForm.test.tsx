import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { Providers } from '../../../app/Providers';
import { memberInfo } from '../../../lib/stores/session.fixtures';
import { birthdayRange, ProfileForm } from './ProfileForm';

describe('nickname length', () => {
  it('is never cut: a too-long nickname stays as typed, is counted and refused', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(
      <Providers queryClient={new QueryClient()}>
        <ProfileForm member={memberInfo(1).memberDto} onSaved={() => {}} />
      </Providers>,
    );
    const long = 'Nguyễn Thị Minh Khai Phương Anh Hà';
    const input = screen.getByTestId<HTMLInputElement>('profile-nickname');
    fireEvent.input(input, { target: { value: long } });
    expect(input.value).toBe(long);
    expect(screen.getByTestId('nickname-counter').textContent).toBe(`${long.length}/30`);
    fireEvent.submit(input.closest('form')!);
    expect((await screen.findByRole('alert')).textContent).toBe('A nickname can have at most 30 characters.');
    expect(fetchMock).not.toHaveBeenCalled();
    // Being fixed, the field says nothing more until the form is sent again.
    fireEvent.input(input, { target: { value: 'Phương Anh' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBe('false');
    vi.unstubAllGlobals();
  });
});

describe('the birthday picker', () => {
  it('offers years up to last year, never this one, and none the server would refuse', () => {
    const { min, max } = birthdayRange(new Date(2026, 11, 4));
    expect(min.getFullYear()).toBe(1897);
    expect(birthdayRange(new Date(2040, 0, 1)).min.getFullYear()).toBe(1911);
    expect(max.getFullYear()).toBe(2025);
    expect(max.getMonth()).toBe(11);
    expect(max.getDate()).toBe(31);
  });
});
