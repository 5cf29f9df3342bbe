import { PlaceholderScreen } from '../ui/PlaceholderScreen';

export default function GrowthToolsScreen() {
  return <PlaceholderScreen title="Growth Tools" />;
}
