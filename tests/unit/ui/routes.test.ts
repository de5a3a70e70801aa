import { describe, expect, it } from 'vitest';
import { activeNavTab, isBackButtonVisible, isBottomBarHidden } from '@ui/navigation/chrome';
import { firstVisitDecision, handoffDonorId, isOpeningAllowed, ROUTES, WELCOME_CASE_OPENING_PATH } from '@ui/navigation/routes';
import { WELCOME_CASE_ID } from '@domain/model/case';

const ZEROS = '0'.repeat(32);
const WELCOME_DETAIL = `/cases/${ZEROS}`;
const WELCOME_OPENING = `/cases/${ZEROS}/opening`;

/** The 11 routes of spec §2, with concrete ids. */
const ALL_ROUTES = [
  '/onboarding', '/', '/games', '/cases', '/cases/42', '/cases/42/opening',
  '/inventory', '/profile', '/payment', '/transactions', '/upgrader',
];

describe('ROUTES', () => {
  it('has the static paths of spec §2', () => {
    expect(ROUTES.onboarding).toBe('/onboarding');
    expect(ROUTES.home).toBe('/');
    expect(ROUTES.games).toBe('/games');
    expect(ROUTES.cases).toBe('/cases');
    expect(ROUTES.inventory).toBe('/inventory');
    expect(ROUTES.profile).toBe('/profile');
    expect(ROUTES.payment).toBe('/payment');
    expect(ROUTES.transactions).toBe('/transactions');
    expect(ROUTES.upgrader).toBe('/upgrader');
  });

  it('builds case detail and opening paths', () => {
    expect(ROUTES.caseDetail('42')).toBe('/cases/42');
    expect(ROUTES.caseOpening('42')).toBe('/cases/42/opening');
  });

  it('encodes ids so they stay one path segment', () => {
    expect(ROUTES.caseDetail('a/b c')).toBe('/cases/a%2Fb%20c');
    expect(ROUTES.caseOpening('a/b')).toBe('/cases/a%2Fb/opening');
  });

  it('uses a welcome case id of 32 zeros', () => {
    expect(WELCOME_CASE_ID).toBe(ZEROS);
    expect(WELCOME_CASE_OPENING_PATH).toBe(WELCOME_OPENING);
  });
});

describe('isBottomBarHidden', () => {
  it.each([
    ['/cases/42/opening', ''],
    [WELCOME_OPENING, ''],
    ['/cases/42/opening/', '?foo=bar'],
    ['/opening', ''],
  ])('is hidden when the path contains /opening: %s%s', (path, search) => {
    expect(isBottomBarHidden(path, search)).toBe(true);
  });

  it('is hidden on /upgrader only when hideUI is exactly "true"', () => {
    expect(isBottomBarHidden('/upgrader', '?hideUI=true')).toBe(true);
    expect(isBottomBarHidden('/upgrader', 'hideUI=true')).toBe(true);
    expect(isBottomBarHidden('/upgrader', '?step=4&hideUI=true')).toBe(true);
  });

  it.each(['', '?hideUI=false', '?hideUI=TRUE', '?hideUI=1', '?hideUI=', '?hideUI', '?hideui=true', '?other=true'])(
    'is shown on /upgrader with search %j',
    (search) => {
      expect(isBottomBarHidden('/upgrader', search)).toBe(false);
    },
  );

  it.each(['/', '/games', '/cases', '/cases/42', '/inventory', '/profile', '/payment', '/transactions'])(
    'is shown on %s even with hideUI=true',
    (path) => {
      expect(isBottomBarHidden(path, '?hideUI=true')).toBe(false);
      expect(isBottomBarHidden(path, '')).toBe(false);
    },
  );
});

describe('isBackButtonVisible', () => {
  it.each(['/', '/onboarding', '/onboarding/', '/onboarding//'])('is hidden on %s', (path) => {
    expect(isBackButtonVisible(path)).toBe(false);
  });

  const others = ALL_ROUTES.filter((p) => p !== '/' && p !== '/onboarding');

  it('covers the 9 other routes', () => {
    expect(others).toHaveLength(9);
  });

  it.each(others)('is visible on %s', (path) => {
    expect(isBackButtonVisible(path)).toBe(true);
  });

  it('is visible on routes with a trailing slash', () => {
    expect(isBackButtonVisible('/profile/')).toBe(true);
    expect(isBackButtonVisible('/cases/42/')).toBe(true);
  });

  it('is visible on an onboarding-like but different path', () => {
    expect(isBackButtonVisible('/onboarding-extra')).toBe(true);
  });
});

