// Spec 001 §7 request interceptor (loader, 401) and §4 loader rules; §8 notifications.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeSettings } from '../test/fixtures';
import { ApiError, apiRequest, configureApiClient, setUnauthorizedHandler } from './api-client';
import { LOADER_TIMEOUT_MS, loader } from './loader';
import {
  DANGER_TIMEOUT_MS,
  GENERIC_ERROR_HEADER,
  GENERIC_ERROR_MESSAGE,
  notifications,
  notify,
  notifyError,
} from './notifications';
import { tokenStore } from './storage';

const fetchMock = vi.fn<typeof fetch>();
const settings = makeSettings();
const reload = vi.fn();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  reload.mockReset();
  setUnauthorizedHandler(reload);
  configureApiClient(settings);
  tokenStore.useCompany('demo');
  loader.reset();
  notifications.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('global loader', () => {
  it('shows while requests run and hides when the last one ends', async () => {
    let release!: (r: Response) => void;
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (release = resolve)));
    fetchMock.mockResolvedValueOnce(jsonResponse({}));
    const slow = apiRequest('a');
    await apiRequest('b');
    expect(loader.get().loading).toBe(true);
    release(jsonResponse({}));
    await slow;
    expect(loader.get().loading).toBe(false);
  });

  it('hides after a failed request too', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest('x')).rejects.toThrow();
    expect(loader.get().loading).toBe(false);
  });

  it('forces a hide after 30 s and ends a freeze after 30 s', () => {
    vi.useFakeTimers();
    const hide = loader.show();
    loader.freeze();
    expect(loader.get()).toEqual({ loading: true, frozen: true });
    vi.advanceTimersByTime(LOADER_TIMEOUT_MS - 1);
    expect(loader.get()).toEqual({ loading: true, frozen: true });
    vi.advanceTimersByTime(1);
    expect(loader.get()).toEqual({ loading: false, frozen: false });
    hide(); // a late hide does not go below zero
    loader.show();
    expect(loader.get().loading).toBe(true);
  });
});

describe('401', () => {
  it('reloads the page on a 401 from the backend', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 'SESSION_REQUIRED', message: 'x' }, { status: 401 }));
    await expect(apiRequest('customers/updateCustomer')).rejects.toBeInstanceOf(ApiError);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload for startup (which says so) nor for the booking service', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({}, { status: 401 }));
    await expect(
      apiRequest('account/authenticateClient', { method: 'POST', body: {}, reloadOnUnauthorized: false }),
    ).rejects.toThrow();
    await expect(apiRequest(settings.webApiUrls.bookTableInfo)).rejects.toThrow();
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('notifications', () => {
  it('keeps at most 3, dropping the oldest', () => {
    for (const message of ['uno', 'due', 'tre', 'quattro']) notify({ variant: 'info', message });
    expect(notifications.get().map((n) => n.message)).toEqual(['due', 'tre', 'quattro']);
  });

  it('keeps danger messages 15 s, others 5 s', () => {
    vi.useFakeTimers();
    notify({ variant: 'danger', message: 'grave' });
    notify({ variant: 'success', message: 'fatto' });
    vi.advanceTimersByTime(5_000);
    expect(notifications.get().map((n) => n.message)).toEqual(['grave']);
    vi.advanceTimersByTime(DANGER_TIMEOUT_MS - 5_000);
    expect(notifications.get()).toEqual([]);
  });

  it('shows the server text for non-500 errors and the generic text otherwise', () => {
    notifyError(new ApiError(400, 'Testo del server'));
    notifyError(new ApiError(500, 'Dettaglio interno'));
    notifyError(new TypeError('Failed to fetch'));
    expect(notifications.get().map((n) => [n.header, n.message, n.variant])).toEqual([
      [GENERIC_ERROR_HEADER, 'Testo del server', 'danger'],
      [GENERIC_ERROR_HEADER, GENERIC_ERROR_MESSAGE, 'danger'],
      [GENERIC_ERROR_HEADER, GENERIC_ERROR_MESSAGE, 'danger'],
    ]);
  });
});
