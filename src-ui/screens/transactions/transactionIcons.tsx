import AccountBalanceWalletRounded from '@mui/icons-material/AccountBalanceWalletRounded';
import AccountCircleRounded from '@mui/icons-material/AccountCircleRounded';
import AdminPanelSettingsRounded from '@mui/icons-material/AdminPanelSettingsRounded';
import AlternateEmailRounded from '@mui/icons-material/AlternateEmailRounded';
import BadgeRounded from '@mui/icons-material/BadgeRounded';
import CampaignRounded from '@mui/icons-material/CampaignRounded';
import CardGiftcardRounded from '@mui/icons-material/CardGiftcardRounded';
import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import FaceRounded from '@mui/icons-material/FaceRounded';
import ForumRounded from '@mui/icons-material/ForumRounded';
import GppBadRounded from '@mui/icons-material/GppBadRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import Inventory2Rounded from '@mui/icons-material/Inventory2Rounded';
import LinkRounded from '@mui/icons-material/LinkRounded';
import PersonAddAlt1Rounded from '@mui/icons-material/PersonAddAlt1Rounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import RemoveCircleOutlineRounded from '@mui/icons-material/RemoveCircleOutlineRounded';
import SellRounded from '@mui/icons-material/SellRounded';
import SportsEsportsRounded from '@mui/icons-material/SportsEsportsRounded';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import WorkspacePremiumRounded from '@mui/icons-material/WorkspacePremiumRounded';
import type { TransactionKind } from '@domain/model/transaction';

type IconComponent = typeof ReceiptLongRounded;

/** An icon for each of the 20 transaction types of spec §3. */
export const TRANSACTION_ICONS: Readonly<Record<TransactionKind, IconComponent>> = {
  registrationBonus: CardGiftcardRounded,
  topUp: AccountBalanceWalletRounded,
  caseOpening: Inventory2Rounded,
  itemSale: SellRounded,
  adminCredit: AdminPanelSettingsRounded,
  adminDebit: RemoveCircleOutlineRounded,
  referralRegistration: PersonAddAlt1Rounded,
  referralIncome: GroupsRounded,
  dailyBonus: EventAvailableRounded,
  marketplaceLink: StorefrontRounded,
  gamingPlatformLink: SportsEsportsRounded,
  tradePenalty: GppBadRounded,
  botMentionInName: AlternateEmailRounded,
  messengerAvatar: AccountCircleRounded,
  channelSubscription: CampaignRounded,
  chatJoin: ForumRounded,
  botMentionInMarketplaceNick: BadgeRounded,
  marketplaceAvatar: FaceRounded,
  referralLinkInBio: LinkRounded,
  firstDepositBonus: WorkspacePremiumRounded,
};

export function TransactionIcon({ kind }: { kind: TransactionKind | null }) {
  const Icon = kind ? TRANSACTION_ICONS[kind] : ReceiptLongRounded;
  return <Icon fontSize="small" data-icon={kind ?? 'unknown'} />;
}
