import { safeLinkUrl } from '@domain/shared/safeUrl';
import { inviteFriendRequest } from '@domain/model/invite';
import type { Api } from '@domain/ports/Api';
import type { Messenger } from '@domain/ports/Messenger';

/** Popups (and alerts) exist in the messenger's web-app API from this version on. */
export const POPUP_MIN_VERSION = '6.2';

/** Already-translated texts the flow shows; links are filled in by the flow. */
export interface InviteTexts {
  /** The `message_text` of the prepared message. */
  readonly message: string;
  /** Title of the copy popup when preparing the message failed (spec §8, invite preparation error). */
  readonly prepareErrorTitle: string;
  /** Title of the copy popup when the messenger cannot share prepared messages. */
  readonly copyTitle: string;
  readonly copyMessage: (link: string) => string;
  readonly copyButton: string;
  /** The browser alert after the link was copied to the clipboard. */
  readonly copiedAlert: (link: string) => string;
  /** The browser alert when even copying failed: the link, to copy by hand. */
  readonly linkAlert: (link: string) => string;
}

export type InviteOutcome =
  | { readonly kind: 'shared' }
  /** The share sheet was closed without sending. */
  | { readonly kind: 'not-sent' }
  /** The copy popup was shown; `copied` is null when it was closed without copying. */
  | { readonly kind: 'copy-offered'; readonly copied: boolean | null }
  /** No popup: the link went to the clipboard (when possible) and a browser alert said so. */
  | { readonly kind: 'alerted'; readonly copied: boolean }
  | { readonly kind: 'error'; readonly error: 'ref-link-unavailable' | 'messenger-unavailable' }
  /** An invite is already in progress: this tap did nothing. */
  | { readonly kind: 'busy' };

export interface InviteFriendDeps {
  readonly api: Pick<Api, 'inviteFriend'>;
  readonly messenger: Pick<
    Messenger,
    'isInsideMessenger' | 'canShareMessage' | 'shareMessage' | 'showPopup' | 'copyText' | 'isVersionAtLeast'
  >;
  /** The browser's own alert, for messengers without popups. */
  readonly alert: (message: string) => void;
}

/**
 * Invite a friend (spec §5, §7, §8): the referral link is required; outside the messenger there is
 * nothing to share with. The server prepares a message (POST /api/inviteFriend/ with the exact
 * payload of §7) that the messenger's share sheet sends. If preparing fails, or the messenger
 * cannot share prepared messages, a popup offers to copy the link instead — or, without popups,
 * the link is copied and a browser alert says so. One invite at a time.
 */
export class InviteFriend {
  private busy = false;

  constructor(private readonly deps: InviteFriendDeps) {}

  get inProgress(): boolean {
    return this.busy;
  }

  async invite(refLink: string | null | undefined, texts: InviteTexts): Promise<InviteOutcome> {
    if (this.busy) return { kind: 'busy' };
    // The server's link is shared with friends: only an https link (t.me's included) is.
    const link = safeLinkUrl(refLink);
    if (!link) return { kind: 'error', error: 'ref-link-unavailable' };
    if (!this.deps.messenger.isInsideMessenger) return { kind: 'error', error: 'messenger-unavailable' };
    this.busy = true;
    try {
      let preparedId: string | null = null;
      try {
        preparedId = await this.deps.api.inviteFriend(inviteFriendRequest(texts.message, link));
      } catch {
        preparedId = null;
      }
      if (preparedId !== null && this.deps.messenger.canShareMessage) {
        try {
          return (await this.deps.messenger.shareMessage(preparedId)) ? { kind: 'shared' } : { kind: 'not-sent' };
        } catch {
          /* the client refused the share: offer the link instead */
        }
      }
      return await this.offerCopy(link, preparedId === null ? texts.prepareErrorTitle : texts.copyTitle, texts);
    } finally {
      this.busy = false;
    }
  }

  private async offerCopy(link: string, title: string, texts: InviteTexts): Promise<InviteOutcome> {
    const { messenger } = this.deps;
    if (messenger.isVersionAtLeast(POPUP_MIN_VERSION)) {
      try {
        const pressed = await messenger.showPopup({
          title,
          message: texts.copyMessage(link),
          buttons: [{ id: 'copy', type: 'default', text: texts.copyButton }, { id: 'close', type: 'close' }],
        });
        if (pressed !== 'copy') return { kind: 'copy-offered', copied: null };
        return { kind: 'copy-offered', copied: await messenger.copyText(link) };
      } catch {
        /* popups refused by this client: fall back to the clipboard and an alert */
      }
    }
    const copied = await messenger.copyText(link);
    this.deps.alert(copied ? texts.copiedAlert(link) : texts.linkAlert(link));
    return { kind: 'alerted', copied };
  }
}
