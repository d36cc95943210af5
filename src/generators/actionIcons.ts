import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import DescriptionIcon from '@mui/icons-material/Description';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import CallSplitIcon from '@mui/icons-material/CallSplit';
import CancelIcon from '@mui/icons-material/Cancel';
import EmailIcon from '@mui/icons-material/Email';
import GavelIcon from '@mui/icons-material/Gavel';
import HowToVoteIcon from '@mui/icons-material/HowToVote';
import InventoryIcon from '@mui/icons-material/Inventory';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import MilitaryTechIcon from '@mui/icons-material/MilitaryTech';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import PaymentsIcon from '@mui/icons-material/Payments';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import ReplayIcon from '@mui/icons-material/Replay';
import StarIcon from '@mui/icons-material/Star';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import SyncIcon from '@mui/icons-material/Sync';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';

/**
 * The icons an action table's entries name (`icon`, resources/types.ts), by their @mui/icons-material
 * file name: on a phone an action's button shows its icon alone, so each needs its own. Apart from the
 * menu's (src/icons.ts): these load with the screens that offer actions, not with the first page.
 */
export const actionIcons = {
  MoveToInbox: MoveToInboxIcon,
  FlightTakeoff: FlightTakeoffIcon,
  RequestQuote: RequestQuoteIcon,
  Description: DescriptionIcon,
  TaskAlt: TaskAltIcon,
  ReportProblem: ReportProblemIcon,
  CallSplit: CallSplitIcon,
  Cancel: CancelIcon,
  Email: EmailIcon,
  Gavel: GavelIcon,
  HowToVote: HowToVoteIcon,
  Inventory: InventoryIcon,
  LocalShipping: LocalShippingIcon,
  MilitaryTech: MilitaryTechIcon,
  NotificationsActive: NotificationsActiveIcon,
  Payments: PaymentsIcon,
  PhotoLibrary: PhotoLibraryIcon,
  PlaylistAdd: PlaylistAddIcon,
  Replay: ReplayIcon,
  Star: StarIcon,
  SupportAgent: SupportAgentIcon,
  SwapHoriz: SwapHorizIcon,
  Sync: SyncIcon,
  WorkspacePremium: WorkspacePremiumIcon,
} as const;

/** An action's icon; one that names none (or one missing here) gets a plain "do it" arrow. */
export const actionIconFor = (name: string | undefined) =>
  name !== undefined && name in actionIcons ? actionIcons[name as keyof typeof actionIcons] : PlayArrowIcon;
