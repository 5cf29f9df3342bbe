import { PlaceholderScreen } from '../ui/PlaceholderScreen';

export default function AboutScreen() {
  return <PlaceholderScreen title="About" />;
}
