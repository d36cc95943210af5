import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import AnchorIcon from '@mui/icons-material/Anchor';
import BadgeIcon from '@mui/icons-material/Badge';
import CallSplitIcon from '@mui/icons-material/CallSplit';
import CategoryIcon from '@mui/icons-material/Category';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import DirectionsBoatIcon from '@mui/icons-material/DirectionsBoat';
import DirectionsBoatFilledIcon from '@mui/icons-material/DirectionsBoatFilled';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import ScienceIcon from '@mui/icons-material/Science';
import TimerIcon from '@mui/icons-material/Timer';
import FireTruckIcon from '@mui/icons-material/FireTruck';
import FlagIcon from '@mui/icons-material/Flag';
import FlightIcon from '@mui/icons-material/Flight';
import GavelIcon from '@mui/icons-material/Gavel';
import HandshakeIcon from '@mui/icons-material/Handshake';
import HubIcon from '@mui/icons-material/Hub';
import InventoryIcon from '@mui/icons-material/Inventory';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LocalAirportIcon from '@mui/icons-material/LocalAirport';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import LocationCityIcon from '@mui/icons-material/LocationCity';
import NewReleasesIcon from '@mui/icons-material/NewReleases';
import MapIcon from '@mui/icons-material/Map';
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import NumbersIcon from '@mui/icons-material/Numbers';
import OutboxIcon from '@mui/icons-material/Outbox';
import PaymentsIcon from '@mui/icons-material/Payments';
import PercentIcon from '@mui/icons-material/Percent';
import PlaceIcon from '@mui/icons-material/Place';
import PolicyIcon from '@mui/icons-material/Policy';
import PublicIcon from '@mui/icons-material/Public';
import RoomServiceIcon from '@mui/icons-material/RoomService';
import SailingIcon from '@mui/icons-material/Sailing';
import ScaleIcon from '@mui/icons-material/Scale';
import ScheduleIcon from '@mui/icons-material/Schedule';
import SquareFootIcon from '@mui/icons-material/SquareFoot';
import StoreIcon from '@mui/icons-material/Store';
import StraightenIcon from '@mui/icons-material/Straighten';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import ViewInArIcon from '@mui/icons-material/ViewInAr';
import WidgetsIcon from '@mui/icons-material/Widgets';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
// The order screens' icons (contract/builtRoutes.ts).
import DeliveryDiningIcon from '@mui/icons-material/DeliveryDining';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import RemoveShoppingCartIcon from '@mui/icons-material/RemoveShoppingCart';
import SearchIcon from '@mui/icons-material/Search';
import ShoppingCartCheckoutIcon from '@mui/icons-material/ShoppingCartCheckout';
import WarehouseIcon from '@mui/icons-material/Warehouse';
// The menu groups' icons (resources/menu.ts), shown on their titles.
import AssessmentIcon from '@mui/icons-material/Assessment';
import CampaignIcon from '@mui/icons-material/Campaign';
import HandymanIcon from '@mui/icons-material/Handyman';
import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import PeopleIcon from '@mui/icons-material/People';
import ReceiptIcon from '@mui/icons-material/Receipt';
import SettingsIcon from '@mui/icons-material/Settings';

/**
 * The icons declarations name, by their @mui/icons-material file name. Path imports only: the package's
 * barrel would pull every icon into the bundle. A declaration naming an icon missing here gets the fallback.
 */
export const icons = {
  AccountBalance: AccountBalanceIcon,
  AccountBalanceWallet: AccountBalanceWalletIcon,
  Anchor: AnchorIcon,
  Badge: BadgeIcon,
  CallSplit: CallSplitIcon,
  Category: CategoryIcon,
  CurrencyExchange: CurrencyExchangeIcon,
  DirectionsBoat: DirectionsBoatIcon,
  DirectionsBoatFilled: DirectionsBoatFilledIcon,
  EmojiEvents: EmojiEventsIcon,
  EventRepeat: EventRepeatIcon,
  NotificationsActive: NotificationsActiveIcon,
  Science: ScienceIcon,
  Timer: TimerIcon,
  FireTruck: FireTruckIcon,
  Flag: FlagIcon,
  Flight: FlightIcon,
  Gavel: GavelIcon,
  Handshake: HandshakeIcon,
  Hub: HubIcon,
  Inventory: InventoryIcon,
  Inventory2: Inventory2Icon,
  LocalAirport: LocalAirportIcon,
  LocalShipping: LocalShippingIcon,
  LocationCity: LocationCityIcon,
  Map: MapIcon,
  NewReleases: NewReleasesIcon,
  MoveToInbox: MoveToInboxIcon,
  Numbers: NumbersIcon,
  Outbox: OutboxIcon,
  Payments: PaymentsIcon,
  Percent: PercentIcon,
  Place: PlaceIcon,
  Policy: PolicyIcon,
  Public: PublicIcon,
  RoomService: RoomServiceIcon,
  Sailing: SailingIcon,
  Scale: ScaleIcon,
  Schedule: ScheduleIcon,
  SquareFoot: SquareFootIcon,
  Store: StoreIcon,
  Straighten: StraightenIcon,
  SupportAgent: SupportAgentIcon,
  SwapHoriz: SwapHorizIcon,
  ViewInAr: ViewInArIcon,
  Widgets: WidgetsIcon,
  DeliveryDining: DeliveryDiningIcon,
  HourglassTop: HourglassTopIcon,
  LocalOffer: LocalOfferIcon,
  RemoveShoppingCart: RemoveShoppingCartIcon,
  Search: SearchIcon,
  ShoppingCartCheckout: ShoppingCartCheckoutIcon,
  Warehouse: WarehouseIcon,
  Assessment: AssessmentIcon,
  Campaign: CampaignIcon,
  Handyman: HandymanIcon,
  LibraryBooks: LibraryBooksIcon,
  People: PeopleIcon,
  Receipt: ReceiptIcon,
  Settings: SettingsIcon,
} as const;

export type IconName = keyof typeof icons;

export const fallbackIcon = HelpOutlineIcon;

export const iconFor = (name: string) => (name in icons ? icons[name as IconName] : fallbackIcon);
