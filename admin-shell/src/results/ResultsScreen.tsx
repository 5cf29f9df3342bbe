import { PlaceholderScreen } from '../ui/PlaceholderScreen';

export default function ResultsScreen() {
  return <PlaceholderScreen title="Results" />;
}
