import { createHmac } from 'node:crypto';

export const TEST_BOT_TOKEN = '123456:TEST-bot-token-for-loopback-only';

export interface InitDataUser {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
  language_code?: string;
}

/** Signs init data the way Telegram documents it: HMAC-SHA256 keyed with HMAC('WebAppData', token). */
export function signInitData(user: InitDataUser, authDate: number, botToken = TEST_BOT_TOKEN): string {
  const fields: Record<string, string> = {
    auth_date: String(authDate),
    query_id: 'AAHdF6IQAAAAAN0XohDhrOrc',
    user: JSON.stringify(user),
  };
  const hash = createHmac('sha256', secretKey(botToken)).update(dataCheckString(fields)).digest('hex');
  return new URLSearchParams({ ...fields, hash }).toString();
}

/** Telegram's check: the hash must match the other fields under the bot's secret. */
export function verifyInitData(raw: string, botToken = TEST_BOT_TOKEN): boolean {
  const params = new URLSearchParams(raw);
  const hash = params.get('hash');
  if (!hash) return false;
  const fields: Record<string, string> = {};
  for (const [key, value] of params) if (key !== 'hash') fields[key] = value;
  const expected = createHmac('sha256', secretKey(botToken)).update(dataCheckString(fields)).digest('hex');
  return expected.length === hash.length && timingSafeEqualHex(expected, hash);
}

function secretKey(botToken: string): Buffer {
  return createHmac('sha256', 'WebAppData').update(botToken).digest();
}

function dataCheckString(fields: Record<string, string>): string {
  return Object.keys(fields).sort().map((key) => `${key}=${fields[key]}`).join('\n');
}

function timingSafeEqualHex(a: string, b: string): boolean {
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
