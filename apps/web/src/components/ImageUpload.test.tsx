import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { setupHttp } from '../app/setupHttp';
import { navigateToLogin } from '../app/router/createAppRouter';
import { i18n } from '../i18n';
import { resetHttpConfig } from '../lib/http';
import { local } from '../lib/storage';
import { useSessionStore } from '../lib/stores/session.store';
import { FakeXhr } from '../test/fakeXhr';
import { ImageUpload } from './ImageUpload';

vi.mock('../app/router/createAppRouter', () => ({ navigateToLogin: vi.fn() }));

const labels = {
  add: 'Add photo',
  remove: 'Remove photo',
  uploading: (percent: number) => `Uploading ${percent}%`,
  failed: 'Upload failed',
};

function Avatar() {
  const [urls, setUrls] = useState<string[]>([]);
  return (
    <>
      <ImageUpload purpose="avatar" value={urls} onChange={setUrls} labels={labels} testId="avatar" />
      <output data-testid="chosen">{urls.join(',')}</output>
    </>
  );
}

const choose = async () => {
  render(<Avatar />);
  fireEvent.change(screen.getByTestId('avatar-input'), {
    target: { files: [new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' })] },
  });
  await waitFor(() => expect(FakeXhr.last).not.toBeNull());
  return FakeXhr.last!;
};

beforeEach(() => {
  FakeXhr.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  setupHttp();
  useSessionStore.getState().reset();
  vi.mocked(navigateToLogin).mockClear();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  resetHttpConfig();
  await act(() => i18n.changeLanguage('en-US'));
});

describe('ImageUpload sends photos like every other call', () => {
  it('sends the platform and session headers, within the 25 s timeout, and shows the photo', async () => {
    useSessionStore.getState().setLogin({ tokenHead: 'Bearer ', token: 'member' });
    const xhr = await choose();
    expect(xhr.url).toBe('/api/upload/image');
    expect(xhr.timeout).toBe(25_000);
    expect(xhr.headers).toMatchObject({ platform: 'H5', Authorization: 'Bearer member' });
    expect((xhr.body as FormData).get('purpose')).toBe('avatar');
    act(() => xhr.progress(30, 100));
    expect(screen.getByRole('progressbar').getAttribute('value')).toBe('30');
    act(() =>
      xhr.answer({
        key: 'avatar-9',
        url: '/api/upload/file/avatar-9',
        purpose: 'avatar',
        contentType: 'image/webp',
        width: 1,
        height: 1,
        bytes: 4,
      }),
    );
    await waitFor(() => expect(screen.getByTestId('chosen').textContent).toBe('/api/upload/file/avatar-9'));
  });

  it('says a timeout in the shopper’s language', async () => {
    await act(() => i18n.changeLanguage('vi-VN'));
    const xhr = await choose();
    act(() => xhr.ontimeout?.());
    expect((await screen.findByRole('alert')).textContent).toBe('Yêu cầu quá thời gian. Vui lòng thử lại.');
  });

  it('resets the session and goes to login on a 401', async () => {
    useSessionStore.getState().setLogin({ tokenHead: 'Bearer ', token: 'expired' });
    local.set('address', { id: 3 } as never);
    const xhr = await choose();
    act(() => xhr.answer(null, 401, 'Please log in again.'));
    expect((await screen.findByRole('alert')).textContent).toBe('Please log in again.');
    expect(useSessionStore.getState().token).toBe('');
    expect(local.get('address')).toBeUndefined();
    expect(navigateToLogin).toHaveBeenCalledOnce();
  });
});
