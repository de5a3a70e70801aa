// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { preloadTasksSection } from '@ui/screens/home/HomeScreen';
import { renderApp } from '../support/renderApp';

/**
 * A file of its own: the tasks section's chunk is held back until home has drawn, as on a phone
 * whose profile answer beats the chunk (the app started on home, so it fetched the chunk ahead).
 */
const chunk = vi.hoisted(() => {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { arrived, release };
});
vi.mock('@ui/screens/home/TasksSection', async (importOriginal) => {
  await chunk.arrived;
  return importOriginal();
});

afterEach(cleanup);

it('home drawn before the tasks chunk arrived keeps its tasks section (its rows and their state) when it draws again', async () => {
  preloadTasksSection();
  const app = renderApp({ user: 'player', path: '/' });
  await screen.findByRole('heading', { name: 'Open cases. Win skins.' });
  // Home is drawn, its tasks a placeholder while the chunk is on its way.
  const tasks = () => document.getElementById('tasks-title')?.closest('section') as HTMLElement;
  expect(within(tasks()).getByRole('status')).toBeTruthy();
  chunk.release();
  // The chunk's first import is transformed on the fly: on a busy machine that outlasts findBy's default 1 s.
  await waitFor(() => expect(within(tasks()).queryAllByRole('listitem')).not.toHaveLength(0), { timeout: 15_000 });
  const firstRow = within(tasks()).getAllByRole('listitem')[0];
  // Home draws again (here: the language changes) once the chunk is in.
  await act(async () => {
    await app.i18n.changeLanguage('ru');
  });
  await screen.findByRole('heading', { name: 'Открывай кейсы. Выигрывай скины.' });
  // The same row element: the section was not mounted anew, which would make a new view-model
  // (a task being checked would lose its busy state) and redraw a long list's windows from scratch.
  expect(within(tasks()).getAllByRole('listitem')[0]).toBe(firstRow);
});
