/** The messenger's share link: it opens the chat picker with a message of `text` and `url`. */
export const TELEGRAM_SHARE_URL = 'https://t.me/share/url';

/** Where a shared receipt points when the player has no referral link of their own. */
export const APP_LINK = 'https://t.me/cs2cases_bot';

/** A fairness receipt as a share link (https://t.me/share/url?url=…&text=…), opened with the messenger. */
export function receiptShareLink(text: string, url: string | null): string {
  return `${TELEGRAM_SHARE_URL}?url=${encodeURIComponent(url ?? APP_LINK)}&text=${encodeURIComponent(text)}`;
}