describe('firstVisitDecision', () => {
  it.each([true, false, null])('shows the loader while loading (first visit = %s)', (flag) => {
    expect(firstVisitDecision(true, flag, '/')).toEqual({ kind: 'loading' });
    expect(firstVisitDecision(true, flag, '/onboarding')).toEqual({ kind: 'loading' });
  });

  it('shows the loader while the first-visit flag is unknown', () => {
    expect(firstVisitDecision(false, null, '/')).toEqual({ kind: 'loading' });
    expect(firstVisitDecision(false, null, '/onboarding')).toEqual({ kind: 'loading' });
  });

  const nonWelcome = ALL_ROUTES.filter((p) => p !== '/onboarding');

  it.each(nonWelcome)('redirects a first visit on %s to /onboarding', (path) => {
    expect(firstVisitDecision(false, true, path)).toEqual({ kind: 'redirect', to: '/onboarding' });
  });

  it('redirects a first visit on another case (even one that merely starts with zeros)', () => {
    expect(firstVisitDecision(false, true, `/cases/${'0'.repeat(31)}`)).toEqual({ kind: 'redirect', to: '/onboarding' });
    expect(firstVisitDecision(false, true, `/cases/${'0'.repeat(33)}/opening`)).toEqual({ kind: 'redirect', to: '/onboarding' });
    expect(firstVisitDecision(false, true, `/cases/${ZEROS}/other`)).toEqual({ kind: 'redirect', to: '/onboarding' });
  });

  it.each(['/onboarding', '/onboarding/', WELCOME_DETAIL, WELCOME_OPENING, `${WELCOME_OPENING}/`])(
    'shows the content of a first visit on %s',
    (path) => {
      expect(firstVisitDecision(false, true, path)).toEqual({ kind: 'content' });
    },
  );

  it.each(['/onboarding', '/onboarding/'])('redirects a returning player on %s to /', (path) => {
    expect(firstVisitDecision(false, false, path)).toEqual({ kind: 'redirect', to: '/' });
  });

  it.each([...nonWelcome, WELCOME_DETAIL, WELCOME_OPENING])('shows the content of a returning player on %s', (path) => {
    expect(firstVisitDecision(false, false, path)).toEqual({ kind: 'content' });
  });
});

describe('activeNavTab', () => {
  it.each([
    ['/', 'home'],
    ['/games', 'games'],
    ['/games/', 'games'],
    ['/cases', 'games'],
    ['/cases/42', 'games'],
    ['/cases/42/opening', 'games'],
    ['/upgrader', 'games'],
    ['/inventory', 'inventory'],
    ['/inventory/', 'inventory'],
    ['/profile', 'profile'],
    ['/transactions', 'profile'],
    ['/payment', 'home'],
  ] as const)('maps %s to %s', (path, tab) => {
    expect(activeNavTab(path)).toBe(tab);
  });

  it.each(['/onboarding', '/nowhere', '/profiles', '/game'])('has no tab for %s', (path) => {
    expect(activeNavTab(path)).toBeNull();
  });
});

describe('isOpeningAllowed', () => {
  it('allows only a state whose allowOpening is exactly true', () => {
    expect(isOpeningAllowed({ allowOpening: true })).toBe(true);
    expect(isOpeningAllowed({ allowOpening: true, other: 1 })).toBe(true);
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['empty object', {}],
    ['false flag', { allowOpening: false }],
    ['string flag', { allowOpening: 'true' }],
    ['numeric flag', { allowOpening: 1 }],
    ['a string', 'allowOpening'],
    ['true itself', true],
  ])('refuses %s', (_label, state) => {
    expect(isOpeningAllowed(state)).toBe(false);
  });
});

describe('handoffDonorId', () => {
  it('reads the donor the case result handed over', () => {
    expect(handoffDonorId({ donorId: '1042' })).toBe('1042');
    expect(handoffDonorId({ donorId: '1042', other: true })).toBe('1042');
  });

  it('reads a numeric id from an older history entry as its string', () => {
    expect(handoffDonorId({ donorId: 1042 })).toBe('1042');
    expect(handoffDonorId({ donorId: 0 })).toBe('0');
  });

  it.each([
    ['no state', undefined],
    ['null', null],
    ['an empty id', { donorId: '' }],
    ['a null id', { donorId: null }],
    ['an object id', { donorId: { id: '1' } }],
    ['a bare string', '1042'],
    ['the opening’s state', { allowOpening: true }],
  ])('starts at step 1 with %s', (_label, state) => {
    expect(handoffDonorId(state)).toBeNull();
  });
});
