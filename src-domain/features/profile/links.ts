import type { Language } from '@domain/model/language';

/** The community channel, one per interface language (spec §2, profile's additional list). */
export const COMMUNITY_CHANNEL_URLS: Readonly<Record<Language, string>> = {
  ru: 'https://t.me/cs2cases_ru',
  en: 'https://t.me/cs2cases_en',
};

export const SUPPORT_BOT_URL = 'https://t.me/cs2cases_support_bot';

/** Steam's page of the player's incoming trade offers: where a withdrawal is accepted. */
export const STEAM_TRADE_OFFERS_URL = 'https://steamcommunity.com/my/tradeoffers';

/** Where Steam shows a player their trade link. */
export const TRADE_LINK_HELP_URL = 'https://steamcommunity.com/my/tradeoffers/privacy#trade_offer_access_url';

export function communityChannelUrl(language: Language): string {
  return COMMUNITY_CHANNEL_URLS[language];
}
