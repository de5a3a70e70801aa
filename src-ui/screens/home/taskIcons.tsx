import AccountBalanceWalletRounded from '@mui/icons-material/AccountBalanceWalletRounded';
import AccountCircleRounded from '@mui/icons-material/AccountCircleRounded';
import AlternateEmailRounded from '@mui/icons-material/AlternateEmailRounded';
import BadgeRounded from '@mui/icons-material/BadgeRounded';
import CampaignRounded from '@mui/icons-material/CampaignRounded';
import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import FaceRounded from '@mui/icons-material/FaceRounded';
import ForumRounded from '@mui/icons-material/ForumRounded';
import PersonAddAlt1Rounded from '@mui/icons-material/PersonAddAlt1Rounded';
import SportsEsportsRounded from '@mui/icons-material/SportsEsportsRounded';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import TaskAltRounded from '@mui/icons-material/TaskAltRounded';

type SvgIconComponent = typeof TaskAltRounded;

const ICONS: Readonly<Record<string, SvgIconComponent>> = {
  invite: PersonAddAlt1Rounded,
  topUp: AccountBalanceWalletRounded,
  subscribeChannel: CampaignRounded,
  joinChat: ForumRounded,
  dailyBonus: EventAvailableRounded,
  addBioTg: AlternateEmailRounded,
  changeAvaTg: AccountCircleRounded,
  addBioSteam: BadgeRounded,
  changeAvaSteam: FaceRounded,
  referralLinkBioTg: AlternateEmailRounded,
  linkSteam: StorefrontRounded,
  linkFaceit: SportsEsportsRounded,
};

/** The glyph of a task type; unknown types get a generic one. */
export function TaskIcon({ type }: { type: string }) {
  const Icon = Object.hasOwn(ICONS, type) ? (ICONS[type] as SvgIconComponent) : TaskAltRounded;
  return <Icon fontSize="small" />;
}
