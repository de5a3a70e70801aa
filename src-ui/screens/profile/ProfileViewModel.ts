import { makeAutoObservable, runInAction } from 'mobx';
import type { Language } from '@domain/model/language';
import type { Api } from '@domain/ports/Api';
import type { Messenger } from '@domain/ports/Messenger';
import { AREA_TOAST, type Toaster, type ToastMessage } from '@ui/toasts/Toaster';
import { ChangeLanguage } from '@domain/features/profile/ChangeLanguage';
import { HomeScreenShortcut, type HomeScreenFeature } from '@domain/features/profile/HomeScreenShortcut';
import { SUPPORT_BOT_URL, TRADE_LINK_HELP_URL, communityChannelUrl } from '@domain/features/profile/links';
import { saveTradeLink, type TradeLinkError } from '@domain/features/profile/tradeLink';
import { safeLinkUrl } from '@domain/shared/safeUrl';
import { imageSource } from '@ui/components/imageSource';
import type { EffectSettings } from '@ui/stores/EffectSettings';
import type { SessionStore } from '@ui/stores/SessionStore';
import { FlowBinding } from '@ui/viewModel/FlowBinding';
import { toldByTransport } from '@domain/shared/ApiError';

export interface ProfileViewModelDeps {
  readonly api: Pick<Api, 'getMe' | 'saveTradeLink' | 'setLanguage'>;
  readonly messenger: Pick<
    Messenger,
    | 'user' | 'openLink' | 'openTelegramLink' | 'isVersionAtLeast' | 'canAddToHomeScreen' | 'checkHomeScreenStatus' | 'addToHomeScreen' | 'onHomeScreenAdded'
    | 'canReadClipboard' | 'readClipboardText' | 'hapticNotification' | 'hapticSelection'
  >;
  readonly session: Pick<SessionStore, 'me' | 'language' | 'refresh' | 'setPendingLanguage'>;
  readonly toaster: Pick<Toaster, 'show'>;
  /** The player's sound, haptics and fast-open switches. */
  readonly settings: Pick<EffectSettings, 'sound' | 'haptics' | 'fastOpen' | 'setSound' | 'setHaptics' | 'setFastOpen'>;
}

/** The §8 text of each trade-link failure; the server's own message is shown as it is. */
function tradeLinkErrorMessage(error: TradeLinkError): ToastMessage {
  switch (error.kind) {
    case 'invalid-format': return { key: 'profile.errors.invalidFormat' };
    case 'already-in-use': return { key: 'profile.errors.alreadyInUse' };
    case 'incorrect': return { key: 'profile.errors.incorrect' };
    case 'server': return { text: error.message };
    case 'failed': return { key: 'profile.errors.tradeLinkDefault' };
  }
}

/**
 * The profile screen (spec §2): header, language toggle, trade link and its editor, the
 * add-to-home-screen item and links. Toasts here are the area's short top-centre ones (spec §9).
 */
export class ProfileViewModel {
  loading = false;
  loadFailed = false;

  tradeLinkOpen = false;
  tradeLinkInput = '';
  /** The inline message under the field (an invalid format never reaches the server). */
  tradeLinkFieldError: string | null = null;
  savingTradeLink = false;

  readonly language: FlowBinding<ChangeLanguage>;
  private readonly languageFlow: () => ChangeLanguage;
  readonly shortcut: FlowBinding<HomeScreenShortcut>;
  private readonly shortcutFlow: () => HomeScreenShortcut;
  /** Between mount and unmount: a load that ends after the screen is gone toasts nothing. */
  private active = false;

  constructor(private readonly deps: ProfileViewModelDeps) {
    const { session } = deps;
    [this.language, this.languageFlow] = FlowBinding.of(() => new ChangeLanguage({
      api: deps.api,
      state: {
        current: () => session.language,
        confirmed: () => session.me?.lang ?? null,
        setPending: (language) => session.setPendingLanguage(language),
        refresh: () => session.refresh(),
      },
    }));
    [this.shortcut, this.shortcutFlow] = FlowBinding.of(() => new HomeScreenShortcut(deps.messenger));
    makeAutoObservable<ProfileViewModel, 'deps' | 'languageFlow' | 'shortcutFlow' | 'active'>(
      this,
      { deps: false, language: false, languageFlow: false, shortcut: false, shortcutFlow: false, active: false },
      { autoBind: true },
    );
  }

  /** A language change waits for the server (the toggle's spinner). */
  get languageChanging(): boolean {
    return this.language.state.changing;
  }

  get homeScreen(): HomeScreenFeature {
    return this.shortcut.state.feature;
  }

  get me() {
    return this.deps.session.me;
  }

  get currentLanguage(): Language {
    return this.deps.session.language;
  }

  get soundOn(): boolean {
    return this.deps.settings.sound;
  }

  get hapticsOn(): boolean {
    return this.deps.settings.haptics;
  }

  get fullName(): string {
    const me = this.me;
    const user = this.deps.messenger.user;
    const first = me?.firstName || user?.firstName || '';
    const last = me?.lastName || user?.lastName || '';
    return `${first} ${last}`.trim();
  }

  get avatarUrl(): string | null {
    return imageSource(this.me?.avatarUrl ?? this.deps.messenger.user?.photoUrl ?? null);
  }

  get hasTradeLink(): boolean {
    return Boolean(this.me?.tradeLink);
  }

  /** Spec §2: a skeleton while loading, an error text when there is no user. */
  get headerState(): 'skeleton' | 'error' | 'user' {
    if (this.me) return 'user';
    return this.loading || !this.loadFailed ? 'skeleton' : 'error';
  }

