import { formatMoney, localeOf, numberFormats } from './formatNumber';

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** A moment as the player reads it, in the UI language and the device's time zone: "Jul 15, 2:30 PM", "15 июл., 14:30". */
export function formatDateTime(at: number, language: string): string {
  let format = dateTimeFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(language), { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });
    dateTimeFormats.set(language, format);
  }
  return format.format(at);
}

const UNITS = {
  hour: numberFormats({ style: 'unit', unit: 'hour', unitDisplay: 'long' }),
  minute: numberFormats({ style: 'unit', unit: 'minute', unitDisplay: 'long' }),
};

/** A length of time in hours and minutes, words in the UI language: "1 hour, 5 minutes", "1 час 5 минут". */
export function formatDuration(ms: number, language: string): string {
  const totalMinutes = Math.max(0, Math.floor(ms / 60_000));
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  const unit = (value: number, name: 'hour' | 'minute') => UNITS[name](language).format(value);
  if (hours === 0) return unit(minutes, 'minute');
  if (minutes === 0) return unit(hours, 'hour');
  return `${unit(hours, 'hour')} ${unit(minutes, 'minute')}`;
}

/** A signed amount of crystals: "+12.5", "−40", "0". */
export function formatSigned(value: number, language: string): string {
  const sign = value > 0 ? '+' : value < 0 ? '−' : '';
  return `${sign}${formatMoney(Math.abs(value), language)}`;
}
