import { PlaceholderScreen } from '../ui/PlaceholderScreen';

export default function SettingsScreen() {
  return <PlaceholderScreen title="Settings" />;
}
