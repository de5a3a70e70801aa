import { expect, type Page } from '@playwright/test';

interface DemoInventoryItem { id: string; status: string; cost: number }
interface DemoPlayer { id: number; balance: number; lang: string; tradeLink: string | null; inventory: DemoInventoryItem[]; transactions: { type: number; value: number }[] }

/** Reads the demo backend's state as the page stored it (what "the server" knows). */
export async function demoPlayer(page: Page, userId: number): Promise<DemoPlayer> {
  // The player exists from the app's first request on: read until the stored state holds it.
  let player: DemoPlayer | undefined;
  await expect.poll(async () => {
    const raw = await page.evaluate(() => localStorage.getItem('cs2cases:demo-backend-state'));
    const state = JSON.parse(raw ?? '{"players":{}}') as { players: Record<string, DemoPlayer> };
    player = state.players[String(userId)];
    return player !== undefined;
  }, { message: `no demo player ${userId}` }).toBe(true);
  return player as DemoPlayer;
}

export const DEMO_USER_IDS = { newcomer: 700000001, player: 700000012, rich: 700000023, 'no-trade-link': 700000034 } as const;