  get showsAddToHomeScreen(): boolean {
    return this.homeScreen === 'unknown';
  }

  mount(): () => void {
    this.active = true;
    const stopLanguage = this.language.mount();
    const stopShortcut = this.shortcut.mount((state, previous) => {
      if (state.addedNow && !previous.addedNow) this.toast('success', { key: 'profile.toasts.addedToHomeScreen' });
    });
    this.shortcutFlow().start();
    void this.load();
    return () => {
      this.active = false;
      stopLanguage();
      stopShortcut();
    };
  }

  /** Reloads the profile; its `me` reaches the session through the API's event stream. */
  async load(): Promise<void> {
    this.loading = true;
    try {
      await this.deps.api.getMe();
      runInAction(() => {
        this.loadFailed = false;
      });
    } catch (error) {
      runInAction(() => {
        this.loadFailed = true;
      });
      if (this.active && !toldByTransport(error)) this.toast('error', { key: 'profile.errors.loadFailed' });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  // A switch or the language toggle is a selection the hand feels (after the switch: turning haptics on is felt).

  soundSwitched(on: boolean): void {
    this.deps.settings.setSound(on);
    this.deps.messenger.hapticSelection();
  }

  hapticsSwitched(on: boolean): void {
    this.deps.settings.setHaptics(on);
    this.deps.messenger.hapticSelection();
  }

  get fastOpenOn(): boolean {
    return this.deps.settings.fastOpen;
  }

  fastOpenSwitched(on: boolean): void {
    this.deps.settings.setFastOpen(on);
    this.deps.messenger.hapticSelection();
  }

  async languageTapped(): Promise<void> {
    this.deps.messenger.hapticSelection();
    const language = this.languageFlow();
    const outcome = await language.change(language.toggleTarget());
    if (outcome.kind === 'changed') this.toast('success', { key: 'profile.toasts.languageChanged' });
    else if (outcome.kind === 'failed' && !outcome.reported) {
      this.toast('error', outcome.serverMessage ? { text: outcome.serverMessage } : { key: 'profile.errors.languageDefault' });
    }
  }

  /** Opens the editor with the current link (spec §2). */
  openTradeLinkEditor(): void {
    this.tradeLinkInput = this.me?.tradeLink ?? '';
    this.tradeLinkFieldError = null;
    this.tradeLinkOpen = true;
  }

  closeTradeLinkEditor(): void {
    if (this.savingTradeLink) return;
    this.tradeLinkOpen = false;
  }

  /** Paste shows only where the clipboard can be read (the messenger's own reading, or the browser's). */
  get canPaste(): boolean {
    return this.deps.messenger.canReadClipboard;
  }

  /** Fills the field from the clipboard (trimmed); a refused or empty clipboard says so. */
  async pasteTradeLink(): Promise<void> {
    const text = (await this.deps.messenger.readClipboardText())?.trim();
    if (!text) {
      this.toast('error', { key: 'profile.tradeLinkDialog.pasteFailed' });
      return;
    }
    if (this.savingTradeLink || !this.tradeLinkOpen) return;
    this.deps.messenger.hapticSelection();
    this.setTradeLinkInput(text);
  }

  setTradeLinkInput(value: string): void {
    this.tradeLinkInput = value;
    this.tradeLinkFieldError = null;
  }

  async saveTradeLink(): Promise<void> {
    // One request per save: a tap on Save while the closed editor still fades out saves nothing.
    if (this.savingTradeLink || !this.tradeLinkOpen) return;
    this.savingTradeLink = true;
    this.tradeLinkFieldError = null;
    const outcome = await saveTradeLink(this.deps.api, this.tradeLinkInput, async () => {
      await this.deps.session.refresh();
      return this.deps.session.me?.tradeLink ?? null;
    });
    if (outcome.ok) {
      // The answer's `me` updates the session; a reload covers a server that sends none.
      await this.deps.session.refresh();
    }
    runInAction(() => {
      this.savingTradeLink = false;
      if (outcome.ok) {
        this.tradeLinkOpen = false;
        this.deps.messenger.hapticNotification('success');
        this.toast('success', { key: 'profile.toasts.tradeLinkSaved' });
      } else if (outcome.error.kind === 'invalid-format') {
        this.tradeLinkFieldError = 'profile.errors.invalidFormat';
        this.deps.messenger.hapticNotification('error');
      } else if (!(outcome.error.kind === 'failed' && outcome.error.reported)) {
        this.deps.messenger.hapticNotification('error');
        this.toast('error', tradeLinkErrorMessage(outcome.error));
      }
    });
  }

  addToHomeScreen(): void {
    const outcome = this.shortcutFlow().add();
    if (outcome === 'not-supported') this.toast('error', { key: 'profile.errors.homeScreenNotSupported' });
    else if (outcome === 'failed') this.toast('error', { key: 'profile.errors.homeScreenFailed' });
  }

  openCommunity(): void {
    this.openTelegram(communityChannelUrl(this.currentLanguage));
  }

  openSupport(): void {
    this.openTelegram(SUPPORT_BOT_URL);
  }

  openTradeLinkHelp(): void {
    const url = safeLinkUrl(TRADE_LINK_HELP_URL);
    if (url) this.deps.messenger.openLink(url);
  }

  private openTelegram(raw: string): void {
    const url = safeLinkUrl(raw);
    if (url) this.deps.messenger.openTelegramLink(url);
  }

  private toast(kind: 'success' | 'error', message: ToastMessage): void {
    this.deps.toaster.show({ kind, message, ...AREA_TOAST });
  }
}
