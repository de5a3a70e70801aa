// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../support/renderApp';

afterEach(cleanup);

describe('the messenger’s Settings item', () => {
  it('is shown past onboarding and leads to the profile, whose settings come first', async () => {
    const app = renderApp({ user: 'player', path: '/cases' });
    await screen.findByRole('heading', { name: 'Cases' });
    expect(app.messenger.settingsButtonVisible.value).toBe(true);
    act(() => app.messenger.pressSettingsButton());
    expect(await screen.findByRole('group', { name: 'Settings' })).toBeTruthy();
    expect(app.router.state.location.pathname).toBe('/profile');
    // A second press on the profile stays there: one step back is the case list again.
    act(() => app.messenger.pressSettingsButton());
    await act(() => app.router.navigate(-1));
    expect(app.router.state.location.pathname).toBe('/cases');
  });

  it('is not taken while a value is in motion: that moment keeps the screen', async () => {
    const app = renderApp({ user: 'player', path: '/cases' });
    await screen.findByRole('heading', { name: 'Cases' });
    const release = app.services.guard.hold();
    act(() => app.messenger.pressSettingsButton());
    expect(app.router.state.location.pathname).toBe('/cases');
    release();
    act(() => app.messenger.pressSettingsButton());
    expect(await screen.findByRole('group', { name: 'Settings' })).toBeTruthy();
  });

  it('is not shown to a newcomer on the onboarding screen', async () => {
    const app = renderApp({ user: 'newcomer', path: '/' });
    await screen.findByRole('heading', { name: 'Добро пожаловать в CS2 Cases' });
    expect(app.messenger.settingsButtonVisible.value).toBe(false);
  });
});
