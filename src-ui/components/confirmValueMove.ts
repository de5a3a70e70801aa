import type { ItemAction } from '@domain/features/inventory/valueMove';
import type { Messenger } from '@domain/ports/Messenger';
import type { Texts } from '@ui/i18n/Texts';
import { moneyCount } from '@ui/i18n/formatNumber';

/** The messenger's popups hold 64 characters of title and 256 of message: long names are cut. */
const NAME_LIMIT = 48;

function shortened(name: string): string {
  const chars = [...name];
  return chars.length <= NAME_LIMIT ? name : `${chars.slice(0, NAME_LIMIT - 1).join('')}…`;
}

/**
 * Asks, through the messenger's native popup, whether to sell or send this item — naming it and
 * what it is worth. Resolves true only for the confirm button; closing the popup declines.
 */
export async function confirmValueMove(
  messenger: Pick<Messenger, 'showPopup'>,
  texts: Texts,
  action: ItemAction,
  item: { readonly name: string | null; readonly cost: number },
): Promise<boolean> {
  const params = { name: shortened(item.name?.trim() || texts.t('inventory.unknownItem')), value: texts.money(item.cost), count: moneyCount(item.cost) };
  try {
    const pressed = await messenger.showPopup({
      title: texts.t(`inventory.confirm.${action}.title`, params),
      message: texts.t(`inventory.confirm.${action}.message`, params),
      buttons: [
        { id: 'confirm', type: action === 'sell' ? 'destructive' : 'default', text: texts.t(`inventory.confirm.${action}.button`, params) },
        { id: 'cancel', type: 'cancel' },
      ],
    });
    return pressed === 'confirm';
  } catch {
    return false;
  }
}
