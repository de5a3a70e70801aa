import { describe, expect, it } from 'vitest';
import { SUPPORT_BOT_URL, TRADE_LINK_HELP_URL, communityChannelUrl } from '@domain/features/profile/links';
import { safeLinkUrl } from '@domain/shared/safeUrl';

describe('profile links', () => {
  it('the community channel follows the language', () => {
    expect(communityChannelUrl('ru')).toBe('https://t.me/cs2cases_ru');
    expect(communityChannelUrl('en')).toBe('https://t.me/cs2cases_en');
  });

  it('the support bot and the trade-link help are safe https links', () => {
    for (const url of [SUPPORT_BOT_URL, TRADE_LINK_HELP_URL, communityChannelUrl('ru'), communityChannelUrl('en')]) {
      expect(safeLinkUrl(url)).toBe(url);
    }
    expect(SUPPORT_BOT_URL).toBe('https://t.me/cs2cases_support_bot');
    expect(TRADE_LINK_HELP_URL).toBe('https://steamcommunity.com/my/tradeoffers/privacy#trade_offer_access_url');
  });
});
