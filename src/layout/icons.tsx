/** MUI icons the server menu may name (`icon: 'Settings'`); unknown names fall back to a bullet. */
import type { SvgIconComponent } from '@mui/icons-material';
import Assignment from '@mui/icons-material/Assignment';
import Build from '@mui/icons-material/Build';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import Checklist from '@mui/icons-material/Checklist';
import Dashboard from '@mui/icons-material/Dashboard';
import Description from '@mui/icons-material/Description';
import FactCheck from '@mui/icons-material/FactCheck';
import FiberManualRecord from '@mui/icons-material/FiberManualRecord';
import Folder from '@mui/icons-material/Folder';
import Handyman from '@mui/icons-material/Handyman';
import HelpOutline from '@mui/icons-material/HelpOutline';
import History from '@mui/icons-material/History';
import Home from '@mui/icons-material/Home';
import Key from '@mui/icons-material/Key';
import Lock from '@mui/icons-material/Lock';
import People from '@mui/icons-material/People';
import Person from '@mui/icons-material/Person';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import RequestQuote from '@mui/icons-material/RequestQuote';
import School from '@mui/icons-material/School';
import Security from '@mui/icons-material/Security';
import Settings from '@mui/icons-material/Settings';
import TableView from '@mui/icons-material/TableView';
import Park from '@mui/icons-material/Park';
import Engineering from '@mui/icons-material/Engineering';
import Notifications from '@mui/icons-material/Notifications';
import BarChart from '@mui/icons-material/BarChart';
import AccountTree from '@mui/icons-material/AccountTree';

export const ICONS: Record<string, SvgIconComponent> = {
  AccountTree,
  Assignment,
  BarChart,
  Build,
  CalendarMonth,
  Checklist,
  Dashboard,
  Description,
  Engineering,
  FactCheck,
  Folder,
  Handyman,
  HelpOutline,
  History,
  Home,
  Key,
  Lock,
  Notifications,
  Park,
  People,
  Person,
  ReceiptLong,
  RequestQuote,
  School,
  Security,
  Settings,
  TableView,
};

export function iconFor(name: string | undefined | null): SvgIconComponent {
  return (name && ICONS[name]) || FiberManualRecord;
}
